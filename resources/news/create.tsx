import { SimpleForm } from '../../src/components/simple-form';
import { fields } from './form';

export default function NewsCreate() {
  return <SimpleForm mode="create" title="New News Item" fields={fields} />;
}
