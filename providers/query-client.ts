import { isRetryable } from '../src/lib/error-message';

/**
 * react-query as refine runs it. A read that failed with a 4xx (a record one may not see, a bad id)
 * fails the same way again: it is not retried, so its notice shows at once instead of after ~9 s of
 * back-off. Server errors and lost connections are retried twice.
 */
export const QUERY_CLIENT_CONFIG = {
  defaultOptions: {
    queries: {
      retry: (failures: number, error: unknown) => failures < 2 && isRetryable(error),
    },
  },
};
