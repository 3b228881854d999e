import { useNotification } from '@refinedev/core';
import { Form, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { listOrganizations, type OrganizationOption } from '../../providers/profile-api';
import { FormDialog } from '../../src/components/form-dialog';
import { AffiliatePicker, PartnerPicker } from '../../src/components/record-pickers';
import { roleName } from '../../src/lib/ability';
import { errorMessage } from '../../src/lib/error-message';
import { approveRegistration, personLabel, type Registration } from './users-api';
import { useSingleFlight } from '../../src/components/use-single-flight';
import { t } from '../../src/lib/i18n';

/** Where an approved user works: staff of the organization, a partner's people, or an affiliate's admin. */
const PLACES = [
  {
    value: 'staff',
    get label() {
      return t('Company staff');
    },
    roles: [1, 5, 6, 7],
  },
  {
    value: 'partner',
    get label() {
      return t('A sales partner');
    },
    roles: [3, 7],
  },
  {
    value: 'affiliate',
    get label() {
      return t('An affiliate');
    },
    roles: [2],
  },
] as const;
type Place = (typeof PLACES)[number]['value'];

interface Values {
  organization: string;
  place: Place;
  partner?: string;
  affiliate?: string;
  role: number;
}

/** Approve a registration: organization, place (staff / partner / affiliate) and role, then activate and mail. */
export function ApproveDialog({
  registration,
  onClose,
  onApproved,
}: {
  registration: Registration;
  onClose: () => void;
  onApproved: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const [orgs, setOrgs] = useState<OrganizationOption[]>([]);
  // One approval (and one notice to the user) per click and per retry (the key).
  const { run, pending } = useSingleFlight();
  const { open } = useNotification();
  const organization = Form.useWatch('organization', form);
  const place = Form.useWatch('place', form) ?? 'staff';
  const roles = PLACES.find((p) => p.value === place)?.roles ?? [];

  useEffect(() => {
    listOrganizations().then(setOrgs, () => setOrgs([]));
  }, []);

  const save = (v: Values) =>
    run(async (key) => {
      const { mailed } = await approveRegistration(
        {
          id: registration.id,
          role: v.role,
          organization: v.organization,
          partner: v.place === 'partner' ? v.partner : null,
          affiliate: v.place === 'affiliate' ? v.affiliate : null,
        },
        key,
      );
      open?.({
        type: 'success',
        message: t('Registration approved'),
        // Not mailed: their address had all its e-mails for the hour (docs/security.md, "Mail to an address").
        description: mailed
          ? t('{name} can sign in now; we e-mailed them.', { name: personLabel(registration) })
          : t('{name} can sign in now; too many e-mails went to their address this hour, so tell them yourself.', {
              name: personLabel(registration),
            }),
      });
      onApproved();
    }).catch((e: unknown) => open?.({ type: 'error', message: t('Error Approving Registration'), description: errorMessage(e) }));

  return (
    <FormDialog
      open
      title={t('Approve {name}', { name: personLabel(registration) })}
      okText={t('Approve')}
      pending={pending}
      onOk={() => {
        if (!pending) form.submit();
      }}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">
        {registration.email}
        {registration.job_description ? ` — ${registration.job_description}` : ''}
      </Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ place: 'staff' }}
        onFinish={(v) => void save(v)}
        onValuesChange={(changed) => {
          // A role or partner chosen for another place or organization no longer fits.
          if ('place' in changed) form.setFieldsValue({ role: undefined, partner: undefined, affiliate: undefined });
          if ('organization' in changed) form.setFieldsValue({ partner: undefined, affiliate: undefined });
        }}
      >
        <Form.Item name="organization" label={t('Organization')} rules={[{ required: true, message: t('Please choose the organization') }]}>
          <Select
            aria-label={t('Organization')}
            placeholder={t('Organization')}
            options={orgs.map((o) => ({ value: o.id, label: o.name }))}
          />
        </Form.Item>
        <Form.Item name="place" label={t('Works for')}>
          <Select aria-label={t('Works for')} options={PLACES.map((p) => ({ value: p.value, label: p.label }))} />
        </Form.Item>
        {place === 'partner' && (
          <Form.Item name="partner" label={t('Sales partner')} rules={[{ required: true, message: t('Please choose the sales partner') }]}>
            <PartnerPicker aria-label={t('Sales partner')} disabled={!organization} organizationId={organization} />
          </Form.Item>
        )}
        {place === 'affiliate' && (
          <Form.Item name="affiliate" label={t('Affiliate')} rules={[{ required: true, message: t('Please choose the affiliate') }]}>
            <AffiliatePicker aria-label={t('Affiliate')} disabled={!organization} organizationId={organization} />
          </Form.Item>
        )}
        <Form.Item name="role" label={t('Role')} rules={[{ required: true, message: t('Please choose the role') }]}>
          <Select aria-label={t('Role')} placeholder={t('Role')} options={roles.map((r) => ({ value: r, label: roleName(r) }))} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
