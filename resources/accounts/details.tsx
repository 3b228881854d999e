import { SaveButton } from '../../src/components/crud/save-button';
import { Flex, Form, Spin } from 'antd';
import { useGuardedForm } from '../../src/components/use-guarded-form';
import { useRevealed } from '../../src/components/use-revealed';
import { AccountFields, cleanAccount } from './form';

export interface AccountRecord {
  id: string;
  organization_id: string;
  account_name: string;
  signature_name: string | null;
  signature_path: string | null;
  signature_status: string | null;
  updated_at: string;
  [key: string]: unknown;
}

const EDITABLE = [
  'account_name',
  'business_type',
  'contact_first_name',
  'contact_last_name',
  'contact_title',
  'contact_email',
  'contact_phone',
  'service_address',
  'service_address_2',
  'service_city',
  'service_state',
  'service_zip',
  'utility',
  'utility_account_number',
  'partner_id',
  'affiliate_id',
  'sales_rep',
  'notes',
  'active',
];

/** The account's details form (the Details tab of Edit Account), saved with conflict detection. */
export function AccountDetails({ id, onSaved }: { id: string; onSaved?: () => void }) {
  const { formProps, saveButtonProps, onFinish, liveNotice, query } = useGuardedForm<AccountRecord>({
    action: 'edit',
    resource: 'accounts',
    id,
    redirect: false,
    onMutationSuccess: () => onSaved?.(),
  });
  // The fields render once the account has arrived, in slices (src/components/use-revealed.ts).
  const shown = useRevealed(Boolean(query?.data?.data));
  const submit = (values: Record<string, unknown>) => {
    const picked = Object.fromEntries(EDITABLE.filter((k) => k in values).map((k) => [k, values[k]]));
    return onFinish(cleanAccount(picked) as unknown as AccountRecord);
  };
  return (
    <>
      {liveNotice}
      <Form {...formProps} layout="vertical" onFinish={(v) => submit(v as unknown as Record<string, unknown>)}>
        {/* Nothing under the spinner: the form takes its place without moving anything (no layout shift). */}
        {shown ? (
          <>
            <AccountFields />
            <Flex justify="flex-end">
              <SaveButton {...saveButtonProps} />
            </Flex>
          </>
        ) : (
          <Spin style={{ display: 'block', margin: '48px auto' }} />
        )}
      </Form>
    </>
  );
}
