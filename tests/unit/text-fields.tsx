import { Form, Input } from 'antd';

/** A test form's fields: one text input per `[label, name]`, as the portal's forms label theirs. */
export function TextFields({ fields }: { fields: [label: string, name: string][] }) {
  return (
    <>
      {fields.map(([label, name]) => (
        <Form.Item key={name} label={label} name={name}>
          <Input />
        </Form.Item>
      ))}
    </>
  );
}
