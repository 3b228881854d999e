import { CreateButton, ExportButton, List } from '../../src/components/crud/list';
import { useTable } from '../../src/components/crud/list-hooks';
import { Alert, Space, Table, Tag } from 'antd';
import { Link } from 'react-router';
import { editColumn } from '../../src/components/list-columns';
import { ChoiceFilter, ListFilterBar, listFilters, SearchFilter } from '../../src/components/list-filter-bar';
import { AccountPicker, RetailerPicker } from '../../src/components/record-pickers';
import { useBigList } from '../../src/components/use-big-list';
import { useListExport } from '../../src/components/use-list-export';
import { formatCalendarDate } from '../../src/lib/calendar-date';
import { formatDate } from '../../src/lib/dates';
import { codeLabel, formatRate, formatVolume } from '../../src/lib/labels';
import { STATUS_COLORS, type SubmissionStatus } from './status-flow';
import { SUBMISSIONS_LIST_SELECT, SUBMISSIONS_LIST_SORTERS } from './list-query';
import { useOrganizationScopeMeta } from '../../src/components/organization-scope';
import { ListTable } from '../../src/components/list-table';
import { useLiveListChanges } from '../../src/components/live-changes';
import { t } from '../../src/lib/i18n';

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

  return (
    <List
      title="Your Contract Submissions"
      headerButtons={() => (
        <Space wrap>
          <ExportButton onClick={triggerExport} loading={exporting} />
          <CreateButton>New Contract Submission</CreateButton>
        </Space>
      )}
    >
      <ListFilterBar>
        <SearchFilter label={t('Search submissions')} placeholder={t('Search notes')} width={200} onSearch={f.contains('notes')} />
        <AccountPicker allowClear style={{ width: 200 }} {...f.bind('account_id')} aria-label={t('Account')} />
        <ChoiceFilter label={t('Status')} choices={['draft', 'submitted', 'approved', 'rejected']} {...f.bind('status')} />
        <RetailerPicker style={{ width: 180 }} {...f.bind('retailer_id')} aria-label={t('Retailer')} />
      </ListFilterBar>
      {tableQuery.isError && (
        <Alert type="error" showIcon message={t('Contract submissions could not be loaded.')} description={tableQuery.error?.message} />
      )}
      {live.banner(() => void tableQuery.refetch())}
      <ListTable
        {...tableProps}
        pagination={tableProps.pagination && { ...tableProps.pagination, showTotal: big.showTotal }}
        rowKey="id"
        scroll={{ x: true }}
        locale={{ emptyText: t('No contract submissions found') }}
      >
        <Table.Column<Row>
          dataIndex={['account', 'account_name']}
          title={t('Account')}
          render={(v: string, r) => <Link to={`/accounts/${r.account_id}`}>{v}</Link>}
        />
        <Table.Column<Row> dataIndex={['retailer', 'name']} title={t('Retailer')} render={(v?: string) => v ?? '—'} />
        <Table.Column<Row> dataIndex={['product', 'name']} title={t('Product')} render={(v?: string) => v ?? '—'} />
        <Table.Column<Row> dataIndex="commodity" title={t('Commodity')} sorter render={(v: string) => codeLabel(v)} />
        <Table.Column<Row>
          dataIndex="rate"
          title={t('Rate')}
          sorter
          align="right"
          render={(v: number | null, r) => formatRate(v, r.commodity)}
        />
        <Table.Column<Row> dataIndex="term_months" title={t('Term')} sorter render={(v: number | null) => (v ? `${v} mo` : '—')} />
        <Table.Column<Row> dataIndex="start_date" title={t('Start')} sorter render={(v: string | null) => formatCalendarDate(v) || '—'} />
        <Table.Column<Row>
          dataIndex="annual_volume"
          title={t('Annual volume')}
          sorter
          align="right"
          render={(v: number | null, r: Row) => formatVolume(v, r.commodity)}
        />
        <Table.Column<Row>
          dataIndex="status"
          title={t('Status')}
          sorter
          render={(v: SubmissionStatus) => <Tag color={STATUS_COLORS[v]}>{codeLabel(v)}</Tag>}
        />
        <Table.Column<Row> dataIndex="created_at" title={t('Created')} sorter render={(v: string) => formatDate(v)} />
        <Table.Column<Row> {...editColumn} />
      </ListTable>
    </List>
  );
}
