import { SimpleForm } from '../../src/components/simple-form';
import { fields } from './form';

export default function AccountsCreate() {
  return <SimpleForm mode="create" title="New Account" fields={fields} />;
}
