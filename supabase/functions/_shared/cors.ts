/**
 * CORS for browser callers. On Supabase the function answers CORS itself, preflight included;
 * these are the headers supabase-js exports as `corsHeaders` (sbjs/cors.ts), plus the `Idempotency-Key`
 * the portal's creating functions take and the replay/retry headers they answer with (docs/security.md).
 */
export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, x-retry-count, idempotency-key',
  'Access-Control-Expose-Headers': 'idempotent-replayed, retry-after',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
};

/** Answers a preflight (OPTIONS) with 204 + CORS headers; returns null for every other request. */
export function preflight(req: Request): Response | null {
  if (req.method !== 'OPTIONS') return null;
  return new Response(null, { status: 204, headers: corsHeaders });
}

/** Wraps a handler so every answer — errors included — carries the CORS headers. */
export function withCors(handler: (req: Request) => Promise<Response> | Response): (req: Request) => Promise<Response> {
  return async (req) => {
    const early = preflight(req);
    if (early) return early;
    const res = await handler(req);
    const headers = new Headers(res.headers);
    for (const [k, v] of Object.entries(corsHeaders)) if (!headers.has(k)) headers.set(k, v);
    return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
  };
}
