import { SimpleList, type SimpleColumn } from '../../src/components/simple-list';

const columns: SimpleColumn[] = [
  { field: 'title', title: 'Title', kind: 'text' },
  { field: 'published_at', title: 'Published', kind: 'date' },
  { field: 'active', title: 'Active', kind: 'boolean' },
];

/** Latest News — a plain list until the resource's own screen lands. */
export default function NewsList() {
  return <SimpleList title="Latest News" columns={columns} searchField="title" initialSort={{ field: 'published_at', order: 'desc' }} />;
}
