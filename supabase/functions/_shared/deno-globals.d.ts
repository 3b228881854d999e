// Types for the part of the Deno runtime our functions use, so `tsc` checks supabase/functions under
// Node. Deno itself never reads this file (it is not imported); it has the real declarations.
declare namespace Deno {
  type ServeHandler = (request: Request, info?: unknown) => Response | Promise<Response>;
  interface ServeOptions {
    port?: number;
    hostname?: string;
    handler?: ServeHandler;
    onListen?: (addr: unknown) => void;
  }
  function serve(handler: ServeHandler): unknown;
  function serve(options: ServeOptions, handler: ServeHandler): unknown;
  function serve(options: ServeOptions & { handler: ServeHandler }): unknown;
  const env: {
    get(key: string): string | undefined;
    set(key: string, value: string): void;
    delete(key: string): void;
    has(key: string): boolean;
    toObject(): Record<string, string>;
  };
}

declare const EdgeRuntime: { waitUntil(promise: Promise<unknown>): void };
