import { existsSync, readFileSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { parse } from 'smol-toml';
import { BodyTooLarge, decodePathSegment, sendJson, sendText } from '../http/util.ts';
import { loadProjectConfig } from '../project-config.ts';
import type { Surface, SurfaceContext } from '../surface.ts';
import { toRequest, writeResponse } from './bridge.ts';
import { installDenoShim, runInScope } from './deno-shim.ts';
import { functionEnv } from './env.ts';
import { checkJwt, upstreamAuthorization } from './gateway.ts';
import { BootError, FunctionLoader } from './loader.ts';

type FunctionSettings = { verifyJwt: boolean; enabled: boolean };

/** `[functions.<slug>]` of a config.toml, re-read when the file changes. */
function settingsReader(file: string, read: () => Record<string, FunctionSettings>) {
  let cached: { mtime: number; value: Record<string, FunctionSettings> } | undefined;
  return (): Record<string, FunctionSettings> => {
    const mtime = existsSync(file) ? statSync(file).mtimeMs : 0;
    if (!cached || cached.mtime !== mtime) cached = { mtime, value: read() };
    return cached.value;
  };
}

function readExtraConfig(file: string): Record<string, FunctionSettings> {
  if (!existsSync(file)) return {};
  const root = parse(readFileSync(file, 'utf8')) as { functions?: Record<string, { verify_jwt?: unknown; enabled?: unknown }> };
  const out: Record<string, FunctionSettings> = {};
  for (const [slug, v] of Object.entries(root.functions ?? {}))
    out[slug] = { verifyJwt: v.verify_jwt !== false, enabled: v.enabled !== false };
  return out;
}

const WALL_CLOCK_LIMIT = Symbol('wall clock limit');

const workerError = (res: ServerResponse) =>
  sendJson(res, 500, { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' });

/**
 * `/functions/v1/<slug>[/…]`: runs `supabase/functions/<slug>/index.ts` in this process behind a
 * gateway that behaves like the CLI's (verify_jwt, 404 "Function not found", WORKER_ERROR/BOOT_ERROR).
 * Extra directories (config.functionsDirs, each with an optional config.toml) serve test-only functions.
 */
export function createFunctionsSurface(ctx: SurfaceContext): Surface {
  installDenoShim();
  const loader = new FunctionLoader();
  const projectDir = ctx.config.projectDir;
  const dirs = [path.join(projectDir, 'supabase', 'functions'), ...(ctx.config.functionsDirs ?? [])];
  const readers = new Map(
    dirs.map((d, i) => [
      d,
      i === 0
        ? settingsReader(
            path.join(projectDir, 'supabase', 'config.toml'),
            () => loadProjectConfig(projectDir, ctx.config.configOverrides).functions,
          )
        : settingsReader(path.join(d, 'config.toml'), () => readExtraConfig(path.join(d, 'config.toml'))),
    ]),
  );

  return {
    prefix: '/functions/v1',
    // CORS, preflight included, is the function's job on Supabase; the server must not answer for it.
    handlesCors: true,
    async handle(req, res, subpath, url) {
      const method = req.method ?? 'GET';
      const m = /^\/([^/]+)(\/.*)?$/.exec(subpath);
      const slug = m ? decodePathSegment(m[1]!) : '';
      const dir = slug ? loader.locate(dirs, slug) : undefined;
      const settings: FunctionSettings = (dir && readers.get(dir)?.()[slug]) || { verifyJwt: true, enabled: true };
      if (!dir || !settings.enabled) {
        req.resume();
        return sendText(res, 404, 'Function not found');
      }
      const authorization = upstreamAuthorization(req, ctx);
      if (settings.verifyJwt) {
        const refusal = await checkJwt(method, authorization, ctx.config.jwtSecret);
        if (refusal) {
          req.resume();
          return sendJson(res, refusal.status, refusal.body);
        }
      }
      const env = functionEnv(ctx, dir);
      let handler;
      try {
        handler = await loader.handler(dir, slug, env, dirs);
      } catch (e) {
        if (!(e instanceof BootError)) throw e;
        console.error(`[functions] ${slug} failed to boot: ${e.message}`);
        req.resume();
        return sendJson(res, 503, { code: 'BOOT_ERROR', message: 'Function failed to boot (please check logs)' });
      }
      const abort = new AbortController();
      res.on('close', () => {
        if (!res.writableEnded) abort.abort();
      });
      let request: Request;
      try {
        request = await toRequest(req, `${ctx.url}/${slug}${m?.[2] ?? ''}${url.search}`, authorization, abort.signal);
      } catch (e) {
        if (e instanceof BodyTooLarge) return sendJson(res, 413, { code: 'PAYLOAD_TOO_LARGE', message: e.message });
        throw e;
      }
      let response: unknown;
      let timer: NodeJS.Timeout | undefined;
      const limit = new Promise<typeof WALL_CLOCK_LIMIT>((resolve) => {
        timer = setTimeout(() => resolve(WALL_CLOCK_LIMIT), ctx.config.functionTimeoutMs ?? 150_000);
      });
      try {
        response = await Promise.race([runInScope({ env }, () => handler(request)), limit]);
      } catch (e) {
        clearTimeout(timer);
        console.error(`[functions] ${slug} threw:`, e);
        return workerError(res);
      }
      clearTimeout(timer);
      if (response === WALL_CLOCK_LIMIT) {
        // The hosted edge runtime's answer when a request outlives the wall-clock limit.
        console.error(`[functions] ${slug} exceeded the wall clock limit`);
        abort.abort();
        return sendJson(res, 546, { code: 'WORKER_LIMIT', message: 'Function exceeded the wall clock limit' });
      }
      if (!(response instanceof Response)) {
        console.error(`[functions] ${slug} returned ${typeof response}, not a Response`);
        return workerError(res);
      }
      await writeResponse(res, response, method);
    },
  };
}
