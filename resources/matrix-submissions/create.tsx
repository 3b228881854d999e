import { SimpleForm } from '../../src/components/simple-form';
import { fields } from './form';

export default function MatrixSubmissionsCreate() {
  return <SimpleForm mode="create" title="New Contract Submission" fields={fields} />;
}
