import type { SupabaseClient } from '@supabase/supabase-js';
import { t } from '../src/lib/i18n';

/** The create's id belonged to a record deleted since (the database never stores it again). */
export const ID_USED_CODE = 'record_id_used';

/** A create whose own id was refused: the record it made was deleted since, or the id is someone else's. */
export class CreateRefusedError extends Error {
  readonly statusCode = 409;
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'CreateRefused';
  }
}

interface PgError {
  code?: string;
  message: string;
}

/** 23514 from the database's id rule (migration 20261128100000_ids_used_once): the id was a deleted record's. */
const isUsedId = (error: PgError) => error.code === '23514' && /belonged to a deleted record/i.test(error.message);

/**
 * A create that happens once (issue 24, item 1). The row carries an id the client made when the form
 * opened (kept for retries); when the database answers with a duplicate (23505) and a row with that id
 * is there for the caller, the earlier attempt — a double click, a retry after a timeout, a replayed
 * request — made it (ids are random: nobody else's record has it), and that row is the create's answer
 * (`replayed`). The row is read back through the caller's RLS. (Postgres names no key values in a
 * duplicate's detail on a table with RLS, hosted as locally, so the read-back is what tells.)
 *
 * Not a success: an id that belonged to a record deleted since (the database refuses to store it again,
 * so history never changes hands) — 'This record was saved and then deleted…', code `record_id_used`,
 * and the form makes a new id; and a duplicate without a row of that id the caller sees: the database's
 * refusal as it is.
 */
export async function insertOnce<T = Record<string, unknown>>(
  client: SupabaseClient,
  table: string,
  row: Record<string, unknown> & { id: string },
  select = '*',
): Promise<{ data: T; replayed: boolean }> {
  const { data, error } = await client.from(table).insert(row).select(select);
  if (!error) return { data: (data as T[])[0], replayed: false };
  if (isUsedId(error)) throw usedIdError();
  if (error.code !== '23505') throw error;
  const again = await client.from(table).select(select).eq('id', row.id).maybeSingle();
  if (again.error || !again.data) throw error;
  return { data: again.data as T, replayed: true };
}

export function usedIdError(): CreateRefusedError {
  return new CreateRefusedError(t('This record was saved and then deleted by someone. Save again to create it anew.'), ID_USED_CODE);
}
