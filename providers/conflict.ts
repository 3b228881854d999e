import type { BaseRecord, UpdateParams, UpdateResponse } from '@refinedev/core';
import { NOT_ALLOWED, NOT_AVAILABLE } from '../src/lib/error-message';
import { supabaseClient } from './supabase-client';

export const CONFLICT_MESSAGE =
  'This record was changed by someone else since you opened it. Reload to see their changes, then save again.';
export const CONFLICT_CODE = 'stale_record';

/** `meta` of an update that must not overwrite someone else's newer save. */
export interface ConflictMeta {
  /** The `updated_at` the form was loaded with. */
  expectedUpdatedAt?: string | null;
  select?: string;
  idColumnName?: string;
}

export class ConflictError extends Error {
  readonly statusCode = 409;
  readonly code = CONFLICT_CODE;
  constructor() {
    super(CONFLICT_MESSAGE);
    this.name = 'Conflict';
  }
}

/** Whether an error is a refused stale save (the form then offers Review: src/components/conflict-review.tsx). */
export const isConflict = (error: unknown): boolean =>
  (error as { code?: unknown } | null)?.code === CONFLICT_CODE || (error as { name?: unknown } | null)?.name === 'Conflict';

/**
 * An update guarded by `updated_at`: it only applies when the row still has the value the form was
 * loaded with (no lost updates). Zero rows back is then asked about: the row is still there with
 * another `updated_at` — a conflict; it is not there (deleted, or no longer visible) — not available.
 * The caller has checked the session first (providers/session-ended.ts): an update without one is
 * never read as a conflict.
 */
export async function guardedUpdate<T extends BaseRecord>(params: UpdateParams): Promise<UpdateResponse<T>> {
  const meta = (params.meta ?? {}) as ConflictMeta;
  const idColumn = meta.idColumnName ?? 'id';
  const { data, error } = await supabaseClient
    .from(params.resource)
    .update(params.variables as Record<string, unknown>)
    .eq(idColumn, params.id)
    .eq('updated_at', meta.expectedUpdatedAt as string)
    .select(meta.select ?? '*');
  if (error) throw Object.assign(new Error(error.message), { statusCode: 400, code: error.code, details: error.details });
  if (data?.length) return { data: data[0] as unknown as T };
  const probe = await supabaseClient.from(params.resource).select('updated_at').eq(idColumn, params.id).maybeSingle();
  if (probe.error) throw Object.assign(new Error(probe.error.message), { code: probe.error.code });
  if (!probe.data) throw Object.assign(new Error(NOT_AVAILABLE), { statusCode: 404, code: 'PGRST116', name: 'NotAvailable' });
  // Unchanged since it was loaded, yet not updated: the rules refused this user the change (RLS).
  const at = (probe.data as { updated_at?: string | null }).updated_at;
  if (at && meta.expectedUpdatedAt && Date.parse(at) === Date.parse(meta.expectedUpdatedAt))
    throw Object.assign(new Error(NOT_ALLOWED), { statusCode: 403, code: '42501' });
  throw new ConflictError();
}
