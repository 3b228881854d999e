/**
 * Phoenix channel frames as realtime-js speaks them (rtjs/lib/serializer.ts):
 * vsn 2.0.0 — text frames `[join_ref, ref, topic, event, payload]`, user broadcasts as binary
 * frames (client push kind 3, server push kind 4); vsn 1.0.0 — JSON objects.
 */
export interface Frame {
  join_ref: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

export type Vsn = '1.0.0' | '2.0.0';

const KIND_USER_BROADCAST_PUSH = 3;
const KIND_USER_BROADCAST = 4;
const JSON_ENCODING = 1;

/** A user broadcast: `{ type: 'broadcast', event, payload, meta? }` (payload bytes when binary). */
export interface Broadcast {
  event: string;
  payload: unknown;
  binary: boolean;
  meta?: unknown;
}

const asObject = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const asRef = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

export function decodeFrame(data: Buffer | string, isBinary: boolean, vsn: Vsn): Frame | null {
  if (isBinary) return decodeBinaryPush(typeof data === 'string' ? Buffer.from(data) : data);
  let parsed: unknown;
  try {
    parsed = JSON.parse(typeof data === 'string' ? data : data.toString('utf8'));
  } catch {
    return null;
  }
  if (Array.isArray(parsed)) {
    const [join_ref, ref, topic, event, payload] = parsed as unknown[];
    if (typeof topic !== 'string' || typeof event !== 'string') return null;
    return { join_ref: asRef(join_ref), ref: asRef(ref), topic, event, payload: asObject(payload) };
  }
  if (vsn === '1.0.0' && parsed && typeof parsed === 'object') {
    const o = parsed as Record<string, unknown>;
    if (typeof o.topic !== 'string' || typeof o.event !== 'string') return null;
    return { join_ref: asRef(o.join_ref), ref: asRef(o.ref), topic: o.topic, event: o.event, payload: asObject(o.payload) };
  }
  return null;
}

/** Client push kind 3: kind, len(join_ref, ref, topic, event, metadata), encoding, strings, payload. */
function decodeBinaryPush(buf: Buffer): Frame | null {
  if (buf.length < 7 || buf[0] !== KIND_USER_BROADCAST_PUSH) return null;
  const lens = [buf[1], buf[2], buf[3], buf[4], buf[5]];
  const encoding = buf[6];
  let offset = 7;
  const parts = lens.map((len) => {
    const s = buf.subarray(offset, offset + len).toString('utf8');
    offset += len;
    return s;
  });
  const [joinRef, ref, topic, userEvent, metadata] = parts;
  const body = buf.subarray(offset);
  let payload: unknown;
  try {
    payload = encoding === JSON_ENCODING ? JSON.parse(body.toString('utf8') || 'null') : body;
  } catch {
    return null;
  }
  const inner: Record<string, unknown> = { type: 'broadcast', event: userEvent, payload };
  if (metadata) {
    try {
      Object.assign(inner, JSON.parse(metadata));
    } catch {
      /* metadata is optional */
    }
  }
  return { join_ref: joinRef || null, ref: ref || null, topic, event: 'broadcast', payload: inner };
}

export function encodeFrame(f: Frame, vsn: Vsn): string {
  if (vsn === '1.0.0') return JSON.stringify({ topic: f.topic, event: f.event, payload: f.payload, ref: f.ref, join_ref: f.join_ref });
  return JSON.stringify([f.join_ref, f.ref, f.topic, f.event, f.payload]);
}

/** A broadcast to a subscriber: binary kind 4 under vsn 2.0.0, a JSON frame under 1.0.0. */
export function encodeBroadcast(topic: string, b: Broadcast, vsn: Vsn): string | Buffer {
  if (vsn === '1.0.0') {
    const payload: Record<string, unknown> = { type: 'broadcast', event: b.event, payload: b.payload };
    if (b.meta !== undefined) payload.meta = b.meta;
    return encodeFrame({ join_ref: null, ref: null, topic, event: 'broadcast', payload }, vsn);
  }
  const t = Buffer.from(topic);
  const e = Buffer.from(b.event);
  const m = Buffer.from(b.meta === undefined ? '' : JSON.stringify(b.meta));
  const body = b.binary && Buffer.isBuffer(b.payload) ? b.payload : Buffer.from(JSON.stringify(b.payload ?? {}));
  const head = Buffer.from([KIND_USER_BROADCAST, t.length, e.length, m.length, b.binary ? 0 : JSON_ENCODING]);
  return Buffer.concat([head, t, e, m, body]);
}

/** `:erlang.phash2`-like positive integer id for a binding (never 0: realtime-js treats 0 as unset). */
export function bindingId(params: unknown, salt: number): number {
  const s = JSON.stringify(params) + '#' + salt;
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619) >>> 0;
  return (h % 134217727) + 1;
}
