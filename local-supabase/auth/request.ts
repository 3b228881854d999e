import type { IncomingMessage, ServerResponse } from 'node:http';
import type { OutgoingMail } from '../mail/store.ts';
import { JsonTooDeep, parseJson } from '../http/json.ts';
import { BodyTooLarge, bearerToken, readBody, sendJson } from '../http/util.ts';
import { AuthError, badRequest, validationFailed } from './errors.ts';

/** GoTrue's request body limit is small; auth payloads are tiny JSON documents. */
const BODY_LIMIT = 1024 * 1024;

/** One auth request: parsed URL, lazily parsed JSON body, and answer helpers. */
export class AuthRequest {
  private body: Record<string, unknown> | undefined;
  /** Mails queued by the handler; sent once it succeeded, before the answer. */
  readonly outbox: OutgoingMail[] = [];
  private answer: (() => void) | undefined;
  constructor(
    readonly req: IncomingMessage,
    readonly res: ServerResponse,
    readonly path: string,
    readonly url: URL,
  ) {}

  /** The client's address, which GoTrue's per-IP limits key on (hosted: the IP its proxy forwards). */
  get client(): string {
    return this.req.socket.remoteAddress ?? 'unknown';
  }

  get method(): string {
    return this.req.method ?? 'GET';
  }

  query(name: string): string | undefined {
    const v = this.url.searchParams.get(name) ?? undefined;
    if (v?.includes('\u0000')) throw nulRefused(name);
    return v;
  }

  bearer(): string | undefined {
    const auth = this.req.headers.authorization;
    return auth && /^bearer\s+/i.test(auth) ? bearerToken(this.req) : undefined;
  }

  /** The JSON object body; `{}` when empty. Malformed JSON → 400 bad_json. */
  async json(): Promise<Record<string, unknown>> {
    if (this.body) return this.body;
    let raw: Buffer;
    try {
      raw = await readBody(this.req, BODY_LIMIT);
    } catch (e) {
      if (e instanceof BodyTooLarge) throw new AuthError(413, 'request_too_large', 'Request body too large');
      throw e;
    }
    const text = raw.toString('utf8').trim();
    if (!text) return (this.body = {});
    let parsed: unknown;
    try {
      parsed = parseJson(text);
    } catch (e) {
      // Go's encoding/json words its own depth limit (10,000 levels) this way; ours is lower (http/json.ts).
      if (e instanceof JsonTooDeep) throw badRequest('bad_json', 'Could not parse request body as JSON: exceeded max depth');
      throw badRequest('bad_json', 'Could not parse request body as JSON: invalid character');
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      throw badRequest('bad_json', 'Could not parse request body as JSON');
    return (this.body = storable(parsed) as Record<string, unknown>);
  }

  /** Records the answer; `finish()` writes it after the outbox was delivered. */
  send(status: number, body: unknown): void {
    this.answer = () => {
      if (status === 204) {
        this.res.writeHead(204);
        this.res.end();
      } else sendJson(this.res, status, body);
    };
  }

  redirect(location: string): void {
    this.answer = () => {
      this.res.writeHead(303, { Location: location, 'Content-Type': 'text/html; charset=utf-8' });
      this.res.end(`<a href="${location.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">See Other</a>.\n`);
    };
  }

  async finish(deliver: (m: OutgoingMail) => Promise<unknown>): Promise<void> {
    for (const m of this.outbox) await deliver(m);
    if (this.answer) this.answer();
    else sendJson(this.res, 204, undefined);
  }
}

const nulRefused = (where: string) => validationFailed(`${where} must not contain the NUL character (\\u0000)`);
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The body as PostgreSQL can store it. Lone UTF-16 surrogates become U+FFFD, as Go's encoding/json
 * decodes them in GoTrue. A NUL character fits neither a text nor a jsonb column: GoTrue passes it
 * on and answers 500 ("Database error …"); here it is refused with 400 validation_failed up front.
 * Passwords are only hashed, never stored, so they keep theirs.
 */
function storable(v: unknown, key = ''): unknown {
  if (typeof v === 'string') {
    if (key !== 'password' && v.includes('\u0000')) throw nulRefused(key || 'a value');
    return v.replace(LONE_SURROGATE, '\uFFFD');
  }
  if (Array.isArray(v)) return v.map((x) => storable(x, key));
  if (v && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      if (k.includes('\u0000')) throw nulRefused('a key');
      // defineProperty: a `__proto__` key stays a key, as JSON.parse made it.
      const value = storable(x, key ? `${key}.${k}` : k);
      Object.defineProperty(out, k.replace(LONE_SURROGATE, '\uFFFD'), { value, enumerable: true, writable: true, configurable: true });
    }
    return out;
  }
  return v;
}

/** Reads an optional string field; anything else than a string/absent → 400 validation_failed. */
export function str(body: Record<string, unknown>, key: string): string | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') throw validationFailed(`${key} must be a string`);
  return v;
}

export function obj(body: Record<string, unknown>, key: string): Record<string, unknown> | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'object' || Array.isArray(v)) throw validationFailed(`${key} must be an object`);
  return v as Record<string, unknown>;
}

/** GoTrue lower-cases and trims e-mails and checks a basic shape. */
export function normalizeEmail(email: string): string {
  const e = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(e) || e.length > 255) throw validationFailed('Unable to validate email address: invalid format');
  return e;
}
