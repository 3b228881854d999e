import { SimpleList, type SimpleColumn } from '../../src/components/simple-list';

const columns: SimpleColumn[] = [
  { field: 'number', title: 'Number', kind: 'text' },
  { field: 'commodity', title: 'Commodity', kind: 'text' },
  { field: 'start_date', title: 'Start', kind: 'date' },
  { field: 'end_date', title: 'End', kind: 'date' },
  { field: 'status', title: 'Status', kind: 'text' },
];

/** View Contracts — a plain list until the resource's own screen lands. */
export default function ContractsList() {
  return (
    <SimpleList
      title="View Contracts"
      columns={columns}
      searchField="number"
      initialSort={{ field: 'end_date', order: 'desc' }}
      canCreate={false}
      canEdit={false}
    />
  );
}
