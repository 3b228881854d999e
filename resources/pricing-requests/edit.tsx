import { SimpleForm } from '../../src/components/simple-form';
import { fields } from './form';

export default function PricingRequestsEdit() {
  return <SimpleForm mode="edit" title="Edit Pricing Request" fields={fields} />;
}
