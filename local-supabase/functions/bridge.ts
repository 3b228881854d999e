import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '../http/util.ts';

/** Edge functions accept request bodies up to this size (the hosted limit is similar). */
const MAX_BODY = 20 * 1024 * 1024;

/** The socket's peer address as the platform's edge reports it: an IPv4 address without its `::ffff:` prefix. */
export function peerAddress(req: IncomingMessage): string {
  const a = req.socket.remoteAddress ?? '';
  return a.startsWith('::ffff:') && a.includes('.') ? a.slice('::ffff:'.length) : a;
}

/**
 * Builds the fetch Request a function sees: its own URL `<base>/<slug>/…?…`, the gateway's headers, the
 * body. Hosted Edge Functions are reached through Cloudflare, which sets `cf-connecting-ip` to the
 * address that connected to it, replacing whatever the client sent, and appends that address to
 * `x-forwarded-for` (whose earlier entries are the client's own words). The same is done here with
 * the socket's address, so a function can trust `cf-connecting-ip` and nothing else
 * (docs/hosted-supabase.md, "The client's address in a function").
 */
export async function toRequest(
  req: IncomingMessage,
  url: string,
  authorization: string | undefined,
  signal: AbortSignal,
): Promise<Request> {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined || k === 'host' || k === 'connection' || k === 'content-length' || k === 'transfer-encoding') continue;
    if (Array.isArray(v)) v.forEach((x) => headers.append(k, x));
    else headers.set(k, v);
  }
  const peer = peerAddress(req);
  headers.set('cf-connecting-ip', peer);
  const forwarded = headers.get('x-forwarded-for');
  headers.set('x-forwarded-for', forwarded ? `${forwarded}, ${peer}` : peer);
  if (authorization) headers.set('authorization', authorization);
  else headers.delete('authorization');
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const body = hasBody ? await readBody(req, MAX_BODY) : undefined;
  return new Request(url, { method, headers, body: body && body.length ? new Uint8Array(body) : undefined, signal });
}

/** Streams a fetch Response to the Node response (Set-Cookie kept as separate headers). */
export async function writeResponse(res: ServerResponse, response: Response, method: string): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key === 'set-cookie') return;
    headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  res.writeHead(response.status, response.statusText || undefined, headers);
  if (!response.body || method === 'HEAD') {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!res.write(value)) await new Promise<void>((resolve) => res.once('drain', resolve));
    }
    res.end();
  } catch (e) {
    // Headers are gone already; cut the connection so the client sees a broken body, not a short one.
    res.destroy(e instanceof Error ? e : undefined);
  }
}
