// Idempotency keys (issue 24, item 1; migration 20261128130000_idempotency_keys; docs/security.md
// "Idempotency keys"). A function that creates or mails runs its work through `idempotent()`:
//
// - the caller sends `Idempotency-Key: <1–255 visible ASCII characters>` (the portal: a uuid made when
//   the form or dialog opened, kept for its retries). Without the header the request runs as before;
// - the first request with a key claims it and runs; a success (2xx) is stored for 24 hours, and the
//   same key again — a double click, a retry after a timeout, a replayed request — gets the same status
//   and body back (header `Idempotent-Replayed: true`) without running anything: no second row, no
//   second e-mail;
// - the same key with a different body (or for another function) is refused: 422 idempotency_key_reused;
// - an identical request arriving while the first still runs waits for its answer (polling the key;
//   after 25 s: 409 idempotency_key_in_progress with Retry-After). Two at the same moment: the database's
//   primary key lets one claim the key, the other waits;
// - a failure (4xx, 5xx, a throw) releases the key: the retry runs again (the failure changed nothing a
//   second run would duplicate);
// - keys are per caller (the user's id, from their verified JWT; 'anon' for register), so nobody can
//   replay another user's answer.
import type { SupabaseClient } from '@supabase/supabase-js';
import { corsHeaders } from './cors.ts';
import { requireEnv } from './env.ts';
import { badRequest, HttpError } from './http.ts';
import { serviceClient } from './supabase.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** The answer is a replay of the first request's. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** How long an identical request waits for the first one's answer before answering 409. */
const WAIT_MS = 25_000;
const KEY = /^[\x21-\x7e]{1,255}$/;
/** Larger answers are not stored (none of ours comes near): the key is released instead. */
const MAX_BODY = 65_536;

/** JSON with its object keys sorted, so that `{a, b}` and `{b, a}` are one request. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const hex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The request's digest: HMAC-SHA-256 keyed with the service role key (a secret the database never
 * holds), over the function's name and the canonical body. A body with a password in it (register) is
 * never stored, nor a plain hash one could test guesses against.
 */
export async function requestFingerprint(fn: string, body: unknown): Promise<string> {
  const enc = new TextEncoder();
  const key = await crypto.subtle.importKey(
    'raw',
    enc.encode(requireEnv('SUPABASE_SERVICE_ROLE_KEY')),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return hex(await crypto.subtle.sign('HMAC', key, enc.encode(`${fn}\n${canonicalJson(body)}`)));
}

/** The key a request carries: null when none; 400 when it is not 1–255 visible ASCII characters. */
export function idempotencyKeyOf(req: Request): string | null {
  const key = req.headers.get(IDEMPOTENCY_HEADER);
  if (key === null) return null;
  if (!KEY.test(key)) throw badRequest(`${IDEMPOTENCY_HEADER} must be 1 to 255 visible ASCII characters`, { fields: [IDEMPOTENCY_HEADER] });
  return key;
}

interface Claim {
  state: 'new' | 'pending' | 'done' | 'mismatch';
  status?: number;
  body?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function rpc<T>(admin: SupabaseClient, name: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await admin.rpc(name, args);
  if (error) throw new HttpError(500, 'internal_error', `Could not check the idempotency key: ${error.message}`);
  return data as T;
}

function replay(status: number, body: string): Response {
  return new Response(body, { status, headers: { ...corsHeaders, 'Content-Type': 'application/json', [REPLAYED_HEADER]: 'true' } });
}

export interface IdempotentCall {
  /** The function's name ('invites'). */
  fn: string;
  /** Whose key it is: the verified user's id, or 'anon' for a public function. */
  caller: string;
  /** The parsed request body (what makes two requests "the same"). */
  body: unknown;
}

/**
 * Runs `work` once per idempotency key (see the top of this file). Without a key it simply runs.
 * Call it after the caller is verified (a 401 is never stored) and with the body already read.
 */
export async function idempotent(req: Request, call: IdempotentCall, work: () => Promise<Response>): Promise<Response> {
  const key = idempotencyKeyOf(req);
  if (key === null) return work();
  const admin = serviceClient();
  const args = {
    param_function: call.fn,
    param_caller: call.caller,
    param_key: key,
    param_fingerprint: await requestFingerprint(call.fn, call.body),
  };
  const deadline = Date.now() + WAIT_MS;
  let delay = 50;
  for (;;) {
    const claim = await rpc<Claim>(admin, 'claim_idempotency_key', args);
    if (claim.state === 'mismatch')
      throw new HttpError(422, 'idempotency_key_reused', `This ${IDEMPOTENCY_HEADER} was already used for a different request`);
    if (claim.state === 'done') return replay(claim.status as number, claim.body ?? '');
    if (claim.state === 'new') break;
    if (Date.now() > deadline)
      throw new HttpError(
        409,
        'idempotency_key_in_progress',
        'The same request is still being processed; try again in a moment',
        undefined,
        {
          'Retry-After': '1',
        },
      );
    await sleep(delay);
    delay = Math.min(delay * 2, 400);
  }

  let res: Response;
  try {
    res = await work();
  } catch (e) {
    await rpc(admin, 'release_idempotency_key', args).catch(() => undefined);
    throw e;
  }
  const body = res.status >= 200 && res.status < 300 ? await res.clone().text() : null;
  if (body !== null && body.length <= MAX_BODY) {
    await rpc(admin, 'finish_idempotency_key', { ...args, param_status: res.status, param_body: body });
  } else {
    await rpc(admin, 'release_idempotency_key', args).catch(() => undefined);
  }
  return res;
}
