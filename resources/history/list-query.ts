// The History page's query parameters, shared by the screen and `npm run bench:history`.
import type { CrudFilter, LogicalFilter } from '@refinedev/core';
import { addCalendarDays } from '../../src/lib/calendar-date';
import { displayTimeZone, formatDate, fromZonedWallTime } from '../../src/lib/dates';
import { localeTag, t } from '../../src/lib/i18n';

export { HISTORY_SELECT as HISTORY_LIST_SELECT } from '../../src/lib/history';

/** Newest first, always (the id breaks ties within one transaction). */
export const HISTORY_LIST_SORTERS = [
  { field: 'changed_at', order: 'desc' as const },
  { field: 'id', order: 'desc' as const },
];

/**
 * The page's count, for every role: the planner's estimate only (no row is counted — an exact total,
 * even one capped at 1,000 rows, reads a large share of a regional manager's history under some
 * filters). `historyTotal` turns it into what the pager shows.
 */
export const HISTORY_LIST_COUNT = 'planned' as const;

/**
 * The pager's total: exact once a page comes back short (the rows up to it are all there are),
 * otherwise the planner's estimate, but always at least one row more than the pages read so far (so
 * there is a next page while pages come back full).
 */
export function historyTotal(planned: number, page: number, pageSize: number, rowsOnPage: number): { total: number; exact: boolean } {
  const seen = (page - 1) * pageSize + rowsOnPage;
  if (rowsOnPage < pageSize) return { total: seen, exact: true };
  return { total: Math.max(planned, seen + 1), exact: false };
}

/** "7 changes", or "about 120,000 changes" / "more than 25 changes" while the total is estimated. */
export function historyTotalLabel({ total, exact }: { total: number; exact: boolean }, pageEnd: number): string {
  const n = (x: number) => x.toLocaleString(localeTag());
  if (exact) return total === 1 ? t('{n} change', { n: n(total) }) : t('{n} changes', { n: n(total) });
  if (total <= pageEnd + 1) return t('more than {n} changes', { n: n(pageEnd) });
  const step = 10 ** Math.max(0, Math.floor(Math.log10(total)) - 2);
  return t('about {n} changes', { n: n(Math.round(total / step) * step) });
}

/** The user filter's value for changes made by the service (no actor). */
export const SERVICE_ACTOR = 'service';

/** Changes by one user, or by the service (`SERVICE_ACTOR`); undefined: anyone. */
export function actorFilter(actor: string | undefined): LogicalFilter {
  if (actor === SERVICE_ACTOR) return { field: 'actor', operator: 'null', value: true };
  return { field: 'actor', operator: 'eq', value: actor || undefined };
}

/** The user filter's current value. */
export function actorValue(filters: CrudFilter[]): string | undefined {
  const f = filters.find((x): x is LogicalFilter => 'field' in x && x.field === 'actor' && x.value !== undefined);
  if (!f) return undefined;
  return f.operator === 'null' ? SERVICE_ACTOR : (f.value as string);
}

/**
 * Changes from the start of day `from` to the end of day `to` (calendar dates, 'YYYY-MM-DD') in the
 * user's display zone (their profile's time zone, src/lib/display-zone.ts): changed_at ≥ from 00:00 and
 * < the day after `to`, 00:00. Either end may be open.
 */
export function dayRangeFilters(from: string | undefined, to: string | undefined, tz: string = displayTimeZone()): LogicalFilter[] {
  return [
    { field: 'changed_at', operator: 'gte', value: from ? fromZonedWallTime(`${from} 00:00`, tz) : undefined },
    { field: 'changed_at', operator: 'lt', value: to ? fromZonedWallTime(`${addCalendarDays(to, 1)} 00:00`, tz) : undefined },
  ];
}

/** The day range the filters hold, as calendar dates in the user's display zone. */
export function dayRangeValue(filters: CrudFilter[], tz: string = displayTimeZone()): [string | undefined, string | undefined] {
  const bound = (op: string) =>
    (filters.find((x): x is LogicalFilter => 'field' in x && x.field === 'changed_at' && x.operator === op)?.value as string | undefined) ??
    undefined;
  const gte = bound('gte');
  const lt = bound('lt');
  return [gte ? formatDate(gte, 'YYYY-MM-DD', tz) : undefined, lt ? addCalendarDays(formatDate(lt, 'YYYY-MM-DD', tz), -1) : undefined];
}
