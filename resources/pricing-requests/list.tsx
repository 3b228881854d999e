import { SimpleList, type SimpleColumn } from '../../src/components/simple-list';

const columns: SimpleColumn[] = [
  { field: 'name', title: 'Name', kind: 'text' },
  { field: 'total_volume', title: 'Total volume', kind: 'number' },
  { field: 'active', title: 'Active', kind: 'boolean' },
  { field: 'created_at', title: 'Created', kind: 'date' },
];

/** Your Pricing Requests — a plain list until the resource's own screen lands. */
export default function PricingRequestsList() {
  return (
    <SimpleList title="Your Pricing Requests" columns={columns} searchField="name" initialSort={{ field: 'created_at', order: 'desc' }} />
  );
}
