// How the big lists ask for their rows, by the caller's role (docs/frontend.md, "Big lists").
import { ROLES } from './ability';
import { localeTag, t } from './i18n';

/**
 * Roles whose lists cover whole organizations (app.org_wide_organizations()): Postgres knows their
 * share of a table when it plans (the policies' planner hint), so its row estimate is close.
 */
export const ORG_WIDE_ROLES: ReadonlySet<number> = new Set([ROLES.MANAGEMENT, ROLES.COMPANY_ADMIN, ROLES.EXECUTIVE]);

/** Totals up to this many rows are exact with count=estimated (supabase/config.toml `max_rows`). */
export const EXACT_UP_TO = 1000;

export type ListCount = 'exact' | 'estimated';

/**
 * The list's count and search for a caller: org-wide callers count `estimated` (exact up to 1,000,
 * the planner's estimate above; an exact count of 100,000 visible rows costs more than the page)
 * and send a search term to the list's search RPC first; everyone else counts exactly and filters
 * (their rows are few, and the planner, assuming few, plans them well).
 */
export function bigListMeta(role: number | null | undefined, searchRpc?: string): { count: ListCount; searchRpc?: string } {
  if (role === null || role === undefined || !ORG_WIDE_ROLES.has(role)) return { count: 'exact' };
  return searchRpc ? { count: 'estimated', searchRpc } : { count: 'estimated' };
}

/** A count as a list shows it: "about 117,000" when it is the planner's estimate (three digits). */
export function countLabel(total: number, count: ListCount | undefined): string {
  if (count === 'estimated' && total > EXACT_UP_TO) {
    const step = 10 ** Math.max(0, Math.floor(Math.log10(total)) - 2);
    return t('about {n}', { n: (Math.round(total / step) * step).toLocaleString(localeTag()) });
  }
  return total.toLocaleString(localeTag());
}

/** The pagination's total: "about 117,000 items" when it is the planner's estimate. */
export function totalLabel(total: number, count: ListCount | undefined): string {
  return total === 1 ? t('{n} item', { n: countLabel(total, count) }) : t('{n} items', { n: countLabel(total, count) });
}
