import { useSelect } from '../../src/components/crud/list-hooks';
import { Col, Form, Input, Row, Select, Switch, type FormInstance } from 'antd';
import { CalendarDateInput, calendarDateRule } from '../../src/components/date-inputs';
import { SalesRepPicker, valueLabel } from '../../src/components/record-pickers';
import { NumberInput, numberRule } from '../../src/components/number-input';
import { COMMODITIES } from './payload';
import { maxLengthOf } from '../../src/lib/text-limits';
import { t } from '../../src/lib/i18n';

interface AccountOption {
  id: string;
  account_name: string;
  sales_rep: string | null;
}

/**
 * The pricing request's fields, shared by New and Edit: account (searchable, only accounts the user
 * sees), name, commodity, total volume, requested start date, notes, sales rep, active.
 */
export function PricingRequestFields({ form, accountId, disabled }: { form: FormInstance; accountId?: string; disabled?: boolean }) {
  const {
    selectProps: accounts,
    query: accountQuery,
    defaultValueQuery: currentAccount,
  } = useSelect<AccountOption>({
    resource: 'accounts',
    optionLabel: 'account_name',
    optionValue: 'id',
    defaultValue: accountId,
    filters: [{ field: 'active', operator: 'eq', value: true }],
    sorters: [{ field: 'account_name', order: 'asc' }],
    onSearch: (text) => (text ? [{ field: 'account_name', operator: 'contains', value: text }] : []),
    pagination: { pageSize: 25 },
    meta: { select: 'id, account_name, sales_rep' },
  });
  const onAccount = (id?: string) => {
    const account = accountQuery.data?.data.find((a) => a.id === id);
    if (account?.sales_rep && !form.getFieldValue('sales_rep')) form.setFieldValue('sales_rep', account.sales_rep);
  };

  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="account_id" label={t('Account')} rules={[{ required: true, message: t('Please choose the account') }]}>
          <Select
            showSearch
            filterOption={false}
            options={accounts.options}
            onSearch={accounts.onSearch}
            loading={accounts.loading}
            placeholder={t('Search accounts')}
            labelRender={(p) => valueLabel(p, currentAccount.isLoading)}
            disabled={disabled}
            onChange={onAccount}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="name"
          label={t('Name')}
          rules={[
            { required: true, whitespace: true, message: t('Please enter a name for the pricing request') },
            { max: 200, message: t('Please keep the name under 200 characters') },
          ]}
        >
          <Input
            maxLength={maxLengthOf('pricing_requests.name')}
            disabled={disabled}
            placeholder={t('e.g. Electricity renewal Spring 2027')}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} md={6}>
        <Form.Item name="commodity" label={t('Commodity')} rules={[{ required: true, message: t('Please choose the commodity') }]}>
          <Select options={COMMODITIES} disabled={disabled} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} md={6}>
        <Form.Item
          name="total_volume"
          label={t('Total volume')}
          tooltip={t('Annual kWh or GJ. Empty or 0 is not saved: a volume already stored stays as it is.')}
          rules={[numberRule({ min: 0, minMessage: t('The volume cannot be negative') })]}
        >
          <NumberInput style={{ width: '100%' }} min={0} disabled={disabled} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} md={6}>
        <Form.Item name="requested_start_date" label={t('Requested start date')} rules={[calendarDateRule()]}>
          <CalendarDateInput disabled={disabled} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} md={6}>
        <Form.Item name="sales_rep" label={t('Sales rep')}>
          <SalesRepPicker disabled={disabled} />
        </Form.Item>
      </Col>
      <Col xs={24} md={18}>
        <Form.Item
          name="notes"
          label={t('Notes')}
          rules={[{ max: maxLengthOf('pricing_requests.notes'), message: t('Please keep the notes under 10,000 characters') }]}
        >
          <Input.TextArea maxLength={maxLengthOf('pricing_requests.notes')} rows={3} disabled={disabled} />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item name="active" label={t('Active')} valuePropName="checked">
          <Switch disabled={disabled} />
        </Form.Item>
      </Col>
    </Row>
  );
}
