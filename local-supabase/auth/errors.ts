import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http/util.ts';

/** The API version auth-js sends; errors answer in the `{code, message}` shape only when it is echoed. */
export const API_VERSION = '2024-01-01';

/** A GoTrue API error: HTTP status, string error code and message (AUTH: internal/api/apierrors). */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra top-level fields, e.g. `weak_password: {reasons}`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const validationFailed = (message: string) => new AuthError(400, 'validation_failed', message);
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message);
export const forbidden = (code: string, message: string) => new AuthError(403, code, message);
export const notFound = (code: string, message: string) => new AuthError(404, code, message);

export function weakPassword(message: string, reasons: string[]): AuthError {
  return new AuthError(422, 'weak_password', message, { weak_password: { reasons } });
}

export function emailRateLimited(seconds: number): AuthError {
  return new AuthError(
    429,
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${Math.max(1, Math.ceil(seconds))} seconds.`,
  );
}

/** True when the client asked for the versioned error shape (auth-js always does). */
export function wantsVersioned(req: IncomingMessage): boolean {
  const v = req.headers['x-supabase-api-version'];
  const s = Array.isArray(v) ? v[0] : v;
  return !!s && /^\d{4}-\d{2}-\d{2}$/.test(s) && s >= API_VERSION;
}

/** Writes an error as GoTrue does: `{code, message}` + echoed version header, or the legacy shape. */
export function sendAuthError(req: IncomingMessage, res: ServerResponse, err: AuthError): void {
  if (wantsVersioned(req)) {
    sendJson(
      res,
      err.status,
      { code: err.code, message: err.message, ...err.extra },
      { 'X-Supabase-Api-Version': API_VERSION, 'x-sb-error-code': err.code },
    );
    return;
  }
  sendJson(res, err.status, { code: err.status, error_code: err.code, msg: err.message, ...err.extra }, { 'x-sb-error-code': err.code });
}
