import { useCan } from '@refinedev/core';
import { Checkbox, Col, Form, Input, Row, Select } from 'antd';
import { useSelect } from '../../src/components/crud/list-hooks';
import { DateTimeInput, dateTimeRule } from '../../src/components/date-time-input';
import { MarkdownView } from '../../src/components/markdown-view';
import { DEFAULT_TIMEZONE, displayTimeZone } from '../../src/lib/dates';
import { maxLengthOf } from '../../src/lib/text-limits';
import { t } from '../../src/lib/i18n';

/** Title, Markdown body with a safe live preview, audience (organization or everyone), publishing. */
export function NewsFields() {
  const body = Form.useWatch('body') as string | undefined;
  const { data: management } = useCan({ resource: 'news', action: 'GLOBAL' });
  const { selectProps } = useSelect({
    resource: 'organizations',
    optionLabel: 'name',
    optionValue: 'id',
    sorters: [{ field: 'name', order: 'asc' }],
  });
  const orgOptions = [
    ...(management?.can ? [{ value: '', label: t('Everyone (global)') }] : []),
    ...((selectProps.options ?? []) as { value: string; label: string }[]),
  ];
  return (
    <>
      <Form.Item
        name="title"
        label={t('Title')}
        rules={[
          { required: true, whitespace: true, message: t('Please enter the title') },
          { max: 200, message: t('The title is at most 200 characters') },
        ]}
      >
        <Input maxLength={maxLengthOf('news.title')} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <Form.Item
            name="body"
            label={t('Text (Markdown)')}
            rules={[{ required: true, whitespace: true, message: t('Please enter the text') }]}
          >
            <Input.TextArea maxLength={maxLengthOf('news.body')} rows={12} />
          </Form.Item>
        </Col>
        <Col xs={24} lg={12}>
          <Form.Item label={t('Preview')}>
            <MarkdownView source={body} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="organization_id"
            label={t('Shown to')}
            rules={[{ required: !management?.can, message: t('Please choose the company') }]}
          >
            <Select options={orgOptions} loading={selectProps.loading} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="published_at"
            label={
              displayTimeZone() === DEFAULT_TIMEZONE
                ? t('Publish on (Pacific time)')
                : t('Publish on ({zone})', { zone: displayTimeZone() })
            }
            rules={[{ required: true, message: t('Please enter the publishing date') }, dateTimeRule()]}
          >
            <DateTimeInput timeZone={displayTimeZone()} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="active" valuePropName="checked">
        <Checkbox>{t('Published')}</Checkbox>
      </Form.Item>
    </>
  );
}

/** The form's values as a row: '' organization = global (null); no publishing time = now. */
export function toRow(v: Record<string, unknown>) {
  const at = typeof v.published_at === 'string' && v.published_at ? v.published_at : new Date().toISOString();
  return {
    title: String(v.title ?? '').trim(),
    body: v.body ?? '',
    organization_id: v.organization_id || null,
    published_at: at,
    active: !!v.active,
  };
}

export function toForm(row: { published_at?: string | null; organization_id?: string | null } | undefined) {
  if (!row) return undefined;
  return { ...row, published_at: row.published_at ?? new Date().toISOString(), organization_id: row.organization_id ?? '' };
}
