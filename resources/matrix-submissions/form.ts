import type { SimpleField } from '../../src/components/simple-form';

/** Fields shared by the create and edit pages. */
export const fields: SimpleField[] = [
  { name: 'commodity', label: 'Commodity', kind: 'text' },
  { name: 'rate', label: 'Rate', kind: 'number' },
  { name: 'notes', label: 'Notes', kind: 'textarea' },
];
