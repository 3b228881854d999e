import { useSelect } from '../../src/components/crud/list-hooks';
import { personName } from '../../src/components/record-pickers';

type Manager = { id: string; first_name: string | null; last_name: string | null; email: string | null };

/** Options of the partner statuses, in their sort order. */
export function usePartnerStatuses() {
  return useSelect({
    resource: 'partner_statuses',
    optionLabel: 'name',
    optionValue: 'id',
    sorters: [{ field: 'sort_order', order: 'asc' }],
    pagination: { pageSize: 50 },
  }).selectProps;
}

/** Options of the regional managers (role 6), searched by e-mail. */
export function useRegionalManagers() {
  return useSelect<Manager>({
    resource: 'profiles',
    optionLabel: personName,
    optionValue: 'id',
    filters: [{ field: 'role', operator: 'eq', value: 6 }],
    onSearch: (v) => [{ field: 'email', operator: 'contains', value: v }],
    meta: { select: 'id, first_name, last_name, email' },
    pagination: { pageSize: 50 },
  }).selectProps;
}
