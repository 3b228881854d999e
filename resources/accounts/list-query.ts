// The Accounts list's query parameters, shared by the screen and `npm run bench:accounts`.
import type { CrudFilter } from '@refinedev/core';

/** Columns and embeds the list shows (partner and sales rep by name), and the version bulk actions send. */
export const ACCOUNTS_LIST_SELECT =
  'id, updated_at, account_name, contact_first_name, contact_last_name, contact_email, contact_phone, service_address, service_city, utility, active, signature_status, created_at, partner:partners(name), rep:profiles!accounts_sales_rep_fkey(first_name, last_name, email)';

/** Newest first until the user sorts. */
export const ACCOUNTS_LIST_SORTERS = [{ field: 'created_at', order: 'desc' as const }];

/** Columns the search box looks in. */
export const ACCOUNTS_SEARCHED = [
  'account_name',
  'contact_first_name',
  'contact_last_name',
  'contact_email',
  'contact_phone',
  'service_address',
  'service_city',
];

/** The search box: any of name, contact, e-mail, phone or address contains the text. */
export function searchFilter(text: string): CrudFilter {
  const value = text.trim().replace(/[,()]/g, ' ');
  return { key: 'search', operator: 'or', value: value ? ACCOUNTS_SEARCHED.map((field) => ({ field, operator: 'contains', value })) : [] };
}
