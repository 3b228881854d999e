import type { SimpleField } from '../../src/components/simple-form';

/** Fields shared by the create and edit pages. */
export const fields: SimpleField[] = [
  { name: 'account_name', label: 'Account name', kind: 'text', required: true },
  { name: 'active', label: 'Active', kind: 'boolean' },
];
