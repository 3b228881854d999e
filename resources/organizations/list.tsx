import { SimpleList, type SimpleColumn } from '../../src/components/simple-list';
import { t } from '../../src/lib/i18n';

const columns: SimpleColumn[] = [
  {
    field: 'name',
    priority: 0,
    width: 200,
    get title() {
      return t('Name');
    },
    kind: 'text',
  },
  {
    field: 'city',
    priority: 2,
    width: 120,
    get title() {
      return t('City');
    },
    kind: 'text',
  },
  {
    field: 'phone',
    priority: 3,
    width: 130,
    get title() {
      return t('Phone');
    },
    kind: 'text',
  },
  {
    field: 'email',
    priority: 2,
    width: 200,
    get title() {
      return t('E-mail');
    },
    kind: 'text',
  },
  {
    field: 'active',
    get title() {
      return t('Active');
    },
    kind: 'boolean',
  },
  {
    field: 'created_at',
    priority: 3,
    get title() {
      return t('Created');
    },
    kind: 'date',
  },
];

/** 'Your Company': the organizations the user belongs to (server-side search, sort, CSV export). */
export default function OrganizationsList() {
  return (
    <SimpleList
      resource="organizations"
      title={t('Your Company')}
      columns={columns}
      searchField="name"
      initialSort={{ field: 'name', order: 'asc' }}
    />
  );
}
