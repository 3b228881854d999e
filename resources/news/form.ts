import type { SimpleField } from '../../src/components/simple-form';

/** Fields shared by the create and edit pages. */
export const fields: SimpleField[] = [
  { name: 'title', label: 'Title', kind: 'text', required: true },
  { name: 'body', label: 'Body', kind: 'textarea', required: true },
  { name: 'active', label: 'Active', kind: 'boolean' },
];
