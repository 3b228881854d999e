import { FunctionsHttpError } from '@supabase/supabase-js';
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

/** Invokes an edge function and returns its JSON body; failures become FunctionError with the server's message. */
export async function callFunction<T>(name: string, body: unknown): Promise<T> {
  const { data, error } = await supabaseClient.functions.invoke(name, { body: body as Record<string, unknown> });
  if (error) {
    if (error instanceof FunctionsHttpError) {
      const res = error.context as Response;
      let payload: { code?: string; error?: string; message?: string; msg?: string } = {};
      try {
        payload = await res.json();
      } catch {
        /* not JSON */
      }
      throw new FunctionError(payload.message ?? payload.error ?? payload.msg ?? error.message, payload.code, res.status);
    }
    throw new FunctionError(error.message);
  }
  return data as T;
}
