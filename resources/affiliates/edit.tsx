import { SimpleForm } from '../../src/components/simple-form';
import { fields } from './form';

export default function AffiliatesEdit() {
  return <SimpleForm mode="edit" title="Edit Affiliate" fields={fields} />;
}
