import { useForm } from './crud/use-form';
import type { UseFormProps } from '@refinedev/antd';
import type { BaseRecord, HttpError } from '@refinedev/core';
import { useEffect, useState } from 'react';
import { useLiveRecordChange } from './live-changes';

/**
 * Refine's antd `useForm` with the edit screens' common rules: unsaved-changes warning, and in edit
 * mode conflict detection — the save carries the `updated_at` the form was loaded with, so a stale
 * save is refused ("changed by someone else") instead of overwriting (providers/conflict.ts).
 * Double submits are prevented by `saveButtonProps.loading` while the mutation runs.
 * An edit form that stays open after its save (`redirect: false`) does not refetch its record: the
 * refetch would reset the fields (refine's useForm resets on new data) and silently drop whatever the
 * user typed between the save and the refetch's answer. The form already shows what was saved, and
 * the next save's stamp comes from the save's own answer. Someone else's save of the open record is
 * announced at once (Realtime), with Reload.
 */
export function useGuardedForm<T extends BaseRecord = BaseRecord>(props: UseFormProps<T, HttpError, T>) {
  const [stamp, setStamp] = useState<string>();
  const live = useLiveRecordChange(stamp);
  const edit = props.action === 'edit';
  const form = useForm<T, HttpError, T>({
    warnWhenUnsavedChanges: true,
    // Others' saves and deletes of this record are announced while it is open (live-changes.tsx).
    ...(edit ? { liveMode: 'manual' as const, onLiveEvent: live.onLiveEvent } : {}),
    ...(props.action === 'edit' && props.redirect === false ? { invalidates: ['list', 'many'] as const } : {}),
    ...props,
    mutationMeta: props.action === 'edit' ? { ...props.mutationMeta, expectedUpdatedAt: stamp } : props.mutationMeta,
    onMutationSuccess: (data, variables, context, isAutoSave) => {
      const next = (data.data as { updated_at?: string } | undefined)?.updated_at;
      if (next) setStamp(next);
      props.onMutationSuccess?.(data, variables, context, isAutoSave);
    },
  });
  const loaded = (form.query?.data?.data as { updated_at?: string } | undefined)?.updated_at;
  useEffect(() => {
    if (loaded) setStamp(loaded);
  }, [loaded]);
  /**
   * `stamp`: the `updated_at` the next save expects (the loaded one, then each save's answer).
   * `liveNotice`: "Changed by … just now — Reload" when someone else saved or deleted the record; render it
   * above the form.
   */
  return { ...form, stamp, liveNotice: edit ? live.notice(() => void form.query?.refetch()) : null };
}
