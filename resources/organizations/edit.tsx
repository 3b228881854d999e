import { SimpleForm } from '../../src/components/simple-form';
import { fields } from './form';

export default function OrganizationsEdit() {
  return <SimpleForm mode="edit" title="Edit Company" fields={fields} />;
}
