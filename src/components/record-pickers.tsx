import { useSelect } from './crud/list-hooks';
import type { BaseRecord } from '@refinedev/core';
import { Select, Spin, type SelectProps as AntSelectProps } from 'antd';
import { useState } from 'react';
import { t } from '../lib/i18n';
import { personName, type PersonRow } from '../lib/person-name';

type SelectProps = Omit<AntSelectProps, 'options'>;

// In a module of its own, so that pages needing only the name (the History page) do not load the pickers.
export { personName } from '../lib/person-name';

/** Sales-rep pickers list only the roles sales rep, regional and executive (spec §6). */
export const SALES_REP_ROLES = [7, 6, 5];

type Label = string | ((row: BaseRecord) => string);

function usePicker(
  resource: string,
  label: Label,
  search: string | string[],
  value: unknown,
  extra: Partial<Parameters<typeof useSelect>[0]> = {},
): AntSelectProps {
  const optionLabel = typeof label === 'string' ? (row: BaseRecord) => String(row[label] ?? '') : label;
  const current = typeof value === 'string' || typeof value === 'number' ? value : Array.isArray(value) ? (value as string[]) : undefined;
  // The choices are read when the picker is first opened (a form shows pickers' values, not their
  // lists: three pickers on an account no longer mean three lists read with the page).
  const [opened, setOpened] = useState(false);
  const { selectProps, defaultValueQuery, query } = useSelect({
    resource,
    optionLabel,
    optionValue: (row: BaseRecord) => String(row.id),
    onSearch: (v) =>
      typeof search === 'string'
        ? [{ field: search, operator: 'contains', value: v }]
        : [{ operator: 'or', value: search.map((field) => ({ field, operator: 'contains' as const, value: v })) }],
    pagination: { pageSize: 50 },
    // The current value is fetched by id and kept among the options, so the field shows its name even
    // when it is not on the first page of choices (issue 16, defect 7: a raw UUID showed).
    defaultValue: current,
    ...extra,
    queryOptions: { ...extra.queryOptions, enabled: opened && (extra.queryOptions?.enabled ?? true) },
    // The value's own row is read at once (refine would otherwise apply the choices' `enabled` to it).
    defaultValueQueryOptions: extra.defaultValueQueryOptions ?? { enabled: true },
  });
  const loading = defaultValueQuery.isLoading;
  return {
    ...(selectProps as AntSelectProps),
    onOpenChange: (open) => open && setOpened(true),
    notFoundContent: !opened || query.isFetching ? <Spin size="small" /> : undefined,
    labelRender: (p) => valueLabel(p, loading),
  };
}

/** A chosen value's label; without an option (deleted, or hidden from this user by RLS) never its raw id. */
export function valueLabel({ label, value }: { label?: React.ReactNode; value?: string | number }, loading = false): React.ReactNode {
  if (label !== undefined && label !== null && label !== '' && label !== value) return label;
  return <span className="picker-unknown">{loading ? t('Loading…') : t('Not visible to you')}</span>;
}

/** A sales rep (roles sales rep, regional, executive) the caller may see. */
export function SalesRepPicker(props: SelectProps) {
  const selectProps = usePicker('profiles', (row) => personName(row as PersonRow), ['first_name', 'last_name', 'email'], props.value, {
    filters: [
      { field: 'role', operator: 'in', value: SALES_REP_ROLES },
      { field: 'active', operator: 'eq', value: true },
    ],
    meta: { select: 'id, first_name, last_name, email' },
    sorters: [{ field: 'first_name', order: 'asc' }],
  });
  return <Select allowClear showSearch placeholder={t('Sales rep')} {...selectProps} {...props} />;
}

/** Any active profile the caller may see (e.g. a task's assignee). */
export function PersonPicker(props: SelectProps) {
  const selectProps = usePicker('profiles', (row) => personName(row as PersonRow), 'email', props.value, {
    filters: [{ field: 'active', operator: 'eq', value: true }],
    meta: { select: 'id, first_name, last_name, email' },
  });
  return <Select allowClear showSearch placeholder={t('Person')} {...selectProps} {...props} />;
}

const ofOrganization = (organizationId: string | undefined) =>
  organizationId ? [{ field: 'organization_id', operator: 'eq' as const, value: organizationId }] : [];

/** A partner the caller may see (of one organization, when given). */
export function PartnerPicker({ organizationId, ...props }: SelectProps & { organizationId?: string }) {
  const selectProps = usePicker('partners', 'name', 'name', props.value, {
    filters: ofOrganization(organizationId),
    sorters: [{ field: 'name', order: 'asc' }],
  });
  return <Select allowClear showSearch placeholder={t('Partner')} {...selectProps} {...props} />;
}

/** An affiliate the caller may see (of one organization, when given). */
export function AffiliatePicker({ organizationId, ...props }: SelectProps & { organizationId?: string }) {
  const selectProps = usePicker('affiliates', 'name', 'name', props.value, {
    filters: ofOrganization(organizationId),
    sorters: [{ field: 'name', order: 'asc' }],
  });
  return <Select allowClear showSearch placeholder={t('Affiliate')} {...selectProps} {...props} />;
}

/** An account the caller may see. */
export function AccountPicker(props: SelectProps) {
  const selectProps = usePicker('accounts', 'account_name', 'account_name', props.value, {
    sorters: [{ field: 'account_name', order: 'asc' }],
    meta: { select: 'id, account_name' },
  });
  return <Select showSearch placeholder={t('Account')} {...selectProps} {...props} />;
}

/** A retailer from the catalogue. */
export function RetailerPicker(props: SelectProps) {
  const selectProps = usePicker('retailers', 'name', 'name', props.value, { sorters: [{ field: 'name', order: 'asc' }] });
  return <Select allowClear showSearch placeholder={t('Retailer')} {...selectProps} {...props} />;
}

/** A product from the catalogue, optionally of one retailer. */
export function ProductPicker({ retailerId, ...props }: SelectProps & { retailerId?: string | null }) {
  const selectProps = usePicker('products', 'name', 'name', props.value, {
    filters: retailerId ? [{ field: 'retailer_id', operator: 'eq', value: retailerId }] : [],
    sorters: [{ field: 'name', order: 'asc' }],
  });
  return <Select allowClear showSearch placeholder={t('Product')} {...selectProps} {...props} />;
}
