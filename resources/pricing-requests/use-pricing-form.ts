import { useGuardedForm } from '../../src/components/use-guarded-form';
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
 * The pricing request form: the portal's guarded form (src/components/use-guarded-form.ts: one save at a
 * time, a create made once, conflict detection and review, drafts, the lost session) saving through
 * toPayload (the total_volume rule, spec §3) with the spec's notices.
 */
export function usePricingForm(action: 'create' | 'edit', id?: string) {
  const form = useGuardedForm<PricingRequestRecord>({
    resource: 'pricing_requests',
    action,
    id,
    redirect: action === 'create' ? 'edit' : false,
    meta: { select: SELECT },
    mutationMeta: { select: SELECT },
    successNotification: () => ({ message: NOTICES.saved, type: 'success' }),
    errorNotification: (error) => ({ message: noticeText(NOTICES.saveError, error), type: 'error' }),
    queryOptions: { retry: false },
    // An empty or 0 volume is not sent (spec §3): the field shows the volume that stays stored.
    afterSave: (saved) => {
      if (action === 'edit') form.form.setFieldValue('total_volume', saved.total_volume ?? null);
    },
  });
  const record = form.query?.data?.data;
  const onFinish = (values: PricingRequestValues) => form.onFinish(toPayload(values, action === 'edit') as PricingRequestRecord);
  return { ...form, record, onFinish };
}
