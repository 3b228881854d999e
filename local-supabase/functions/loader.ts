import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { runInScope, type FetchHandler, type FunctionScope } from './deno-shim.ts';

/** Slugs as the Supabase CLI accepts them, so `_shared/` is never a function. */
export const SLUG = /^[A-Za-z][A-Za-z0-9_-]*$/;

export class BootError extends Error {}

interface Loaded {
  fingerprint: string;
  handler?: FetchHandler;
  /** A failed load is remembered too: retried only once the code changed. */
  error?: BootError;
}

/**
 * Every file under dir: newest mtime + count + total size. A change anywhere in the functions
 * directory (the function, _shared/, .env, deno.json) gives a new fingerprint and a fresh load.
 */
export function fingerprint(dir: string): string {
  let newest = 0;
  let count = 0;
  let size = 0;
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name.startsWith('.git')) continue;
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile()) {
        const st = statSync(p);
        newest = Math.max(newest, st.mtimeMs);
        size += st.size;
        count++;
      }
    }
  };
  if (existsSync(dir)) walk(dir);
  return `${newest}:${count}:${size}`;
}

/**
 * Loads `<dir>/<slug>/index.ts` and captures the handler it passes to `Deno.serve` (or its
 * `export default { fetch }`). Modules are imported with tsx's `tsImport`, which gives every load
 * its own module namespace: relative imports (_shared/…) are re-read too, so edits show up without
 * a restart. A load happens only when the directory's fingerprint changed.
 */
export class FunctionLoader {
  private cache = new Map<string, Loaded>();
  private queue: Promise<unknown> = Promise.resolve();

  /** The functions directory holding this slug, first match wins. */
  locate(dirs: string[], slug: string): string | undefined {
    if (!SLUG.test(slug)) return undefined;
    return dirs.find((d) => existsSync(path.join(d, slug, 'index.ts')));
  }

  /** `watch`: every functions directory (a test function may import the project's _shared/). */
  async handler(dir: string, slug: string, env: Map<string, string>, watch: string[] = [dir]): Promise<FetchHandler> {
    const file = path.join(dir, slug, 'index.ts');
    const fp = watch.map(fingerprint).join('|');
    const hit = this.cache.get(file);
    if (hit && hit.fingerprint === fp) return settle(hit);
    // One load at a time: Deno.serve must know which function is loading.
    const run = this.queue.then(() => this.load(file, fp, env));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async load(file: string, fp: string, env: Map<string, string>): Promise<FetchHandler> {
    const hit = this.cache.get(file);
    if (hit && hit.fingerprint === fp) return settle(hit);
    try {
      const handler = await importHandler(file, env);
      this.cache.set(file, { fingerprint: fp, handler });
      return handler;
    } catch (e) {
      if (e instanceof BootError) this.cache.set(file, { fingerprint: fp, error: e });
      throw e;
    }
  }
}

function settle(l: Loaded): FetchHandler {
  if (l.handler) return l.handler;
  throw l.error ?? new BootError('function failed to load');
}

async function importHandler(file: string, env: Map<string, string>): Promise<FetchHandler> {
  const name = path.relative(process.cwd(), file);
  let served: FetchHandler | undefined;
  const scope: FunctionScope = { env, onServe: (h) => (served = h) };
  let mod: { default?: { fetch?: FetchHandler } };
  try {
    mod = (await runInScope(scope, () => tsImport(pathToFileURL(file).href, { parentURL: import.meta.url }))) as typeof mod;
  } catch (e) {
    throw new BootError(`${name}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`, { cause: e });
  } finally {
    scope.onServe = undefined;
  }
  const fetchExport = mod.default?.fetch;
  const handler = served ?? (typeof fetchExport === 'function' ? fetchExport.bind(mod.default) : undefined);
  if (!handler) throw new BootError(`${name} neither calls Deno.serve(handler) nor exports default { fetch }`);
  return handler;
}
