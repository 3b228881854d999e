import { corsHeaders, preflight } from './cors.ts';

/** A failure with an HTTP status; `handler()` turns it into `{ code, message }` JSON (plus `headers`, e.g. Retry-After). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: unknown) => new HttpError(400, 'bad_request', message, details);
export const unauthorized = (message = 'Sign in to continue') => new HttpError(401, 'unauthorized', message);
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new HttpError(404, 'not_found', message);
export const conflict = (message: string) => new HttpError(409, 'conflict', message);
/** The database is away (a restart): retry shortly. */
export const unavailable = () => new HttpError(503, 'unavailable', 'The service is briefly unavailable; please try again in a moment');

/** PostgREST's connection errors (PGRST000–PGRST003, answered 503/504 while the database restarts). */
export const isUnavailable = (error: { code?: string }) => /^PGRST00[0-3]$/.test(error.code ?? '');

/**
 * A write the database refused as the caller: 42501 (a policy or a guard trigger) → 403 with the
 * guard's own message (RLS's generic one is replaced by `fallback`); an integrity rule (23xxx) → 409
 * for a duplicate, else 400; the database away (PGRST000–003) → 503; anything else → 500.
 */
export function refusedByDatabase(error: { code?: string; message: string }, fallback: string): HttpError {
  if (isUnavailable(error)) return unavailable();
  if (error.code === '42501') return forbidden(/row-level security/.test(error.message) ? fallback : error.message);
  if (error.code === '23505') return new HttpError(409, 'conflict', error.message);
  if (error.code?.startsWith('23')) return new HttpError(400, 'bad_request', error.message);
  return new HttpError(500, 'internal_error', error.message);
}

/** A JSON response (Content-Type application/json, so supabase-js parses it) with CORS headers. */
export function json(data: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(data), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json', ...headers },
  });
}

/** The error body every function returns: `{ code, message, details? }`. */
export function errorResponse(e: HttpError): Response {
  return json({ code: e.code, message: e.message, ...(e.details === undefined ? {} : { details: e.details }) }, e.status, e.headers);
}

/** Whether any string (or key) in a parsed JSON value holds a NUL; iterative, so depth does not matter. */
function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (Array.isArray(v)) for (const x of v) stack.push(x);
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (k.includes('\u0000')) return true;
        stack.push(x);
      }
    }
  }
  return false;
}

/**
 * Reads a JSON object body or fails with 400. A NUL character (`\u0000`) fits no text or jsonb
 * column; refused here, it cannot turn into a database error (500) further on.
 */
export async function readJson<T extends Record<string, unknown>>(req: Request): Promise<T> {
  let body: unknown;
  try {
    body = await req.json();
  } catch {
    throw badRequest('The request body must be JSON');
  }
  if (containsNul(body)) throw badRequest('The request body must not contain NUL characters (\\u0000)');
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('The request body must be a JSON object');
  return body as T;
}

/**
 * The standard wrapper for a function: answers the CORS preflight, refuses methods other than
 * `methods`, turns HttpError into its status and anything else into a logged 500.
 */
export function handler(fn: (req: Request) => Promise<Response>, methods: string[] = ['POST']): (req: Request) => Promise<Response> {
  return async (req) => {
    const early = preflight(req);
    if (early) return early;
    if (!methods.includes(req.method)) return errorResponse(new HttpError(405, 'method_not_allowed', `Use ${methods.join(' or ')}`));
    try {
      return await fn(req);
    } catch (e) {
      if (e instanceof HttpError) return errorResponse(e);
      console.error(e);
      return errorResponse(new HttpError(500, 'internal_error', 'Something went wrong; please try again'));
    }
  };
}
