import { SimpleList, type SimpleColumn } from '../../src/components/simple-list';

const columns: SimpleColumn[] = [
  { field: 'account_name', title: 'Account', kind: 'text' },
  { field: 'active', title: 'Active', kind: 'boolean' },
  { field: 'created_at', title: 'Created', kind: 'date' },
];

/** Your Accounts — a plain list until the resource's own screen lands. */
export default function AccountsList() {
  return (
    <SimpleList title="Your Accounts" columns={columns} searchField="account_name" initialSort={{ field: 'created_at', order: 'desc' }} />
  );
}
