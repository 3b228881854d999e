import { SimpleForm } from '../../src/components/simple-form';
import { fields } from './form';

export default function AffiliatesCreate() {
  return <SimpleForm mode="create" title="New Affiliate" fields={fields} />;
}
