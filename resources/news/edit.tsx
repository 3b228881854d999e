import { SimpleForm } from '../../src/components/simple-form';
import { fields } from './form';

export default function NewsEdit() {
  return <SimpleForm mode="edit" title="Edit News Item" fields={fields} />;
}
