import { validateHeaderName, validateHeaderValue } from 'node:http';
import { DatabaseUnavailable, isPgError } from '../db/types.ts';

/** PostgREST's error body: always these four keys, `null` when absent (src/PostgREST/Error.hs). */
export interface ApiErrorBody {
  code: string;
  message: string;
  details: string | null | unknown[];
  hint: string | null;
}

/** An error answered to the client with PostgREST's JSON shape and status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: ApiErrorBody['details'] = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
    /** A reason phrase other than the standard one (RAISE SQLSTATE 'PGRST' with `status_text`). */
    readonly statusText?: string,
  ) {
    super(message);
  }

  body(): ApiErrorBody {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

/** PGRST100: a query-string part that does not parse. */
export function parseError(message: string, details: string | null = null): ApiError {
  return new ApiError(400, 'PGRST100', message, details);
}

export function tableNotFound(schema: string, table: string, hint: string | null = null): ApiError {
  return new ApiError(404, 'PGRST205', `Could not find the table '${schema}.${table}' in the schema cache`, null, hint);
}

/** As Postgres words it when a query names a column that does not exist (42703 → 400). */
export function columnNotFound(table: string, column: string): ApiError {
  return new ApiError(400, '42703', `column ${table}.${column} does not exist`);
}

export function payloadColumnNotFound(table: string, column: string): ApiError {
  return new ApiError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`);
}

export function invalidBody(message = 'Empty or invalid json'): ApiError {
  return new ApiError(400, 'PGRST102', message);
}

/** Status for a SQLSTATE, as PostgREST maps it (Error.hs `pgErrorStatus`). */
export function statusForSqlState(code: string, anon: boolean, message: string): number {
  switch (code) {
    case '23503':
    case '23505':
      return 409;
    case '42501':
      return anon ? 401 : 403;
    case '42P01':
    case '42883':
      return 404;
    case '25006':
      return 405;
    case '21000':
      return message.includes('requires a WHERE clause') ? 400 : 500;
    case '22023':
      return message.includes('role') && message.includes('does not exist') ? 401 : 400;
    case 'P0001':
      return 400;
    case '42P17':
    case '53400':
      return 500;
  }
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  const cls = code.slice(0, 2);
  if (['08', '53'].includes(cls) || code === '57P01') return 503;
  if (['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(cls)) return 500;
  if (['0L', '0P', '28'].includes(cls)) return 403;
  return 400;
}

const pgrstParseError = (details: string, hint: string) =>
  new ApiError(500, 'PGRST121', `Could not parse JSON in the "RAISE SQLSTATE 'PGRST'" error`, details, hint);
const MESSAGE_HINT = "MESSAGE must be a JSON object with obligatory keys: 'code', 'message' and optional keys: 'details', 'hint'.";
const DETAIL_HINT = "DETAIL must be a JSON object with obligatory keys: 'status', 'headers' and optional key: 'status_text'.";

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
function parseJsonObject(text: string | undefined): Record<string, unknown> | undefined {
  try {
    const v: unknown = text === undefined ? undefined : JSON.parse(text);
    return isObject(v) ? v : undefined;
  } catch {
    return undefined;
  }
}
const optionalText = (v: unknown) => v === undefined || v === null || typeof v === 'string';
const validHeader = (k: string, v: unknown): v is string => {
  if (typeof v !== 'string') return false;
  try {
    validateHeaderName(k);
    validateHeaderValue(k, v);
    return true;
  } catch {
    return false;
  }
};

/**
 * `RAISE SQLSTATE 'PGRST' USING message = '{"code","message","details"?,"hint"?}', detail =
 * '{"status", "status_text"?, "headers"}'`: the function decides status, body and headers; JSON that
 * does not parse is PGRST121 (500), as in PostgREST (Error.hs `parseRaisePGRST`).
 */
function raisedPgrst(message: string, detail: string | undefined): ApiError {
  const m = parseJsonObject(message);
  if (!m || typeof m.code !== 'string' || typeof m.message !== 'string' || !optionalText(m.details) || !optionalText(m.hint))
    return pgrstParseError(`Invalid JSON value for MESSAGE: '${message}'`, MESSAGE_HINT);
  if (detail === undefined || detail === null) return pgrstParseError('DETAIL is missing in the RAISE statement', DETAIL_HINT);
  const d = parseJsonObject(detail);
  const status = d?.status;
  if (!d || typeof status !== 'number' || !Number.isInteger(status) || status < 100 || status > 999 || !isObject(d.headers))
    return pgrstParseError(`Invalid JSON value for DETAIL: '${detail}'`, DETAIL_HINT);
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(d.headers)) if (validHeader(k, v)) headers[k] = v;
  const statusText = typeof d.status_text === 'string' && /^[\t\x20-\x7e]*$/.test(d.status_text) ? d.status_text : undefined;
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  return new ApiError(status, m.code, m.message, text(m.details), text(m.hint), headers, statusText);
}

/**
 * The server is away (restart, crash): 503, as PostgREST answers its connection errors — PGRST000
 * when no connection could be opened, PGRST001 when one broke while in use (Error.hs, UsageError).
 */
export function unavailableError(e: DatabaseUnavailable): ApiError {
  return e.connecting
    ? new ApiError(503, 'PGRST000', 'Database connection error. Retrying the connection.', e.reason)
    : new ApiError(503, 'PGRST001', 'Database client error. Retrying the connection.', e.reason);
}

/** Turns anything thrown while serving into PostgREST's error (database errors pass through verbatim). */
export function toApiError(e: unknown, anon: boolean): ApiError {
  if (e instanceof ApiError) return e;
  if (e instanceof DatabaseUnavailable) return unavailableError(e);
  if (isPgError(e)) {
    const code = e.code;
    if (code === 'PGRST') return raisedPgrst(e.message, e.detail);
    const status = statusForSqlState(code, anon, e.message);
    // PostgREST adds a bare `WWW-Authenticate: Bearer` to every database error answered 401.
    const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
    return new ApiError(status, code, e.message, e.detail ?? null, e.hint ?? null, headers);
  }
  const message = e instanceof Error ? e.message : String(e);
  return new ApiError(500, 'PGRST000', message);
}
