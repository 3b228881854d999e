import { SimpleList, type SimpleColumn } from '../../src/components/simple-list';

const columns: SimpleColumn[] = [
  { field: 'name', title: 'Name', kind: 'text' },
  { field: 'city', title: 'City', kind: 'text' },
  { field: 'phone', title: 'Phone', kind: 'text' },
  { field: 'email', title: 'Email', kind: 'text' },
  { field: 'active', title: 'Active', kind: 'boolean' },
  { field: 'created_at', title: 'Created', kind: 'date' },
];

/** 'Your Company': the organizations the user belongs to (server-side search, sort, CSV export). */
export default function OrganizationsList() {
  return (
    <SimpleList
      resource="organizations"
      title="Your Company"
      columns={columns}
      searchField="name"
      initialSort={{ field: 'name', order: 'asc' }}
    />
  );
}
