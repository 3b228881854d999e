import { SimpleList, type SimpleColumn } from '../../src/components/simple-list';

const columns: SimpleColumn[] = [
  { field: 'name', title: 'Name', kind: 'text' },
  { field: 'primary_email', title: 'Email', kind: 'text' },
  { field: 'active', title: 'Active', kind: 'boolean' },
];

/** Affiliates — a plain list until the resource's own screen lands. */
export default function AffiliatesList() {
  return <SimpleList title="Affiliates" columns={columns} searchField="name" initialSort={{ field: 'created_at', order: 'desc' }} />;
}
