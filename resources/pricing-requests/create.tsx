import { SimpleForm } from '../../src/components/simple-form';
import { fields } from './form';

export default function PricingRequestsCreate() {
  return <SimpleForm mode="create" title="New Pricing Request" fields={fields} />;
}
