import type { IncomingMessage, ServerResponse } from 'node:http';

/** Headers the Supabase clients send; echoed on preflight like PostgREST/Kong do. */
const EXPOSED = [
  'Content-Encoding',
  'Content-Location',
  'Content-Range',
  'Content-Type',
  'Content-Length',
  'Content-Disposition',
  'Date',
  'Location',
  'Server',
  'Transfer-Encoding',
  'Range-Unit',
  'Preference-Applied',
  'Proxy-Status',
  'X-Total-Count',
  'Link',
  'X-Supabase-Api-Version',
  'x-sb-error-code',
  'x-relay-error',
  'ETag',
  'Last-Modified',
  'Cache-Control',
].join(', ');

/** CORS as Supabase answers it: any origin, any requested header. Returns true when it answered a preflight. */
export function applyCors(req: IncomingMessage, res: ServerResponse): boolean {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Expose-Headers', EXPOSED);
  if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    res.setHeader(
      'Access-Control-Allow-Headers',
      req.headers['access-control-request-headers'] ?? 'authorization, x-client-info, apikey, content-type',
    );
    res.setHeader('Access-Control-Max-Age', '86400');
    res.statusCode = 200;
    res.end();
    return true;
  }
  return false;
}

export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`Request body exceeds ${limit} bytes`);
  }
}

/** Reads the whole body, refusing more than `limit` bytes without buffering the rest. */
export async function readBody(req: IncomingMessage, limit = 10 * 1024 * 1024): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) {
    req.resume();
    throw new BodyTooLarge(limit);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      req.resume();
      throw new BodyTooLarge(limit);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(text);
}

export function sendText(
  res: ServerResponse,
  status: number,
  body: string,
  contentType = 'text/plain; charset=utf-8',
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'Content-Type': contentType, ...headers });
  res.end(body);
}

/** Lower-cased request headers without cookies, as PostgREST puts them in request.headers. */
export function headerObject(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) {
    if (k === 'cookie' || v === undefined) continue;
    out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
  }
  return out;
}

/**
 * The gateway's (Kong's) choice of bearer token: the Authorization header when present,
 * else the `apikey` header or query parameter.
 */
export function bearerToken(req: IncomingMessage, url?: URL): string | undefined {
  const auth = req.headers.authorization;
  if (auth && /^bearer\s+/i.test(auth)) return auth.replace(/^bearer\s+/i, '').trim();
  const key = req.headers.apikey ?? url?.searchParams.get('apikey') ?? undefined;
  return Array.isArray(key) ? key[0] : key || undefined;
}

/**
 * A path segment percent-decoded as Warp/wai decode it for PostgREST (http-types' urlDecode): valid
 * `%XX` escapes become bytes, a `%` without two hex digits stays as it is, and bytes that are not
 * UTF-8 become U+FFFD. decodeURIComponent throws on both instead (a 500 when nobody catches it).
 */
export function decodePathSegment(segment: string): string {
  if (!segment.includes('%')) return segment;
  const bytes: number[] = [];
  for (let i = 0; i < segment.length; i++) {
    const hex = segment[i] === '%' ? segment.slice(i + 1, i + 3) : '';
    if (/^[0-9a-fA-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(segment[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}
