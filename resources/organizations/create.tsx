import { SimpleForm } from '../../src/components/simple-form';
import { fields } from './form';

export default function OrganizationsCreate() {
  return <SimpleForm mode="create" title="New Company" fields={fields} />;
}
