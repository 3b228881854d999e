import { FunctionsHttpError } from '@supabase/supabase-js';
import { isSessionError, requireSession, sessionEnded } from './session-ended';
import { supabaseClient } from './supabase-client';

/** Error from an edge function, carrying its JSON `code` (e.g. email_exists) and message. */
export class FunctionError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface CallOptions {
  /**
   * The call's idempotency key (header `Idempotency-Key`, supabase/functions/_shared/idempotency.ts):
   * made when the form or dialog opened and kept for its retries, so that a double click, a retry after a
   * timeout or a replayed request runs once — one invitation, one e-mail.
   */
  idempotencyKey?: string;
  /** Signed-out callers (register, forgot-password): no session needed. */
  public?: boolean;
}

/**
 * Invokes an edge function and returns its JSON body; failures become FunctionError with the server's
 * message. A call that needs a user fails with "Your session has ended…" when the tab holds no session
 * or the function answers 401 (never "unauthorized" under another name).
 */
export async function callFunction<T>(name: string, body: unknown, options: CallOptions = {}): Promise<T> {
  if (!options.public) await requireSession('write');
  const headers = options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : undefined;
  const { data, error } = await supabaseClient.functions.invoke(name, { body: body as Record<string, unknown>, headers });
  if (error) {
    if (error instanceof FunctionsHttpError) {
      const res = error.context as Response;
      let payload: { code?: string; error?: string; message?: string; msg?: string } = {};
      try {
        payload = await res.json();
      } catch {
        /* not JSON */
      }
      if (!options.public && res.status === 401) throw sessionEnded('write');
      throw new FunctionError(payload.message ?? payload.error ?? payload.msg ?? error.message, payload.code, res.status);
    }
    if (!options.public && isSessionError(error)) throw sessionEnded('write');
    throw new FunctionError(error.message);
  }
  return data as T;
}
