import { Create } from '../../src/components/crud/create-edit';
import { t } from '../../src/lib/i18n';
import { useList } from '@refinedev/core';
import { Form, type FormInstance } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useIdentity } from '../../src/components/route-guard';
import { useGuardedForm } from '../../src/components/use-guarded-form';
import { AccountFields, cleanAccount } from './form';

interface Account {
  id: string;
  account_name: string;
}

/**
 * The partner of a sales rep (7) or partner admin (3) who sees exactly one: the only partner their
 * account can have. Others (org-wide roles, regional managers) choose.
 */
function useSinglePartner(role: number | undefined): string | undefined {
  const { result } = useList<{ id: string }>({
    resource: 'partners',
    pagination: { currentPage: 1, pageSize: 2 },
    meta: { select: 'id' },
    queryOptions: { enabled: role === 3 || role === 7 },
  });
  const rows = result?.data ?? [];
  return rows.length === 1 && result?.total === 1 ? rows[0]!.id : undefined;
}

/** /accounts/new 'New Account'; then its edit page, which flags look-alike accounts at once. */
export default function AccountsCreate() {
  const navigate = useNavigate();
  const identity = useIdentity();
  // A sales rep's account is theirs unless they choose another rep (the database fills it in too).
  const salesRep = identity?.role === 7 ? identity.id : undefined;
  const single = useSinglePartner(identity?.role ?? undefined);
  const { formProps, saveButtonProps, onFinish, notices } = useGuardedForm<Account>({
    action: 'create',
    resource: 'accounts',
    redirect: false,
    onMutationSuccess: async ({ data }) => {
      // The edit page flags look-alikes ("Possible duplicates: N") as soon as it opens.
      navigate(`/accounts/${data.id}`);
    },
  });
  // The one partner a sales rep or partner admin works for is the account's partner (issue 26, item 6);
  // set once it is known, unless the user already chose a partner or an affiliate.
  const form = formProps.form as FormInstance | undefined;
  useEffect(() => {
    if (single && form && !form.getFieldValue('partner_id') && !form.getFieldValue('affiliate_id'))
      form.setFieldValue('partner_id', single);
  }, [single, form]);
  return (
    <Create title={t('New Account')} saveButtonProps={saveButtonProps}>
      {notices}
      <Form
        {...formProps}
        layout="vertical"
        initialValues={{ active: true, sales_rep: salesRep }}
        onFinish={(values) => onFinish(cleanAccount(values as unknown as Record<string, unknown>) as unknown as Account)}
      >
        <AccountFields />
      </Form>
    </Create>
  );
}
