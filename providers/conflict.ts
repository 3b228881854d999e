import type { BaseRecord, UpdateParams, UpdateResponse } from '@refinedev/core';
import { supabaseClient } from './supabase-client';

export const CONFLICT_MESSAGE =
  'This record was changed by someone else since you opened it. Reload to see their changes, then save again.';

/** `meta` of an update that must not overwrite someone else's newer save. */
export interface ConflictMeta {
  /** The `updated_at` the form was loaded with. */
  expectedUpdatedAt?: string | null;
  select?: string;
  idColumnName?: string;
}

export class ConflictError extends Error {
  readonly statusCode = 409;
  constructor() {
    super(CONFLICT_MESSAGE);
    this.name = 'Conflict';
  }
}

/**
 * An update guarded by `updated_at`: it only applies when the row still has the value the form was
 * loaded with (no lost updates). Zero rows back means the row changed (or is no longer visible).
 */
export async function guardedUpdate<T extends BaseRecord>(params: UpdateParams): Promise<UpdateResponse<T>> {
  const meta = (params.meta ?? {}) as ConflictMeta;
  const { data, error } = await supabaseClient
    .from(params.resource)
    .update(params.variables as Record<string, unknown>)
    .eq(meta.idColumnName ?? 'id', params.id)
    .eq('updated_at', meta.expectedUpdatedAt as string)
    .select(meta.select ?? '*');
  if (error) throw Object.assign(new Error(error.message), { statusCode: 400, code: error.code });
  if (!data?.length) throw new ConflictError();
  return { data: data[0] as unknown as T };
}
