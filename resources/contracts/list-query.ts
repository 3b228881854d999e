// The Contracts list's query parameters, shared by the screen and `npm run bench:db`.

/** Columns and embeds the list shows. */
export const CONTRACTS_LIST_SELECT =
  'id, account_id, organization_id, number, commodity, rate, volume, start_date, end_date, status, account:accounts(account_name), retailer:retailers(name), product:products(name)';

/** The list's order until the user sorts. */
export const CONTRACTS_LIST_SORTERS = [{ field: 'end_date', order: 'asc' as const }];
