/**
 * Requests from a network address of their own. The functions' throttle counts clients by the address
 * the platform reports (`cf-connecting-ip`, which local-supabase sets from the socket, as Cloudflare
 * does on hosted), so a test that needs to be a new client really connects from another address: any
 * 127.x.y.z is this machine's loopback on Linux. A header naming another address changes nothing.
 */
import { randomInt } from 'node:crypto';
import http from 'node:http';

/** A fresh loopback address, e.g. 127.83.4.201 (never 127.0.0.1, which the rest of the suite uses). */
export function newClientAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/** A `fetch` whose connections leave from `localAddress` (for supabase-js: `global: { fetch }`). */
export function fetchFrom(localAddress: string): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const headers: Record<string, string> = Object.fromEntries(request.headers);
    if (body) headers['content-length'] = String(body.length);
    return new Promise<Response>((resolve, reject) => {
      const req = http.request(
        { host: url.hostname, port: url.port, path: url.pathname + url.search, method: request.method, headers, localAddress },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', reject);
          res.on('end', () => {
            const out = new Headers();
            for (const [k, v] of Object.entries(res.headers)) {
              if (v === undefined) continue;
              for (const one of Array.isArray(v) ? v : [v]) out.append(k, one);
            }
            const status = res.statusCode ?? 500;
            const noBody = status === 204 || status === 304 || request.method === 'HEAD';
            resolve(new Response(noBody ? null : Buffer.concat(chunks), { status, statusText: res.statusMessage, headers: out }));
          });
        },
      );
      req.on('error', reject);
      init?.signal?.addEventListener('abort', () => req.destroy(new Error('aborted')));
      if (body) req.write(body);
      req.end();
    });
  };
}
