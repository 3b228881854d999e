import type { SimpleField } from '../../src/components/simple-form';

/** Fields shared by the create and edit pages. */
export const fields: SimpleField[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true },
  { name: 'primary_email', label: 'Primary email', kind: 'text' },
  { name: 'phone', label: 'Phone', kind: 'text' },
  { name: 'active', label: 'Active', kind: 'boolean' },
];
