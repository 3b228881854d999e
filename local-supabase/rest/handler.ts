import type { IncomingMessage, ServerResponse } from 'node:http';
import { JsonTooDeep, parseJson } from '../http/json.ts';
import { bearerToken, BodyTooLarge, decodePathSegment, headerObject, readBody } from '../http/util.ts';
import type { SurfaceContext } from '../surface.ts';
import type { JwtVerifier, RequestAuth } from './auth.ts';
import { ApiError, invalidBody, toApiError } from './errors.ts';
import { parsePrefer, type Preferences } from './prefer.ts';
import { send, sendError } from './respond.ts';
import type { SchemaCache } from './schema-cache.ts';
import { serveRelation } from './serve-relation.ts';
import { serveRpc } from './serve-rpc.ts';
import type { Statement } from './sql-read.ts';

export interface RestState {
  ctx: SurfaceContext;
  cache: SchemaCache;
  schemas: string[];
  maxRows: number;
  bodyLimit: number;
  jwt: JwtVerifier;
  /** Planned GET/HEAD statements by request shape (cleared on schema reload). */
  plans: Map<string, Statement>;
  /**
   * The names in pg_timezone_names, what `Prefer: timezone=…` accepts. Read on the first request
   * that asks for a time zone (reading them costs 20–90 ms), then kept: migrations do not change them.
   */
  timezones: () => Promise<ReadonlySet<string>>;
}

/** Everything about one request that the relation and RPC handlers need. */
export interface RestRequest {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  method: string;
  schema: string;
  auth: RequestAuth;
  prefs: Preferences;
  singular: boolean;
  stripNulls: boolean;
  csv: boolean;
  path: string;
  headers: Record<string, string>;
  readBody(): Promise<unknown>;
  rawBody(): Promise<Buffer>;
}

const READ = new Set(['GET', 'HEAD']);

/** The `Accept` header → singular object / CSV / plain JSON (PGRST107 when none fits). */
function negotiate(accept: string | undefined): { singular: boolean; stripNulls: boolean; csv: boolean } {
  const out = { singular: false, stripNulls: false, csv: false };
  if (!accept) return out;
  const types = accept.split(',').map((s) => s.trim());
  for (const t of types) {
    const [media, ...params] = t.split(';').map((s) => s.trim().toLowerCase());
    const stripped = params.includes('nulls=stripped');
    if (media === 'application/vnd.pgrst.object+json' || media === 'application/vnd.pgrst.object')
      return { ...out, singular: true, stripNulls: stripped };
    if (media === 'application/json' || media === '*/*' || media === 'application/*' || media === 'application/vnd.pgrst.array+json')
      return { ...out, stripNulls: stripped };
    if (media === 'text/csv') return { ...out, csv: true };
  }
  throw new ApiError(406, 'PGRST107', `None of these media types are available: ${types.join(', ')}`);
}

function profile(state: RestState, req: IncomingMessage, method: string): string {
  const h = READ.has(method) ? req.headers['accept-profile'] : req.headers['content-profile'];
  const schema = (Array.isArray(h) ? h[0] : h)?.trim() || state.schemas[0]!;
  if (!state.schemas.includes(schema)) {
    throw new ApiError(
      406,
      'PGRST106',
      `Invalid schema: ${schema}`,
      null,
      `Only the following schemas are exposed: ${state.schemas.join(', ')}`,
    );
  }
  return schema;
}

export async function handleRest(state: RestState, req: IncomingMessage, res: ServerResponse, path: string, url: URL): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase();
  let schema = state.schemas[0]!;
  let anon = true;
  try {
    const parts = path.split('/').filter(Boolean).map(decodePathSegment);
    const isRpc = parts[0] === 'rpc' && parts.length === 2;
    if (parts.length > (parts[0] === 'rpc' ? 2 : 1)) throw new ApiError(404, 'PGRST125', `Invalid path specified in request URL`);
    if (method === 'OPTIONS') {
      send(res, 200, null, { Allow: isRpc ? 'OPTIONS,GET,HEAD,POST' : 'OPTIONS,GET,HEAD,POST,PUT,PATCH,DELETE' });
      return;
    }
    if (isRpc && !['GET', 'HEAD', 'POST'].includes(method)) {
      throw new ApiError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);
    }
    const auth = await state.jwt.authenticate(bearerToken(req, url), state.cache.roles);
    anon = auth.role === 'anon';
    schema = profile(state, req, method);
    if (parts.length === 0) {
      send(res, 200, JSON.stringify(openApi(state, schema)), { 'Content-Type': 'application/openapi+json; charset=utf-8' });
      return;
    }
    const neg = negotiate(req.headers.accept);
    let body: Buffer | undefined;
    const rawBody = async () => {
      body ??= await readBody(req, state.bodyLimit);
      return body;
    };
    const r: RestRequest = {
      req,
      res,
      url,
      method,
      schema,
      auth,
      prefs: parsePrefer(req.headers.prefer, /timezone=/i.test(String(req.headers.prefer ?? '')) ? await state.timezones() : undefined),
      ...neg,
      path: '/' + parts.join('/'),
      headers: headerObject(req),
      rawBody,
      async readBody() {
        const buf = await rawBody();
        const text = buf.toString('utf8');
        if (!text.trim()) return READ.has(method) ? undefined : {};
        try {
          return parseJson(text);
        } catch (e) {
          // Deeper than local-supabase serializes safely (http/json.ts); PostgREST would pass it on.
          if (e instanceof JsonTooDeep) throw invalidBody(`The JSON body is nested deeper than ${e.limit} levels`);
          throw invalidBody();
        }
      },
    };
    if (isRpc) await serveRpc(state, r, parts[1]!);
    else await serveRelation(state, r, parts[0]!);
  } catch (e) {
    if (e instanceof BodyTooLarge) {
      // Let the client finish sending (discarded) so it reads the answer instead of a reset.
      if (!req.complete)
        await new Promise<void>((resolve) =>
          req
            .once('end', resolve)
            .once('error', () => resolve())
            .resume(),
        );
      sendError(res, new ApiError(413, 'PGRST413', 'Request body too large', `The body exceeds the limit of ${e.limit} bytes`));
      return;
    }
    const err = toApiError(e, anon);
    if (err.status === 500 && !(e instanceof ApiError)) console.error(`[local-supabase rest] ${method} ${path}:`, e);
    sendError(res, err, { 'Content-Profile': schema });
  }
}

/** A small OpenAPI document listing the exposed tables and functions (the root path). */
function openApi(state: RestState, schema: string): Record<string, unknown> {
  const paths: Record<string, unknown> = { '/': {} };
  for (const t of state.cache.tables.values()) if (t.schema === schema) paths[`/${t.name}`] = {};
  for (const fns of state.cache.functions.values()) for (const f of fns) if (f.schema === schema) paths[`/rpc/${f.name}`] = {};
  return { swagger: '2.0', info: { title: 'local-supabase REST', version: '14' }, basePath: '/', paths };
}
