import { useSelect } from '../../src/components/crud/list-hooks';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { ListFilterBar, SearchFilter } from '../../src/components/list-filter-bar';
import { DEFAULT_FILTERS, type ListFilterValues } from './filters';
import { COMMODITIES } from './payload';
import { assignedSalesReps, repName, type SalesRep } from './queries';
import { t } from '../../src/lib/i18n';

/** The sales reps of the filter, from get_assigned_profiles_for_active_pricing_requests. */
export function useSalesReps(): { data?: SalesRep[]; isLoading: boolean } {
  const [data, setData] = useState<SalesRep[]>();
  useEffect(() => {
    let live = true;
    assignedSalesReps()
      .then((reps) => live && setData(reps))
      .catch(() => live && setData([]));
    return () => {
      live = false;
    };
  }, []);
  return { data, isLoading: data === undefined };
}

export function ListFilters({ value, onChange }: { value: ListFilterValues; onChange: (v: ListFilterValues) => void }) {
  const reps = useSalesReps();
  const { selectProps: accountProps } = useSelect({
    resource: 'accounts',
    optionLabel: 'account_name',
    optionValue: 'id',
    sorters: [{ field: 'account_name', order: 'asc' }],
    onSearch: (text) => (text ? [{ field: 'account_name', operator: 'contains', value: text }] : []),
    pagination: { pageSize: 20 },
  });
  const set = (patch: Partial<ListFilterValues>) => onChange({ ...value, ...patch });
  // The filters set beyond the list's defaults (active requests of active accounts), search left out.
  const active = (['account_id', 'sales_rep', 'commodity', 'status', 'accountActive'] as const).filter(
    (k) => (value[k] ?? undefined) !== (DEFAULT_FILTERS[k] ?? undefined),
  ).length;
  return (
    <ListFilterBar
      active={active}
      search={
        <SearchFilter
          label={t('Search name or account')}
          placeholder={t('Search name or account')}
          width={240}
          defaultValue={value.search}
          onSearch={(search) => set({ search })}
        />
      }
    >
      <Select
        showSearch
        filterOption={false}
        options={accountProps.options}
        onSearch={accountProps.onSearch}
        loading={accountProps.loading}
        allowClear
        placeholder={t('Account')}
        aria-label={t('Account')}
        style={{ width: 220 }}
        value={value.account_id}
        onChange={(account_id?: string) => set({ account_id })}
      />
      <Select
        allowClear
        placeholder={t('Sales rep')}
        aria-label={t('Sales rep')}
        style={{ width: 180 }}
        loading={reps.isLoading}
        value={value.sales_rep}
        options={(reps.data ?? []).map((p) => ({ value: p.id, label: repName(p) }))}
        onChange={(sales_rep?: string) => set({ sales_rep })}
      />
      <Select
        allowClear
        placeholder={t('Commodity')}
        aria-label={t('Commodity')}
        style={{ width: 140 }}
        value={value.commodity}
        options={COMMODITIES}
        onChange={(commodity?: string) => set({ commodity })}
      />
      <Select
        aria-label={t('Status')}
        style={{ width: 130 }}
        value={value.status ?? 'all'}
        options={[
          { value: 'active', label: t('Active') },
          { value: 'inactive', label: t('Inactive') },
          { value: 'all', label: t('Any status') },
        ]}
        onChange={(status: ListFilterValues['status']) => set({ status })}
      />
      <Select
        aria-label={t('Account state')}
        style={{ width: 170 }}
        value={value.accountActive ? 'active' : 'all'}
        options={[
          { value: 'active', label: t('Active accounts') },
          { value: 'all', label: t('All accounts') },
        ]}
        onChange={(v: string) => set({ accountActive: v === 'active' })}
      />
    </ListFilterBar>
  );
}
