import type { BaseRecord } from '@refinedev/core';
import { useNotification } from '@refinedev/core';
import { useRef } from 'react';
import { prefixedError } from '../../lib/error-message';
import { resourceNotice } from '../../../providers/i18n-provider';
import { useGuardedForm } from '../use-guarded-form';
import { ownerInvitePayload, ownerRowPayload, wantsOwnerInvite, type OwnerType, type OwnerValues } from './owner-invite';
import { inviteUser } from './people-calls';
import { t } from '../../lib/i18n';

interface Options<T> {
  action: 'create' | 'edit';
  /** The record being edited (from the route). */
  id?: string;
  type: OwnerType;
  /** Whether this save invites the owner; by default when "Invite owner" is ticked and there is no owner yet. */
  wantsInvite?: (values: T, hasOwner: boolean) => boolean;
  /** Runs after the save and the owner invite it asked for, with the record's id. */
  onSaved?: (id: string) => void;
}

/**
 * The create/edit form of a sales partner or affiliate: saves the row (conflict-checked in edit) without the
 * form-only "Invite owner" flag, then invites the owner when asked ('User created successfully' /
 * 'Error Creating User: …'). Spread `formProps` on the antd Form; `record` is the loaded row (edit).
 */
export function useOwnerForm<T extends OwnerValues & BaseRecord>({
  action,
  id,
  type,
  wantsInvite = wantsOwnerInvite,
  onSaved,
}: Options<T>) {
  const { open: notify } = useNotification();
  const submitted = useRef<T | null>(null);
  const resource = type === 'partner' ? 'partners' : 'affiliates';
  const form = useGuardedForm<T>({
    action,
    redirect: false,
    // The record's owner decides whether a later save invites one: keep it fresh after each save.
    invalidates: ['list', 'many', 'detail'],
    queryOptions: action === 'edit' ? { refetchOnWindowFocus: false } : undefined,
    // The spec's notices for the record ('Sales Partner successfully saved', 'Error Saving Affiliate: …').
    successNotification: () => ({ type: 'success', message: resourceNotice('saved', resource) }),
    errorNotification: (e) => ({ type: 'error', message: prefixedError(resourceNotice('saveError', resource), e) }),
    onMutationSuccess: async (data) => {
      const recordId = id ?? (data.data.id as string);
      const values = submitted.current;
      if (values && recordId && wantsInvite(values, Boolean(record?.owner))) {
        try {
          await inviteUser(ownerInvitePayload(type, recordId, values));
          notify?.({ type: 'success', message: t('User created successfully'), key: 'invite-owner' });
          if (action === 'edit') void form.query?.refetch();
        } catch (e) {
          notify?.({ type: 'error', message: prefixedError(t('Error Creating User'), e), key: 'invite-owner' });
        }
      }
      onSaved?.(recordId);
    },
  });
  const record = form.query?.data?.data;
  const onFinish = (values: T) => {
    submitted.current = values;
    return form.onFinish(ownerRowPayload(values) as T);
  };
  return { ...form, formProps: { ...form.formProps, onFinish }, record };
}
