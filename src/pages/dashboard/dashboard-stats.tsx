import { useCustom, type CrudFilter } from '@refinedev/core';
import { Button, Card, Col, Row, Statistic, Typography } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { Link } from 'react-router';
import { renewalLink } from '../../../resources/contracts/renew';
import { useBigList } from '../../components/use-big-list';
import { useIdentity } from '../../components/route-guard';
import { formatCalendarDate } from '../../lib/calendar-date';
import { isoDateInDays } from '../../lib/dates';
import { codeLabel } from '../../lib/labels';
import { listLink } from '../../lib/list-link';
import { countLabel } from '../../lib/list-strategy';
import { weekBounds } from '../../lib/week-bounds';
import { t } from '../../lib/i18n';
import type { Tiles } from './tiles';

// The chart is drawn by a chunk of its own, loaded after the tiles (the dashboard's first-load budget).
const WeeklyBars = lazy(() => import('./weekly-bars'));

/** The chart's weeks: the last 12 up to today's, Monday to Sunday in the display time zone. */
const CHART_WEEKS = 12;

/**
 * Every tile from one call (the tiles share it: one request per visit, not one per tile). `today` is
 * the portal's calendar day, as the tiles' links filter by it; the chart's week bounds are computed
 * here too, in the display time zone.
 */
function useTiles() {
  const { meta, ready } = useBigList();
  const today = isoDateInDays(0);
  const weeks = useMemo(() => weekBounds(today, CHART_WEEKS), [today]);
  const { result, query } = useCustom<Tiles>({
    url: 'dashboard_tiles',
    method: 'get',
    config: {
      query: { today, estimated: meta.count === 'estimated', week_bounds: `{${weeks.bounds.join(',')}}` },
    },
    queryOptions: { enabled: ready },
  });
  const data = result?.data as Tiles | undefined;
  return { tiles: data, weeks: weeks.weeks, count: meta.count, loading: !ready || query.isLoading, error: query.isError };
}

function CountLine({
  path,
  filters,
  label,
  pick,
  exact,
  span = 12,
}: {
  path: string;
  filters: CrudFilter[];
  label: string;
  pick: (tiles: Tiles) => number | null | undefined;
  /** Counted exactly whatever the role (the caller's own tasks, registrations). */
  exact?: boolean;
  span?: number;
}) {
  const { tiles, count: listMode, loading, error } = useTiles();
  const mode = exact ? 'exact' : listMode;
  const count = tiles ? (pick(tiles) ?? 0) : 0;
  const shown = countLabel(count, mode);
  return (
    <Col xs={span}>
      <Link
        to={listLink(path, filters)}
        className="dashboard-stat"
        aria-label={`${label}: ${loading ? t('loading') : error ? t('unavailable') : shown}`}
        style={{ width: '100%' }}
      >
        <Statistic title={label} value={error ? '—' : shown} loading={loading} />
      </Link>
    </Col>
  );
}

export function OpenPricingRequests() {
  const filters: CrudFilter[] = [{ field: 'active', operator: 'eq', value: true }];
  return (
    <Card title={t('Pricing requests')} size="small">
      <Row gutter={[8, 16]}>
        <CountLine path="/pricing-requests" filters={filters} label={t('Open pricing requests')} pick={(t) => t.open_pricing_requests} />
      </Row>
    </Card>
  );
}

const STATUSES = ['draft', 'submitted', 'approved', 'rejected'] as const;

export function SubmissionsByStatus() {
  return (
    <Card title={t('Contract submissions')} size="small">
      <Row gutter={[8, 16]}>
        {STATUSES.map((status) => (
          <CountLine
            key={status}
            path="/matrix-submissions"
            filters={[{ field: 'status', operator: 'eq', value: status }]}
            label={codeLabel(status)}
            pick={(t) => t.submissions?.[status]}
          />
        ))}
      </Row>
    </Card>
  );
}

const WINDOWS = [30, 60, 90, 180] as const;

