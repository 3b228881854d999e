import { useForm } from '../../src/components/crud/use-form';
import type { HttpError } from '@refinedev/core';
import { useEffect, useState } from 'react';
import { useLiveRecordChange } from '../../src/components/live-changes';
import { NOTICES, noticeText, toPayload, type PricingRequestValues } from './payload';

export interface PricingRequestRecord extends PricingRequestValues {
  id: string;
  account_id: string;
  organization_id: string;
  updated_at: string;
  accounts?: { id: string; account_name: string } | null;
  rep?: { first_name: string | null; last_name: string | null; email: string | null } | null;
}

/** The request with what its page header shows (account, sales rep). */
const SELECT = '*, accounts(id, account_name), rep:profiles!pricing_requests_sales_rep_fkey(first_name, last_name, email)';

/**
 * The pricing request form: saves through toPayload (total_volume rule), with the spec's notices,
 * unsaved-changes warning and conflict detection on updated_at (a stale save is refused).
 */
export function usePricingForm(action: 'create' | 'edit', id?: string) {
  const [updatedAt, setUpdatedAt] = useState<string | null>(null);
  // The row as stored: what the last save returned, else what the form was loaded with.
  const [saved, setSaved] = useState<PricingRequestValues | null>(null);
  const live = useLiveRecordChange(updatedAt ?? undefined);
  const form = useForm<PricingRequestRecord, HttpError, PricingRequestValues>({
    resource: 'pricing_requests',
    action,
    id,
    redirect: action === 'create' ? 'edit' : false,
    warnWhenUnsavedChanges: true,
    ...(action === 'edit' ? { liveMode: 'manual' as const, onLiveEvent: live.onLiveEvent } : {}),
    meta: { select: SELECT },
    mutationMeta: action === 'edit' ? { expectedUpdatedAt: updatedAt, select: SELECT } : undefined,
    successNotification: () => ({ message: NOTICES.saved, type: 'success' }),
    errorNotification: (error) => ({ message: noticeText(NOTICES.saveError, error), type: 'error' }),
    onMutationSuccess: ({ data }) => {
      setUpdatedAt((data as PricingRequestRecord).updated_at ?? null);
      setSaved(data as PricingRequestRecord);
    },
    queryOptions: { retry: false },
  });
  const record = form.query?.data?.data;
  useEffect(() => {
    if (record?.updated_at) setUpdatedAt(record.updated_at);
  }, [record?.updated_at]);

  const onFinish = (values: PricingRequestValues) =>
    form.onFinish(toPayload(values, action === 'edit' ? (saved ?? record) : null) as PricingRequestValues);
  const liveNotice = action === 'edit' ? live.notice(() => void form.query?.refetch()) : null;
  return { ...form, record, onFinish, liveNotice };
}
