import { SimpleList, type SimpleColumn } from '../../src/components/simple-list';

const columns: SimpleColumn[] = [
  { field: 'commodity', title: 'Commodity', kind: 'text' },
  { field: 'rate', title: 'Rate', kind: 'number' },
  { field: 'status', title: 'Status', kind: 'text' },
  { field: 'created_at', title: 'Created', kind: 'date' },
];

/** Your Contract Submissions — a plain list until the resource's own screen lands. */
export default function MatrixSubmissionsList() {
  return (
    <SimpleList
      title="Your Contract Submissions"
      columns={columns}
      searchField="status"
      initialSort={{ field: 'created_at', order: 'desc' }}
    />
  );
}
