import { useCallback, useState } from 'react';
import { ID_USED_CODE } from '../../providers/create-once';
import { newId } from '../lib/ids';

/**
 * The id a create carries (issue 24, item 1): made when the form or dialog opens and kept for its
 * retries, so a double click, a retry or a replayed request meets its own row. `renewAfter(error)`
 * makes a new one when the database refused the id because the record it made was deleted since
 * (providers/create-once.ts, `record_id_used`): the user was told so, and the next Save creates anew.
 */
export function useCreateId(): [string, (error: unknown) => void, (id: string) => void] {
  const [id, setId] = useState(newId);
  const renewAfter = useCallback((error: unknown) => {
    if ((error as { code?: unknown } | null)?.code === ID_USED_CODE) setId(newId());
  }, []);
  return [id, renewAfter, setId];
}
