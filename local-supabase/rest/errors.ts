import { isPgError } from '../db/types.ts';

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
      return 500;
  }
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  const cls = code.slice(0, 2);
  if (['08', '53'].includes(cls) || code === '57P01') return 503;
  if (['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(cls)) return 500;
  if (['0L', '0P', '28'].includes(cls)) return 403;
  return 400;
}

/** Turns anything thrown while serving into PostgREST's error (database errors pass through verbatim). */
export function toApiError(e: unknown, anon: boolean): ApiError {
  if (e instanceof ApiError) return e;
  if (isPgError(e)) {
    const code = e.code;
    return new ApiError(statusForSqlState(code, anon, e.message), code, e.message, e.detail ?? null, e.hint ?? null);
  }
  const message = e instanceof Error ? e.message : String(e);
  return new ApiError(500, 'PGRST000', message);
}
