/**
 * A new random id (UUID v4) made in the browser: the id a create carries (issue 24, item 1), made when
 * the form opens and kept for its retries, so that a double click, a retry after a timeout or a
 * replayed request meets its own row instead of making a second one (providers/create-once.ts). Also
 * the idempotency key of an edge-function call. `crypto.randomUUID` where the page is a secure context
 * (https, localhost), else the same from `crypto.getRandomValues`.
 */
export function newId(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Whether `value` is a UUID as the database writes it. */
export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
