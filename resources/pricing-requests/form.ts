import type { SimpleField } from '../../src/components/simple-form';

/** Fields shared by the create and edit pages. */
export const fields: SimpleField[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true },
  { name: 'total_volume', label: 'Total volume', kind: 'number' },
  { name: 'active', label: 'Active', kind: 'boolean' },
];
