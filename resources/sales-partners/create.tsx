import { SimpleForm } from '../../src/components/simple-form';
import { fields } from './form';

export default function SalesPartnersCreate() {
  return <SimpleForm mode="create" title="New Sales Partner" fields={fields} />;
}
