import { useForm, type UseFormProps } from '@refinedev/antd';
import type { BaseRecord, HttpError } from '@refinedev/core';
import { useEffect, useState } from 'react';

/**
 * Refine's antd `useForm` with the edit screens' common rules: unsaved-changes warning, and in edit
 * mode conflict detection — the save carries the `updated_at` the form was loaded with, so a stale
 * save is refused ("changed by someone else") instead of overwriting (providers/conflict.ts).
 * Double submits are prevented by `saveButtonProps.loading` while the mutation runs.
 */
export function useGuardedForm<T extends BaseRecord = BaseRecord>(props: UseFormProps<T, HttpError, T>) {
  const [stamp, setStamp] = useState<string>();
  const form = useForm<T, HttpError, T>({
    warnWhenUnsavedChanges: true,
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
  return form;
}