export function ContractsEnding({ canRenew }: { canRenew: boolean }) {
  const today = isoDateInDays(0);
  const { tiles } = useTiles();
  const soon = tiles?.ending_soon ?? [];
  return (
    <Card title={t('Contracts ending')} size="small">
      <Row gutter={[8, 16]}>
        {WINDOWS.map((days) => (
          <CountLine
            key={days}
            path="/contracts"
            filters={[
              { field: 'end_date', operator: 'gte', value: today },
              { field: 'end_date', operator: 'lte', value: isoDateInDays(days) },
            ]}
            label={t('In {n} days', { n: days })}
            pick={(t) => t.contracts_ending?.[`${days}`]}
          />
        ))}
      </Row>
      {soon.length > 0 && (
        <div data-testid="ending-soon" style={{ marginTop: 16 }}>
          <Typography.Text type="secondary">{t('Ending first (within 90 days)')}</Typography.Text>
          {soon.map((c) => (
            <div key={c.id} className="ending-soon-row" style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 8 }}>
              <div style={{ flex: 1, minWidth: 0 }}>
                <Link to={`/contracts/${c.id}`}>{c.account_name ?? t('Contract')}</Link>
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                  {[c.number, t('ends {date}', { date: formatCalendarDate(c.end_date) })].filter(Boolean).join(' · ')}
                </Typography.Text>
              </div>
              {canRenew && (
                <Link
                  to={renewalLink({ ...c, account: c.account_name ? { account_name: c.account_name } : null })}
                  aria-label={`${t('Renew')} ${c.number ?? ''} ${c.account_name ?? ''}`.replace(/\s+/g, ' ').trim()}
                >
                  <Button size="small">{t('Renew')}</Button>
                </Link>
              )}
            </div>
          ))}
        </div>
      )}
    </Card>
  );
}

/** The caller's open tasks (open or in progress) due today and overdue; each links to /tasks so filtered. */
export function MyTasks() {
  const identity = useIdentity();
  const today = isoDateInDays(0);
  const mine: CrudFilter[] = [
    { field: 'assigned_to', operator: 'eq', value: identity?.id ?? '' },
    { field: 'status', operator: 'in', value: ['open', 'in_progress'] },
  ];
  return (
    <Card title={t('My tasks')} size="small">
      <Row gutter={[8, 16]}>
        <CountLine
          path="/tasks"
          filters={[...mine, { field: 'due_date', operator: 'eq', value: today }]}
          label={t('Due today')}
          exact
          pick={(t) => t.tasks?.due_today}
        />
        <CountLine
          path="/tasks"
          filters={[...mine, { field: 'due_date', operator: 'lt', value: today }]}
          label={t('Overdue')}
          exact
          pick={(t) => t.tasks?.overdue}
        />
      </Row>
    </Card>
  );
}

/** Contract submissions waiting for a decision, for those who may approve (pricing.ADMIN). */
export function WaitingForApproval() {
  return (
    <Card title={t('Needs my decision')} size="small">
      <Row gutter={[8, 16]}>
        <CountLine
          path="/matrix-submissions"
          filters={[{ field: 'status', operator: 'eq', value: 'submitted' }]}
          label={t('Submissions waiting for approval')}
          span={24}
          pick={(t) => t.approvals}
        />
      </Row>
    </Card>
  );
}

/** Registrations awaiting approval (management): the Users page lists them first. */
export function PendingRegistrations() {
  return (
    <Card title={t('Registrations')} size="small">
      <Row gutter={[8, 16]}>
        <CountLine path="/admin/users" filters={[]} label={t('Pending registrations')} exact span={24} pick={(t) => t.registrations} />
      </Row>
    </Card>
  );
}

/** Pricing requests created per week (the last 12 weeks), drawn by a lazily loaded chart. */
export function PricingPerWeek() {
  const { tiles, weeks, loading, error } = useTiles();
  const counts = tiles?.pricing_per_week;
  return (
    <Card title={t('Pricing requests per week')} size="small" extra={<Link to="/pricing-requests">{t('View all')}</Link>}>
      {error ? (
        <Typography.Text type="secondary">—</Typography.Text>
      ) : loading || !counts ? (
        <div style={{ height: 160 }} />
      ) : (
        <Suspense fallback={<div style={{ height: 160 }} />}>
          <WeeklyBars weeks={weeks} counts={counts} />
        </Suspense>
      )}
    </Card>
  );
}
