import { Create, Edit, useForm } from '@refinedev/antd';
import { Checkbox, Form, Input, InputNumber } from 'antd';

export interface SimpleField {
  name: string;
  label: string;
  kind?: 'text' | 'number' | 'boolean' | 'textarea' | 'date';
  required?: boolean;
}

function FieldInput({ kind }: { kind: SimpleField['kind'] }) {
  if (kind === 'number') return <InputNumber style={{ width: '100%' }} />;
  if (kind === 'textarea') return <Input.TextArea rows={4} />;
  if (kind === 'date') return <Input type="date" />;
  return <Input />;
}

function Fields({ fields }: { fields: SimpleField[] }) {
  return (
    <>
      {fields.map((f) =>
        f.kind === 'boolean' ? (
          <Form.Item key={f.name} name={f.name} valuePropName="checked">
            <Checkbox>{f.label}</Checkbox>
          </Form.Item>
        ) : (
          <Form.Item
            key={f.name}
            name={f.name}
            label={f.label}
            rules={f.required ? [{ required: true, message: `Please enter ${f.label.toLowerCase()}` }] : []}
          >
            <FieldInput kind={f.kind} />
          </Form.Item>
        ),
      )}
    </>
  );
}

/** A plain create or edit form over the given fields, with unsaved-changes warning. */
export function SimpleForm({ mode, title, fields }: { mode: 'create' | 'edit'; title: string; fields: SimpleField[] }) {
  const { formProps, saveButtonProps } = useForm({ action: mode, warnWhenUnsavedChanges: true, redirect: 'list' });
  const Wrapper = mode === 'create' ? Create : Edit;
  return (
    <Wrapper title={title} saveButtonProps={saveButtonProps}>
      <Form {...formProps} layout="vertical" style={{ maxWidth: 640 }}>
        <Fields fields={fields} />
      </Form>
    </Wrapper>
  );
}
