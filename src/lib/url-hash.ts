/**
 * The error description carried by an auth redirect's URL hash (e.g.
 * `#error=access_denied&error_description=Email+link+is+invalid`), with '+' turned into spaces.
 */
export function hashErrorDescription(hash: string): string | undefined {
  return hashParam(hash, 'error_description');
}

/** An informational `message` in an auth redirect's hash (e.g. the first of two e-mail-change confirmations). */
export function hashMessage(hash: string): string | undefined {
  return hashParam(hash, 'message');
}

function hashParam(hash: string, name: string): string | undefined {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return undefined;
  for (const part of raw.split('&')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq) !== name) continue;
    const value = part.slice(eq + 1).replace(/\+/g, ' ');
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/** The `next` query parameter (not `to`, which Refine's useLogin would follow even on a first login) when it is a safe in-app path. */
export function safeRedirect(search: string, fallback = '/'): string {
  const to = new URLSearchParams(search).get('next');
  if (!to || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/welcome')) return fallback;
  return to;
}
