import { CreateButton, EditButton, ExportButton, List, useTable } from '@refinedev/antd';
import { useCan, useExport, type LogicalFilter } from '@refinedev/core';
import { Alert, Button, Input, Select, Space, Table, Tag } from 'antd';
import { Link } from 'react-router';
import { FileManager } from '../../src/components/file-manager';
import { RetailerPicker } from '../../src/components/record-pickers';
import { formatDate, isoDateInDays } from '../../src/lib/dates';
import { ENDING_WITHIN, renewalLink, type RenewableContract } from './renew';

interface Row extends RenewableContract {
  organization_id: string;
  rate: number | null;
  start_date: string | null;
  status: string;
  retailer: { name: string } | null;
  product: { name: string } | null;
  account: { account_name: string } | null;
}

const SELECT =
  'id, account_id, organization_id, number, commodity, rate, volume, start_date, end_date, status, account:accounts(account_name), retailer:retailers(name), product:products(name)';
const STATUS_COLORS: Record<string, string> = { pending: 'gold', active: 'green', expired: 'default', cancelled: 'red' };

/** /contracts 'View Contracts': filters incl. "ending within 30/60/90/180 days", documents, Renew. */
export default function ContractsList() {
  const { data: canEdit } = useCan({ resource: 'contracts', action: 'EDIT' });
  const { data: canCreate } = useCan({ resource: 'contracts', action: 'CREATE' });
  const { tableProps, filters, setFilters, tableQuery } = useTable<Row>({
    resource: 'contracts',
    syncWithLocation: true,
    sorters: { initial: [{ field: 'end_date', order: 'asc' }] },
    meta: { select: SELECT },
  });
  const { triggerExport, isLoading: exporting } = useExport<Row>({
    resource: 'contracts',
    filters,
    meta: { select: SELECT },
    mapData: (r) => ({
      number: r.number,
      account: r.account?.account_name,
      retailer: r.retailer?.name,
      product: r.product?.name,
      commodity: r.commodity,
      rate: r.rate,
      volume: r.volume,
      start_date: r.start_date,
      end_date: r.end_date,
      status: r.status,
    }),
  });
  const value = (field: string, op?: string) =>
    (filters.find((f) => 'field' in f && f.field === field && (!op || f.operator === op)) as LogicalFilter | undefined)?.value as
      string | undefined;
  const setOne = (field: string, v: unknown) => setFilters([{ field, operator: 'eq', value: v ?? undefined }], 'merge');
  const endingDays = (() => {
    const to = value('end_date', 'lte');
    return ENDING_WITHIN.find((d) => isoDateInDays(d) === to);
  })();
  const setEnding = (days: number | undefined) =>
    setFilters(
      [
        { field: 'end_date', operator: 'gte', value: days ? isoDateInDays(0) : undefined },
        { field: 'end_date', operator: 'lte', value: days ? isoDateInDays(days) : undefined },
      ],
      'merge',
    );

  return (
    <List
      title="View Contracts"
      headerButtons={() => (
        <Space wrap>
          <ExportButton onClick={triggerExport} loading={exporting} />
          {canCreate?.can && <CreateButton>New Contract</CreateButton>}
        </Space>
      )}
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          placeholder="Contract number"
          allowClear
          style={{ width: 200 }}
          aria-label="Search contracts"
          onSearch={(v) => setFilters([{ field: 'number', operator: 'contains', value: v.trim() || undefined }], 'merge')}
        />
        <Select
          style={{ width: 210 }}
          aria-label="Ending within"
          value={endingDays ?? 0}
          onChange={(d: number) => setEnding(d || undefined)}
          options={[{ value: 0, label: 'Any end date' }, ...ENDING_WITHIN.map((d) => ({ value: d, label: `Ending within ${d} days` }))]}
        />
        <Select
          style={{ width: 140 }}
          aria-label="Status"
          allowClear
          placeholder="Status"
          value={value('status')}
          onChange={(v) => setOne('status', v)}
          options={['pending', 'active', 'expired', 'cancelled'].map((s) => ({ value: s, label: s }))}
        />
        <Select
          style={{ width: 140 }}
          aria-label="Commodity"
          allowClear
          placeholder="Commodity"
          value={value('commodity')}
          onChange={(v) => setOne('commodity', v)}
          options={['electricity', 'gas'].map((s) => ({ value: s, label: s }))}
        />
        <RetailerPicker
          style={{ width: 180 }}
          value={value('retailer_id')}
          onChange={(v) => setOne('retailer_id', v)}
          aria-label="Retailer"
        />
      </Space>
      {tableQuery.isError && (
        <Alert type="error" showIcon message="Contracts could not be loaded." description={tableQuery.error?.message} />
      )}
      <Table
        {...tableProps}
        rowKey="id"
        scroll={{ x: true }}
        locale={{ emptyText: 'No contracts found' }}
        expandable={{
          expandedRowRender: (r: Row) => (
            <FileManager
              entity="contracts"
              entityId={r.id}
              organizationId={r.organization_id}
              types={['CONTRACT', 'SITES']}
              title="Documents"
              readOnly={!canEdit?.can}
            />
          ),
        }}
      >
        <Table.Column<Row> dataIndex="number" title="Number" sorter render={(v: string | null) => v ?? '—'} />
        <Table.Column<Row>
          dataIndex={['account', 'account_name']}
          title="Account"
          render={(v: string, r) => <Link to={`/accounts/${r.account_id}`}>{v}</Link>}
        />
        <Table.Column<Row> dataIndex={['retailer', 'name']} title="Retailer" render={(v?: string) => v ?? '—'} />
        <Table.Column<Row> dataIndex={['product', 'name']} title="Product" render={(v?: string) => v ?? '—'} />
        <Table.Column<Row> dataIndex="commodity" title="Commodity" sorter />
        <Table.Column<Row> dataIndex="rate" title="Rate" sorter render={(v: number | null) => v ?? '—'} />
        <Table.Column<Row> dataIndex="volume" title="Volume" sorter render={(v: number | null) => v?.toLocaleString() ?? '—'} />
        <Table.Column<Row> dataIndex="start_date" title="Start" sorter render={(v: string | null) => (v ? formatDate(v) : '—')} />
        <Table.Column<Row> dataIndex="end_date" title="End" sorter render={(v: string | null) => (v ? formatDate(v) : '—')} />
        <Table.Column<Row> dataIndex="status" title="Status" sorter render={(v: string) => <Tag color={STATUS_COLORS[v]}>{v}</Tag>} />
        <Table.Column<Row>
          key="actions"
          title="Actions"
          render={(_, r) => (
            <Space>
              <Link to={renewalLink(r)}>
                <Button size="small">Renew</Button>
              </Link>
              {canEdit?.can && <EditButton hideText size="small" recordItemId={r.id} />}
            </Space>
          )}
        />
      </Table>
    </List>
  );
}
