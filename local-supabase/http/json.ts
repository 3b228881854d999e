/**
 * JSON request bodies, parsed with a bound on nesting.
 *
 * JSON.parse itself copes with any depth, but what comes after does not: JSON.stringify and
 * structuredClone (jose's JWT claims) overflow the stack past ~2,000 levels, and PGlite returns an
 * empty result instead of an error for json nested past ~6,000. Hosted's parsers (aeson, Go's
 * encoding/json up to 10,000 levels) and PostgreSQL's (past ~10,000 levels: 54001, a 500) have
 * other limits; a body nested deeper than this is refused with a 400 by every surface instead, the
 * same on both backends. No real payload comes near it.
 */
export const MAX_JSON_DEPTH = 512;

export class JsonTooDeep extends Error {
  constructor(readonly limit: number) {
    super(`JSON nested deeper than ${limit} levels`);
  }
}

/** The deepest nesting of objects and arrays in a JSON text (stops counting past `limit`). */
export function jsonDepth(text: string, limit = Infinity): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max && (max = depth) > limit) return max;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return max;
}

/** JSON.parse, refusing texts nested deeper than `limit` (JsonTooDeep) before parsing them. */
export function parseJson(text: string, limit = MAX_JSON_DEPTH): unknown {
  if (jsonDepth(text, limit) > limit) throw new JsonTooDeep(limit);
  return JSON.parse(text) as unknown;
}
