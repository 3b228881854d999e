import { ApiError } from './errors.ts';

export interface Preferences {
  return?: 'minimal' | 'headers-only' | 'representation';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  handling?: 'lenient' | 'strict';
  timezone?: string;
  maxAffected?: number;
  tx?: 'commit' | 'rollback';
  /** The preferences that were understood, in PostgREST's spelling, for Preference-Applied. */
  applied: string[];
}

const ALLOWED: Record<string, readonly string[]> = {
  return: ['minimal', 'headers-only', 'representation'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  handling: ['lenient', 'strict'],
  tx: ['commit', 'rollback'],
};

/**
 * Parses every Prefer header (values arrive comma-joined); the first value of each kind wins and
 * unknown ones are ignored unless `handling=strict` (PGRST122). A time zone must be one of
 * `timezones` (pg_timezone_names), as in PostgREST; it is then echoed in Preference-Applied.
 */
export function parsePrefer(header: string | string[] | undefined, timezones: ReadonlySet<string> = new Set()): Preferences {
  const prefs: Preferences = { applied: [] };
  const raw = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown: string[] = [];
  const seen = new Set<string>();
  for (const item of raw) {
    const eq = item.indexOf('=');
    const name = (eq < 0 ? item : item.slice(0, eq)).trim().toLowerCase();
    const value = eq < 0 ? '' : item.slice(eq + 1).trim();
    if (seen.has(name)) continue;
    if (name in ALLOWED) {
      if (!ALLOWED[name]!.includes(value)) {
        unknown.push(item);
        continue;
      }
      seen.add(name);
      (prefs as unknown as Record<string, string>)[name] = value;
    } else if (name === 'timezone' && timezones.has(value)) {
      seen.add(name);
      prefs.timezone = value;
      prefs.applied.push(`timezone=${value}`);
    } else if (name === 'max-affected' && /^\d+$/.test(value)) {
      seen.add(name);
      prefs.maxAffected = Number(value);
    } else unknown.push(item);
  }
  if (prefs.handling === 'strict' && unknown.length) {
    throw new ApiError(400, 'PGRST122', `Invalid preferences given with handling=strict`, `Invalid preferences: ${unknown.join(', ')}`);
  }
  return prefs;
}

/** Records a preference as honoured (echoed in Preference-Applied). */
export function applied(prefs: Preferences, ...names: string[]): void {
  for (const n of names) if (!prefs.applied.includes(n)) prefs.applied.push(n);
}
