// The Contract Submissions list's query parameters, shared by the screen and `npm run bench:db`.

/** Columns and embeds the list shows. */
export const SUBMISSIONS_LIST_SELECT =
  'id, account_id, commodity, rate, term_months, start_date, annual_volume, status, notes, created_at, account:accounts(account_name), retailer:retailers(name), product:products(name)';

/** The list's order until the user sorts. */
export const SUBMISSIONS_LIST_SORTERS = [{ field: 'created_at', order: 'desc' as const }];
