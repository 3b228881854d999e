import { useInvalidate, useList, useNotification } from '@refinedev/core';
import { useState } from 'react';
import { supabaseClient } from '../../providers/supabase-client';
import { prefixedError } from '../lib/error-message';
import { t } from '../lib/i18n';
import { useIdentity } from './route-guard';

interface ListPreference {
  list: string;
  hidden_columns: string[];
}

/**
 * The columns a user hid in a list with its column chooser (issue 26, item 1), kept on the server in
 * `list_preferences` (migration 20261128140000: the user's own rows only), so the choice follows the
 * user to another browser or device. All of the user's lists are read in one request, once a session
 * (the answer is shared by every list); a choice shows at once and is saved in the background (a
 * failure says so and the choice stays for this visit). Until the answer is in, `ready` is false and
 * the list shows its skeleton, so columns never jump; if it cannot be read, the defaults apply.
 * Without a list id or a signed-in user (unit tests), the choice lives in the component only.
 */
export function useListColumns(listId: string | undefined, defaultHidden: readonly string[]) {
  const identity = useIdentity();
  const enabled = Boolean(listId && identity);
  const invalidate = useInvalidate();
  const { open: notify } = useNotification();
  const [chosen, setChosen] = useState<readonly string[]>();
  const { result, query } = useList<ListPreference>({
    resource: 'list_preferences',
    pagination: { mode: 'off' },
    filters: [{ field: 'user_id', operator: 'eq', value: identity?.id }],
    meta: { select: 'list, hidden_columns' },
    queryOptions: { enabled, staleTime: Infinity, gcTime: Infinity },
    errorNotification: false,
  });
  const stored = result?.data.find((p) => p.list === listId)?.hidden_columns;
  const hidden = new Set(chosen ?? stored ?? defaultHidden);

  const setHidden = (keys: readonly string[]) => {
    setChosen(keys);
    if (!enabled) return;
    void supabaseClient
      .from('list_preferences')
      .upsert({ list: listId, hidden_columns: [...keys] }, { onConflict: 'user_id,list' })
      .then(({ error }) => {
        if (error)
          notify?.({ type: 'error', message: prefixedError(t('Your choice of columns could not be saved'), error), key: 'list-columns' });
        else void invalidate({ resource: 'list_preferences', invalidates: ['list'] });
      });
  };

  return { hidden, setHidden, ready: !enabled || !query.isPending || query.isError };
}
