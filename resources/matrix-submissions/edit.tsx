import { SimpleForm } from '../../src/components/simple-form';
import { fields } from './form';

export default function MatrixSubmissionsEdit() {
  return <SimpleForm mode="edit" title="Edit Contract Submission" fields={fields} />;
}
