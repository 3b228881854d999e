import { useList, type CrudFilter } from '@refinedev/core';
import { Card, Col, Row, Statistic } from 'antd';
import { Link } from 'react-router';
import { isoDateInDays } from '../../lib/dates';
import { listLink } from '../../lib/list-link';

/** Row count of a filtered resource, read with a one-row page and an exact count. */
function useCount(resource: string, filters: CrudFilter[]) {
  const { result, query } = useList({ resource, filters, pagination: { currentPage: 1, pageSize: 1 }, meta: { select: 'id' } });
  return { count: result?.total ?? 0, loading: query.isLoading, error: query.isError };
}

function CountLine({ resource, path, filters, label }: { resource: string; path: string; filters: CrudFilter[]; label: string }) {
  const { count, loading, error } = useCount(resource, filters);
  return (
    <Col xs={12}>
      <Link to={listLink(path, filters)} className="dashboard-stat" aria-label={`${label}: ${count}`} style={{ width: '100%' }}>
        <Statistic title={label} value={error ? '—' : count} loading={loading} />
      </Link>
    </Col>
  );
}

export function OpenPricingRequests() {
  const filters: CrudFilter[] = [{ field: 'active', operator: 'eq', value: true }];
  return (
    <Card title="Pricing requests" size="small">
      <Row gutter={[8, 16]}>
        <CountLine resource="pricing_requests" path="/pricing-requests" filters={filters} label="Open pricing requests" />
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
            resource="matrix_submissions"
            path="/matrix-submissions"
            filters={[{ field: 'status', operator: 'eq', value: status }]}
            label={status[0].toUpperCase() + status.slice(1)}
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
            resource="contracts"
            path="/contracts"
            filters={[
              { field: 'end_date', operator: 'gte', value: today },
              { field: 'end_date', operator: 'lte', value: isoDateInDays(days) },
            ]}
            label={`In ${days} days`}
          />
        ))}
      </Row>
    </Card>
  );
}
