import { SimpleForm } from '../../src/components/simple-form';
import { fields } from './form';

export default function AccountsEdit() {
  return <SimpleForm mode="edit" title="Edit Account" fields={fields} />;
}
