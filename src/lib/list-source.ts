// Which relation a list reads: management has its own views of the biggest lists (docs/security.md).
import { ROLES } from './ability';

/**
 * Management's views of the lists that grow with the business. They hold, for a management caller,
 * exactly the rows RLS lets management see (every row) and nothing for anyone else; Postgres plans
 * them as the plain table, where through RLS it would read and sort every row for each page.
 */
export const MANAGEMENT_LIST_VIEWS = {
  accounts: 'accounts_list_management',
  pricing_requests_list: 'pricing_requests_list_management',
} as const;

export type ListSource = keyof typeof MANAGEMENT_LIST_VIEWS;

/** The relation a list of `base` reads for a caller of `role`. */
export function listSource<T extends ListSource>(base: T, role: number | null | undefined): T | (typeof MANAGEMENT_LIST_VIEWS)[T] {
  return role === ROLES.MANAGEMENT ? MANAGEMENT_LIST_VIEWS[base] : base;
}
