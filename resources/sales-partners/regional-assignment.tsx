import { useSelect } from '../../src/components/crud/list-hooks';
import { useNotification } from '@refinedev/core';
import { Checkbox, Form, Select } from 'antd';
import { supabaseClient } from '../../providers/supabase-client';
import { FormDialog } from '../../src/components/form-dialog';
import { useSingleFlight } from '../../src/components/use-single-flight';
import { isValidationError, prefixedError } from '../../src/lib/error-message';
import { useRegionalManagers } from './pickers';
import { t } from '../../src/lib/i18n';

interface Values {
  manager: string;
  partners: string[];
  clear_others: boolean;
}

/** Pick a regional manager and the partners they manage; optionally clear them from the partners not picked. */
export function RegionalAssignment({ open, onClose }: { open: boolean; onClose: (changed: boolean) => void }) {
  const [form] = Form.useForm<Values>();
  const { open: notify } = useNotification();
  const { run, pending } = useSingleFlight();
  const managerProps = useRegionalManagers();
  const { selectProps: partnerProps } = useSelect({
    resource: 'partners',
    optionLabel: 'name',
    optionValue: 'id',
    onSearch: (v) => [{ field: 'name', operator: 'contains', value: v }],
    sorters: [{ field: 'name', order: 'asc' }],
    pagination: { pageSize: 100 },
  });

  const pickManager = async (manager: string) => {
    const { data } = await supabaseClient.from('partners').select('id').eq('regional_manager', manager);
    form.setFieldValue(
      'partners',
      (data ?? []).map((r) => r.id as string),
    );
  };

  // Busy from the first click (before the validation) until it settles: one assignment per click.
  const submit = () =>
    run(async () => {
      const v = await form.validateFields();
      const { error } = await supabaseClient.rpc('assign_regional_manager', {
        param_manager: v.manager,
        param_partners: v.partners ?? [],
        param_clear_others: Boolean(v.clear_others),
      });
      if (error) {
        notify?.({ type: 'error', message: prefixedError('Error Saving Sales Partner', error), key: 'regional' });
        return;
      }
      notify?.({ type: 'success', message: 'Sales Partner successfully saved', key: 'regional' });
      form.resetFields();
      onClose(true);
    }).catch((e: unknown) => {
      if (!isValidationError(e)) notify?.({ type: 'error', message: prefixedError('Error Saving Sales Partner', e), key: 'regional' });
    });

  return (
    <FormDialog
      title={t('Regional Assignment')}
      open={open}
      okText={t('Save')}
      onOk={() => void submit()}
      pending={pending}
      onCancel={() => onClose(false)}
    >
      <Form
        form={form}
        name="regional-assignment"
        onValuesChange={(changed: Partial<Values>) => changed.manager && void pickManager(changed.manager)}
        layout="vertical"
        disabled={pending}
        initialValues={{ partners: [], clear_others: false }}
      >
        <Form.Item name="manager" label={t('Regional manager')} rules={[{ required: true, message: t('Please pick a regional manager') }]}>
          <Select {...managerProps} placeholder={t('Pick a regional manager')} />
        </Form.Item>
        <Form.Item name="partners" label={t('Sales partners they manage')}>
          <Select {...partnerProps} mode="multiple" placeholder={t('Pick sales partners')} />
        </Form.Item>
        <Form.Item name="clear_others" valuePropName="checked">
          <Checkbox>{t('Clear this manager from the partners not picked')}</Checkbox>
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
