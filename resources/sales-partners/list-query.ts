// The Sales Partners list's query parameters, shared by the screen and `npm run bench:db`.

/** Columns and embeds the list shows (status, regional manager, owner). */
export const PARTNERS_LIST_SELECT =
  '*, partner_statuses(name), regional:profiles!partners_regional_manager_fkey(first_name, last_name), owner_profile:profiles!partners_owner_fkey(first_name, last_name, email)';

/** By name until the user sorts. */
export const PARTNERS_LIST_SORTERS = [{ field: 'name', order: 'asc' as const }];
