import { SimpleList, type SimpleColumn } from '../../src/components/simple-list';

const columns: SimpleColumn[] = [
  { field: 'name', title: 'Name', kind: 'text' },
  { field: 'primary_email', title: 'Email', kind: 'text' },
  { field: 'phone', title: 'Phone', kind: 'text' },
  { field: 'active', title: 'Active', kind: 'boolean' },
];

/** Your Sales Partners — a plain list until the resource's own screen lands. */
export default function SalesPartnersList() {
  return (
    <SimpleList title="Your Sales Partners" columns={columns} searchField="name" initialSort={{ field: 'created_at', order: 'desc' }} />
  );
}
