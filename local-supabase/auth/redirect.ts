import type { AuthSettings } from './settings.ts';

/** A config glob as GoTrue compiles it (gobwas/glob with '.' and '/' separators): `**` any text, `*` no separator. */
function globToRegExp(pattern: string): RegExp {
  let re = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '*' && pattern[i + 1] === '*') {
      re += '.*';
      i++;
    } else if (c === '*') re += '[^./]*';
    else if (c === '?') re += '[^./]';
    else re += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

/** AUTH: internal/utilities/request.go IsRedirectURLValid: same host as site_url, or an allowed URL/glob. */
export function isRedirectAllowed(s: AuthSettings, target: string): boolean {
  let u: URL;
  try {
    u = new URL(target);
  } catch {
    return false;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:' && !u.protocol.endsWith(':')) return false;
  try {
    if (new URL(s.auth.siteUrl).hostname === u.hostname && u.hostname !== '') return true;
  } catch {
    /* an invalid site_url allows nothing by host */
  }
  const bare = target.replace(/#.*$/, '');
  return s.auth.additionalRedirectUrls.some((p) => p === bare || p === target || globToRegExp(p).test(bare));
}

/** The redirect_to to use: the requested one when allowed, else site_url. */
export function redirectTarget(s: AuthSettings, requested: string | undefined | null): string {
  return requested && isRedirectAllowed(s, requested) ? requested : s.auth.siteUrl;
}

/** Appends fragment parameters as GoTrue does (keys sorted, `sb=` marker, '+' for spaces). */
export function withFragment(target: string, params: Record<string, string>): string {
  const q = new URLSearchParams();
  for (const k of Object.keys({ ...params, sb: '' }).sort()) q.set(k, k === 'sb' ? '' : params[k]);
  const base = target.replace(/#.*$/, '');
  return `${base}#${q.toString()}`;
}
