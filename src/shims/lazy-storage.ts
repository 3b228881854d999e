// `@supabase/storage-js` as @supabase/supabase-js imports it (aliased in vite.config.ts): supabase-js
// builds its StorageClient eagerly, so every page — the login page first — carried storage-js and
// its Iceberg client (~8 KB gzip) although only file, photo and avatar screens use Storage. This
// client takes the same arguments and loads the real one with the first call. Every call the portal
// makes is asynchronous (`storage.from(bucket).upload/download/createSignedUrl(s)/remove/list…`,
// the bucket calls), so each method returns the real method's promise; a synchronous one
// (`getPublicUrl`) throws, saying so, instead of returning a promise where a value is expected.
import type { StorageClient as RealStorageClient } from '@supabase/storage-js';

type Args = ConstructorParameters<typeof RealStorageClient>;
type FileApi = ReturnType<RealStorageClient['from']>;

let module: Promise<typeof import('@supabase/storage-js')> | undefined;
const load = () => (module ??= import('@supabase/storage-js'));

/** Methods of the real file API that return a value, not a promise. */
export const SYNC_FILE_METHODS = new Set(['getPublicUrl']);

const BUCKET_METHODS = ['listBuckets', 'getBucket', 'createBucket', 'updateBucket', 'emptyBucket', 'deleteBucket'] as const;

export class StorageClient {
  readonly #args: Args;
  #client: Promise<RealStorageClient> | undefined;

  constructor(...args: Args) {
    this.#args = args;
    for (const name of BUCKET_METHODS) {
      Object.defineProperty(this, name, {
        value: (...rest: unknown[]) => this.#real().then((c) => (c[name] as (...a: unknown[]) => Promise<unknown>).apply(c, rest)),
      });
    }
  }

  #real(): Promise<RealStorageClient> {
    return (this.#client ??= load().then((m) => new m.StorageClient(...this.#args)));
  }

  /** The bucket's file API: each method loads the real client first, then runs. */
  from(bucket: string): FileApi {
    return new Proxy({} as FileApi, {
      get: (_, method) => {
        if (typeof method !== 'string' || method === 'then') return undefined;
        if (SYNC_FILE_METHODS.has(method)) {
          throw new Error(
            `storage.from().${method}() is synchronous and not available before Storage is loaded (src/shims/lazy-storage.ts)`,
          );
        }
        return (...rest: unknown[]) =>
          this.#real().then((c) => {
            const api = c.from(bucket) as unknown as Record<string, (...a: unknown[]) => unknown>;
            return api[method]!.apply(api, rest);
          });
      },
    });
  }
}

/**
 * supabase-js re-exports this name; storage errors themselves come from the real module (loaded on
 * first use), so compare `error.name === 'StorageApiError'` rather than `instanceof`.
 */
export class StorageApiError extends Error {
  status: number;
  statusCode: string;
  constructor(message: string, status: number, statusCode: string) {
    super(message);
    this.name = 'StorageApiError';
    this.status = status;
    this.statusCode = statusCode;
  }
}
