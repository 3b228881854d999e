import { useCustom, type CrudFilter } from '@refinedev/core';
import { Card, Col, Row, Statistic } from 'antd';
import { Link } from 'react-router';
import { useBigList } from '../../components/use-big-list';
import { isoDateInDays } from '../../lib/dates';
import { listLink } from '../../lib/list-link';
import { countLabel } from '../../lib/list-strategy';

/**
 * The dashboard's counts (rpc dashboard_tiles): each the total of the list its tile links to, counted
 * as that list counts (estimated above 1,000 for callers who see whole organizations); null for a
 * menu the caller may not open.
 */
interface Tiles {
  open_pricing_requests: number | null;
  submissions: Record<string, number> | null;
  contracts_ending: Record<string, number> | null;
}

/**
 * Every tile's count from one call (the tiles share it: one request per visit, not one per tile).
 * `today` is the portal's calendar day, as the tiles' links filter by it.
 */
function useTiles() {
  const { meta, ready } = useBigList();
  const { result, query } = useCustom<Tiles>({
    url: 'dashboard_tiles',
    method: 'get',
    config: { query: { today: isoDateInDays(0), estimated: meta.count === 'estimated' } },
    queryOptions: { enabled: ready },
  });
  const data = result?.data as Tiles | undefined;
  return { tiles: data, count: meta.count, loading: !ready || query.isLoading, error: query.isError };
}

function CountLine({
  path,
  filters,
  label,
  pick,
}: {
  path: string;
  filters: CrudFilter[];
  label: string;
  pick: (tiles: Tiles) => number | null | undefined;
}) {
  const { tiles, count: mode, loading, error } = useTiles();
  const count = tiles ? (pick(tiles) ?? 0) : 0;
  const shown = countLabel(count, mode);
  return (
    <Col xs={12}>
      <Link to={listLink(path, filters)} className="dashboard-stat" aria-label={`${label}: ${shown}`} style={{ width: '100%' }}>
        <Statistic title={label} value={error ? '—' : shown} loading={loading} />
      </Link>
    </Col>
  );
}

export function OpenPricingRequests() {
  const filters: CrudFilter[] = [{ field: 'active', operator: 'eq', value: true }];
  return (
    <Card title="Pricing requests" size="small">
      <Row gutter={[8, 16]}>
        <CountLine path="/pricing-requests" filters={filters} label="Open pricing requests" pick={(t) => t.open_pricing_requests} />
      </Row>
    </Card>
  );
}

const STATUSES = ['draft', 'submitted', 'approved', 'rejected'] as const;

export function SubmissionsByStatus() {
  return (
    <Card title="Contract submissions" size="small">
      <Row gutter={[8, 16]}>
        {STATUSES.map((status) => (
          <CountLine
            key={status}
            path="/matrix-submissions"
            filters={[{ field: 'status', operator: 'eq', value: status }]}
            label={status[0].toUpperCase() + status.slice(1)}
            pick={(t) => t.submissions?.[status]}
          />
        ))}
      </Row>
    </Card>
  );
}

const WINDOWS = [30, 60, 90, 180] as const;

export function ContractsEnding() {
  const today = isoDateInDays(0);
  return (
    <Card title="Contracts ending" size="small">
      <Row gutter={[8, 16]}>
        {WINDOWS.map((days) => (
          <CountLine
            key={days}
            path="/contracts"
            filters={[
              { field: 'end_date', operator: 'gte', value: today },
              { field: 'end_date', operator: 'lte', value: isoDateInDays(days) },
            ]}
            label={`In ${days} days`}
            pick={(t) => t.contracts_ending?.[String(days)]}
          />
        ))}
      </Row>
    </Card>
  );
}
