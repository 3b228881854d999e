import { SimpleForm } from '../../src/components/simple-form';
import { fields } from './form';

export default function SalesPartnersEdit() {
  return <SimpleForm mode="edit" title="Edit Sales Partner" fields={fields} />;
}
