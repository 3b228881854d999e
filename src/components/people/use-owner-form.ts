import type { BaseRecord } from '@refinedev/core';
import { useNotification } from '@refinedev/core';
import { useRef, useState } from 'react';
import { prefixedError } from '../../lib/error-message';
import { newId } from '../../lib/ids';
import { useGuardedForm } from '../use-guarded-form';
import { ownerInvitePayload, ownerRowPayload, wantsOwnerInvite, type OwnerType, type OwnerValues } from './owner-invite';
import { inviteUser } from './people-calls';

interface Options<T> {
  action: 'create' | 'edit';
  /** The record being edited (from the route). */
  id?: string;
  /** The record as the notices name it: 'Sales Partner', 'Affiliate'. */
  label: string;
  type: OwnerType;
  /** Whether this save invites the owner; by default when "Invite owner" is ticked and there is no owner yet. */
  wantsInvite?: (values: T, hasOwner: boolean) => boolean;
  /** Runs after the save and the owner invite it asked for, with the record's id. */
  onSaved?: (id: string) => void;
}

/**
 * The create/edit form of a sales partner or affiliate: saves the row (conflict-checked in edit; a create
 * once, with the id the form made) without the form-only "Invite owner" flag, then invites the owner when
 * asked ('User created successfully' / 'Error Creating User: …') with the form's idempotency key (one
 * invitation and one e-mail however often it is sent), then says "{label} successfully saved" and moves
 * on (`onSaved`: a new record's page) at once. Save stays busy from the first click to that moment
 * (issue 24, item 1). Spread `formProps` on the antd Form; `record` is the loaded row (edit).
 */
export function useOwnerForm<T extends OwnerValues & BaseRecord>({
  action,
  id,
  label,
  type,
  wantsInvite = wantsOwnerInvite,
  onSaved,
}: Options<T>) {
  const { open: notify } = useNotification();
  const submitted = useRef<T | null>(null);
  // The owner invite's idempotency key: made with the form, kept for its retries.
  const [inviteKey, setInviteKey] = useState(newId);
  const form = useGuardedForm<T>({
    action,
    redirect: false,
    // The record's owner decides whether a later save invites one: keep it fresh after each save.
    invalidates: ['list', 'many', 'detail'],
    queryOptions: action === 'edit' ? { refetchOnWindowFocus: false } : undefined,
    // Said once the whole save (row and invite) is done, as the page moves on.
    successNotification: false,
    errorNotification: (e) => ({ type: 'error', message: prefixedError(`Error Saving ${label}`, e) }),
    afterSave: async (saved) => {
      const recordId = id ?? (saved.id as string);
      const values = submitted.current;
      let invited: Parameters<NonNullable<typeof notify>>[0] | null = null;
      if (values && recordId && wantsInvite(values, Boolean(record?.owner))) {
        try {
          await inviteUser(ownerInvitePayload(type, recordId, values), inviteKey);
          setInviteKey(newId());
          invited = { type: 'success', message: 'User created successfully', key: 'invite-owner' };
          if (action === 'edit') void form.query?.refetch();
        } catch (e) {
          invited = { type: 'error', message: prefixedError('Error Creating User', e), key: 'invite-owner' };
        }
      }
      notify?.({ type: 'success', message: `${label} successfully saved`, key: 'owner-form-saved' });
      if (invited) notify?.(invited);
      onSaved?.(recordId);
    },
  });
  const record = form.query?.data?.data;
  const onFinish = (values: T) => {
    submitted.current = values;
    return form.onFinish(ownerRowPayload(values) as T);
  };
  return { ...form, formProps: { ...form.formProps, onFinish }, onFinish, record };
}
