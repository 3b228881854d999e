import { ExportButton, List } from '../../src/components/crud/list';
import { useTable } from '../../src/components/crud/list-hooks';
import { Alert, Space, Tag } from 'antd';
import { calendarDateColumn, createdColumn, editAction, pricedColumns, volumeColumn } from '../../src/components/list-columns';
import { ChoiceFilter, ListFilterBar, listFilters, SearchFilter } from '../../src/components/list-filter-bar';
import { AccountPicker, RetailerPicker } from '../../src/components/record-pickers';
import { useBigList } from '../../src/components/use-big-list';
import { useListExport } from '../../src/components/use-list-export';
import { formatCalendarDate } from '../../src/lib/calendar-date';
import { formatDate } from '../../src/lib/dates';
import { codeLabel, formatRate } from '../../src/lib/labels';
import { STATUS_COLORS, type SubmissionStatus } from './status-flow';
import { SUBMISSIONS_LIST_SELECT, SUBMISSIONS_LIST_SORTERS } from './list-query';
import { useOrganizationScopeMeta } from '../../src/components/organization-scope';
import { ListTable, type ListColumn } from '../../src/components/list-table';
import { NewButton } from '../../src/components/new-button';
import { useLiveListChanges } from '../../src/components/live-changes';
import { plural, t } from '../../src/lib/i18n';

interface Row {
  id: string;
  account_id: string;
  commodity: string;
  rate: number | null;
  term_months: number | null;
  start_date: string | null;
  annual_volume: number | null;
  status: SubmissionStatus;
  notes: string | null;
  created_at: string;
  account: { account_name: string } | null;
  retailer: { name: string } | null;
  product: { name: string } | null;
}

/** /matrix-submissions 'Your Contract Submissions'. */
export default function SubmissionsList() {
  // Org-wide callers: estimated totals (src/lib/list-strategy.ts).
  const big = useBigList();
  const scope = useOrganizationScopeMeta();
  const live = useLiveListChanges();
  const { tableProps, filters, sorters, setFilters, tableQuery } = useTable<Row>({
    liveMode: 'manual',
    onLiveEvent: live.onLiveEvent,
    resource: 'matrix_submissions',
    syncWithLocation: true,
    sorters: { initial: SUBMISSIONS_LIST_SORTERS },
    meta: { select: SUBMISSIONS_LIST_SELECT, ...big.meta, ...scope },
    queryOptions: { enabled: big.ready },
  });
  const { triggerExport, isLoading: exporting } = useListExport<Row>({
    resource: 'matrix_submissions',
    filters,
    sorters,
    meta: { select: SUBMISSIONS_LIST_SELECT, ...big.meta, ...scope },
    fileName: 'contract-submissions',
    columns: [
      { title: t('Account'), value: (r) => r.account?.account_name },
      { title: t('Retailer'), value: (r) => r.retailer?.name },
      { title: t('Product'), value: (r) => r.product?.name },
      { title: t('Commodity'), value: (r) => codeLabel(r.commodity) },
      { title: t('Rate'), value: (r) => r.rate },
      { title: t('Term (months)'), value: (r) => r.term_months },
      { title: t('Start'), value: (r) => r.start_date },
      { title: t('Annual volume'), value: (r) => r.annual_volume },
      { title: t('Status'), value: (r) => codeLabel(r.status) },
      { title: t('Notes'), value: (r) => r.notes },
      { title: t('Created'), value: (r) => formatDate(r.created_at) },
    ],
  });
  const f = listFilters(filters, setFilters);

  const statusTag = (v: SubmissionStatus) => <Tag color={STATUS_COLORS[v]}>{codeLabel(v)}</Tag>;
  const columns: ListColumn<Row>[] = [
    { key: 'account', dataIndex: ['account', 'account_name'], title: t('Account'), width: 190, priority: 0, link: true },
    ...pricedColumns<Row>({ retailer: 2, product: 4, commodity: 4, rate: 2 }),
    {
      key: 'term_months',
      dataIndex: 'term_months',
      title: t('Term'),
      width: 90,
      priority: 5,
      grow: false,
      sorter: true,
      render: (v: number | null) => (v ? plural(v, '{n} month', '{n} months') : '—'),
    },
    calendarDateColumn<Row>('start_date', t('Start'), 3),
    volumeColumn<Row>('annual_volume', t('Annual volume'), 140, 5),
    { key: 'status', dataIndex: 'status', title: t('Status'), width: 120, priority: 1, grow: false, sorter: true, render: statusTag },
    createdColumn<Row>(3),
  ];

  return (
    <List
      title={t('Your Contract Submissions')}
      headerButtons={() => (
        <Space wrap>
          <ExportButton onClick={triggerExport} loading={exporting} />
          <NewButton />
        </Space>
      )}
    >
      <ListFilterBar
        active={f.count(['notes'])}
        search={<SearchFilter label={t('Search submissions')} placeholder={t('Search notes')} width={200} {...f.search('notes')} />}
      >
        <AccountPicker allowClear style={{ width: 200 }} {...f.bind('account_id')} aria-label={t('Account')} />
        <ChoiceFilter label={t('Status')} choices={['draft', 'submitted', 'approved', 'rejected']} {...f.bind('status')} />
        <RetailerPicker style={{ width: 180 }} {...f.bind('retailer_id')} aria-label={t('Retailer')} />
      </ListFilterBar>
      {tableQuery.isError && (
        <Alert type="error" showIcon message={t('Contract submissions could not be loaded.')} description={tableQuery.error?.message} />
      )}
      {live.banner(() => void tableQuery.refetch())}
      <ListTable<Row>
        {...tableProps}
        listId="contract-submissions"
        label={t('Contract submissions')}
        pagination={tableProps.pagination && { ...tableProps.pagination, showTotal: big.showTotal }}
        rowKey="id"
        columns={columns}
        sorters={sorters}
        rowLink={(r) => `/matrix-submissions/${r.id}`}
        actions={(r) => [editAction(`/matrix-submissions/${r.id}`)]}
        card={{
          lines: (r) => [
            [r.retailer?.name, r.product?.name].filter(Boolean).join(' · '),
            [
              r.rate !== null && formatRate(r.rate, r.commodity),
              r.start_date && t('Starts {date}', { date: formatCalendarDate(r.start_date) }),
            ]
              .filter(Boolean)
              .join(' · '),
          ],
          status: (r) => statusTag(r.status),
        }}
        error={tableQuery.isError}
        emptyText={t('No contract submissions found')}
      />
    </List>
  );
}
