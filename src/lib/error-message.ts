/** Error codes with a user-facing text of their own (spec §8). */
const CODE_MESSAGES: Record<string, string> = {
  email_exists: 'Email Already Exists',
  user_already_exists: 'Email Already Exists',
};

export const ACCOUNT_DISABLED = 'Account disabled. Please contact your company to re-activate.';

interface ErrorLike {
  message?: unknown;
  code?: unknown;
  error_code?: unknown;
}

/** A readable message for any thrown value, with the spec's code translations applied. */
export function errorMessage(error: unknown): string {
  if (error && typeof error === 'object') {
    const e = error as ErrorLike;
    const code = typeof e.code === 'string' ? e.code : typeof e.error_code === 'string' ? e.error_code : undefined;
    if (code && CODE_MESSAGES[code]) return CODE_MESSAGES[code];
    if (typeof e.message === 'string' && e.message) return e.message;
  }
  if (typeof error === 'string' && error) return error;
  return 'Unknown error';
}

/** 'Prefix: message', as every failure notice reads (spec §8). */
export function prefixedError(prefix: string, error: unknown): string {
  return `${prefix}: ${errorMessage(error)}`;
}
