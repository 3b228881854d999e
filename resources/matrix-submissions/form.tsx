import { Col, Form, Input, Row, Select } from 'antd';
import { CalendarDateInput, calendarDateRule } from '../../src/components/date-inputs';
import { AccountPicker, ProductPicker, RetailerPicker } from '../../src/components/record-pickers';
import { NumberInput, numberRule } from '../../src/components/number-input';
import { maxLengthOf } from '../../src/lib/text-limits';
import { t } from '../../src/lib/i18n';

const nonNegative = (message: string) => [numberRule({ min: 0, minMessage: message })];

/** Contract submission fields shared by create and edit (locked once approved). */
export function SubmissionFields({ locked = false }: { locked?: boolean }) {
  const retailerId = Form.useWatch('retailer_id') as string | undefined;
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="account_id" label={t('Account')} rules={[{ required: true, message: t('Please choose the account') }]}>
          <AccountPicker disabled={locked} />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="commodity" label={t('Commodity')} rules={[{ required: true, message: t('Please choose the commodity') }]}>
          <Select
            disabled={locked}
            options={[
              { value: 'electricity', label: t('Electricity') },
              { value: 'gas', label: t('Gas') },
            ]}
          />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item
          name="start_date"
          label={t('Start date')}
          rules={[{ required: true, message: t('Please enter the start date') }, calendarDateRule()]}
        >
          <CalendarDateInput disabled={locked} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="retailer_id" label={t('Retailer')} rules={[{ required: true, message: t('Please choose the retailer') }]}>
          <RetailerPicker disabled={locked} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="product_id" label={t('Product')}>
          <ProductPicker retailerId={retailerId} disabled={locked} />
        </Form.Item>
      </Col>
      <Col xs={12} md={8}>
        <Form.Item
          name="rate"
          label={t('Rate')}
          rules={[{ required: true, message: t('Please enter the rate') }, ...nonNegative(t('The rate cannot be negative'))]}
        >
          <NumberInput style={{ width: '100%' }} step={0.0001} disabled={locked} />
        </Form.Item>
      </Col>
      <Col xs={12} md={8}>
        <Form.Item
          name="term_months"
          label={t('Term (months)')}
          rules={[
            { required: true, message: t('Please enter the term') },
            numberRule({ min: 1, max: 120, integer: true, rangeMessage: t('The term is 1 to 120 months') }),
          ]}
        >
          <NumberInput style={{ width: '100%' }} precision={0} disabled={locked} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="annual_volume" label={t('Annual volume')} rules={nonNegative(t('The annual volume cannot be negative'))}>
          <NumberInput style={{ width: '100%' }} disabled={locked} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="notes" label={t('Notes')}>
          <Input.TextArea maxLength={maxLengthOf('matrix_submissions.notes')} rows={3} />
        </Form.Item>
      </Col>
    </Row>
  );
}

export const SUBMISSION_FIELDS = [
  'account_id',
  'commodity',
  'start_date',
  'retailer_id',
  'product_id',
  'rate',
  'term_months',
  'annual_volume',
  'notes',
];

/** The form's values as a row: only the submission's fields, empty strings as null. */
export const cleanSubmission = (v: Record<string, unknown>) =>
  Object.fromEntries(
    SUBMISSION_FIELDS.filter((k) => k in v).map((k) => [k, typeof v[k] === 'string' ? (v[k] as string).trim() || null : (v[k] ?? null)]),
  );
