import { SimpleList, type SimpleColumn } from '../../src/components/simple-list';

const columns: SimpleColumn[] = [
  { field: 'name', title: 'Name', kind: 'text' },
  { field: 'email', title: 'Email', kind: 'text' },
  { field: 'phone', title: 'Phone', kind: 'text' },
  { field: 'active', title: 'Active', kind: 'boolean' },
];

/** Your Company — a plain list until the resource's own screen lands. */
export default function OrganizationsList() {
  return <SimpleList title="Your Company" columns={columns} searchField="name" initialSort={{ field: 'created_at', order: 'desc' }} />;
}
