import { Col, Form, Input, Row, Select } from 'antd';
import { CalendarDateInput, calendarDateRule } from '../../src/components/date-inputs';
import { MAX_CONTRACT_END_DATE, MIN_CALENDAR_DATE } from '../../src/lib/calendar-day';
import { AccountPicker, ProductPicker, RetailerPicker } from '../../src/components/record-pickers';
import { NumberInput, numberRule } from '../../src/components/number-input';
import { maxLengthOf } from '../../src/lib/text-limits';
import { t } from '../../src/lib/i18n';

/** Contract fields shared by create and edit. */
export function ContractFields() {
  const retailerId = Form.useWatch('retailer_id') as string | undefined;
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="account_id" label={t('Account')} rules={[{ required: true, message: t('Please choose the account') }]}>
          <AccountPicker />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="number" label={t('Contract number')}>
          <Input maxLength={maxLengthOf('contracts.number')} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="retailer_id" label={t('Retailer')}>
          <RetailerPicker />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="product_id" label={t('Product')}>
          <ProductPicker retailerId={retailerId} />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="commodity" label={t('Commodity')} rules={[{ required: true, message: t('Please choose the commodity') }]}>
          <Select
            options={[
              { value: 'electricity', label: t('Electricity') },
              { value: 'gas', label: t('Gas') },
            ]}
          />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="status" label={t('Status')} rules={[{ required: true, message: t('Please choose the status') }]}>
          <Select options={['pending', 'active', 'expired', 'cancelled'].map((s) => ({ value: s, label: s }))} />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="rate" label={t('Rate')} rules={[numberRule({ min: 0, minMessage: t('The rate cannot be negative') })]}>
          <NumberInput style={{ width: '100%' }} step={0.0001} />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="volume" label={t('Volume')} rules={[numberRule({ min: 0, minMessage: t('The volume cannot be negative') })]}>
          <NumberInput style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="start_date" label={t('Start date')} rules={[calendarDateRule()]}>
          <CalendarDateInput />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item
          name="end_date"
          label={t('End date')}
          dependencies={['start_date']}
          rules={[
            calendarDateRule(MIN_CALENDAR_DATE, MAX_CONTRACT_END_DATE),
            ({ getFieldValue }) => ({
              validator: (_, v?: string) => {
                const start = getFieldValue('start_date') as string | undefined;
                return !v || !start || v >= start
                  ? Promise.resolve()
                  : Promise.reject(new Error('The end date cannot be before the start date'));
              },
            }),
          ]}
        >
          <CalendarDateInput max={MAX_CONTRACT_END_DATE} />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** Empty strings become null (dates, number). */
export const cleanContract = (v: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(v).map(([k, x]) => [k, typeof x === 'string' ? x.trim() || null : (x ?? null)]));
