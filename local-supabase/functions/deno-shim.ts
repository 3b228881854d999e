import { AsyncLocalStorage } from 'node:async_hooks';

/** The request handler an edge function registers with `Deno.serve` (or `export default { fetch }`). */
export type FetchHandler = (req: Request, info?: unknown) => Response | Promise<Response>;

/** What a running function sees: its env, and where `Deno.serve` puts the handler while its module loads. */
export interface FunctionScope {
  env: Map<string, string>;
  onServe?: (handler: FetchHandler) => void;
}

const scope = new AsyncLocalStorage<FunctionScope>();
let lastScope: FunctionScope | undefined;

/** Runs fn with `Deno.env` / `Deno.serve` bound to this scope (across every await inside fn). */
export function runInScope<T>(s: FunctionScope, fn: () => T): T {
  lastScope = s;
  return scope.run(s, fn);
}

function current(): FunctionScope {
  const s = scope.getStore() ?? lastScope;
  if (!s) throw new Error('Deno shim used outside an edge function');
  return s;
}

type ServeOptions = { handler?: FetchHandler; port?: number; hostname?: string; onListen?: (addr: unknown) => void };

function serve(a: FetchHandler | ServeOptions, b?: FetchHandler | ServeOptions): unknown {
  // Deno.serve(handler) | Deno.serve(options, handler) | Deno.serve({ handler, ... })
  const handler = typeof a === 'function' ? a : typeof b === 'function' ? b : (a.handler ?? (b as ServeOptions | undefined)?.handler);
  if (typeof handler !== 'function') throw new TypeError('Deno.serve: a handler function is required');
  const s = current();
  if (!s.onServe) throw new Error('Deno.serve may only be called while the function module loads');
  s.onServe(handler);
  const addr = { transport: 'tcp', hostname: '0.0.0.0', port: 0 };
  return { finished: new Promise(() => undefined), addr, shutdown: async () => undefined, ref() {}, unref() {} };
}

const env = {
  get: (key: string) => current().env.get(key),
  set: (key: string, value: string) => void current().env.set(key, value),
  delete: (key: string) => void current().env.delete(key),
  has: (key: string) => current().env.has(key),
  toObject: () => Object.fromEntries(current().env),
};

/**
 * Installs the small part of Deno's API that edge functions use — `Deno.serve`, `Deno.env` — plus
 * `EdgeRuntime.waitUntil`, on globalThis. Idempotent; never replaces a real Deno.
 */
export function installDenoShim(): void {
  const g = globalThis as Record<string, unknown>;
  const existing = g.Deno as { __localSupabase?: boolean } | undefined;
  if (existing && !existing.__localSupabase) return;
  g.Deno = { __localSupabase: true, serve, env, errors: {} };
  if (!g.EdgeRuntime) {
    g.EdgeRuntime = {
      waitUntil(p: Promise<unknown>) {
        p.catch((e: unknown) => console.error('[functions] waitUntil task failed:', e));
      },
    };
  }
}
