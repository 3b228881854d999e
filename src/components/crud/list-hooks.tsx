// The portal's useTable and useSelect (see list.tsx for why our own): refine's
// core hooks with the props antd's Table and Select take, as refine's do (unit-tested against them).
// Not here: useTable's `searchFormProps` (a form the portal's lists do not use; the filter bars set
// refine's filters themselves), which is what brought the form engine along.
import type { useSelect as RefineUseSelect, useTable as RefineUseTable } from '@refinedev/antd';
import {
  useLink,
  useLiveMode,
  useSelect as useSelectCore,
  useTable as useTableCore,
  type BaseRecord,
  type CrudFilter,
  type CrudSort,
  type HttpError,
} from '@refinedev/core';
import { Grid, type TablePaginationConfig, type TableProps } from 'antd';
import type { FilterValue, SorterResult } from 'antd/es/table/interface';
import { Children, createElement, Fragment, type ReactElement, type ReactNode } from 'react';

/** antd's sorter state as refine's sorters (multi-column sorters in their `multiple` order). */
export function mapAntdSorterToCrudSorting(sorter: SorterResult<unknown> | SorterResult<unknown>[]): CrudSort[] {
  const out: CrudSort[] = [];
  const push = (s: SorterResult<unknown>) => {
    if (!s.field || !s.order) return;
    const field = Array.isArray(s.field) ? s.field.join('.') : `${s.field as string}`;
    out.push({ field: `${(s.columnKey as string | undefined) ?? field}`, order: s.order.replace('end', '') as 'asc' | 'desc' });
  };
  if (Array.isArray(sorter)) {
    const multiple = (s: SorterResult<unknown>) => (s.column?.sorter as { multiple?: number } | undefined)?.multiple ?? 0;
    [...sorter].sort((a, b) => (multiple(a) < multiple(b) ? -1 : 0)).forEach(push);
  } else push(sorter);
  return out;
}

/** antd's column filters as refine's filters (the operator the list already uses for the field, else eq / in). */
export function mapAntdFilterToCrudFilter(
  tableFilters: Record<string, FilterValue | null>,
  prevFilters: CrudFilter[],
  initialFilters?: CrudFilter[],
): CrudFilter[] {
  const initial = new Map((initialFilters ?? []).map((f) => [('key' in f && f.key) || ('field' in f ? f.field : undefined), f]));
  const out: CrudFilter[] = [];
  for (const field of Object.keys(tableFilters)) {
    const value = tableFilters[field];
    const previous = prevFilters.filter((f) => f.operator !== 'or').find((f) => 'field' in f && f.field === field);
    const operator = previous?.operator || initial.get(field)?.operator;
    if (operator !== 'or' && operator !== 'and')
      out.push({ field, operator: (operator ?? (Array.isArray(value) ? 'in' : 'eq')) as 'eq', value } as CrudFilter);
  }
  return out;
}

function PaginationLink({ to, element }: { to: string; element: ReactNode }) {
  const Link = useLink();
  return (
    <Link to={to} replace={false} onClick={(e: { preventDefault: () => void }) => e.preventDefault()}>
      {element}
    </Link>
  );
}

type UseTable = typeof RefineUseTable;

export const useTable = (<TQueryFnData extends BaseRecord = BaseRecord, TError extends HttpError = HttpError>({
  onSearch,
  ...props
}: Parameters<UseTable>[0] = {}) => {
  // Everything but the search form goes to refine's core hook as given.
  const core = useTableCore<TQueryFnData, TError>(props as Parameters<typeof useTableCore<TQueryFnData, TError>>[0]);
  const { pagination: paginationFromProp, filters: filtersFromProp, liveMode: liveModeFromProp } = props;
  const {
    tableQuery,
    currentPage,
    setCurrentPage,
    pageSize,
    setPageSize,
    filters,
    setFilters,
    sorters,
    setSorters,
    createLinkForSyncWithLocation,
  } = core;
  if (onSearch) throw new Error("useTable's onSearch (a search form) is not available (src/components/crud/list-hooks.tsx)");
  const breakpoint = Grid.useBreakpoint();
  const liveMode = useLiveMode(liveModeFromProp);
  const paginationEnabled = paginationFromProp?.mode !== 'off';
  const { data, isFetched, isLoading } = tableQuery;

  const onChange: TableProps<TQueryFnData>['onChange'] = (paginationState, tableFilters, sorter) => {
    if (tableFilters && Object.keys(tableFilters).length > 0) {
      setFilters(mapAntdFilterToCrudFilter(tableFilters, filters, filtersFromProp?.initial));
    }
    if (sorter && Object.keys(sorter).length > 0) setSorters(mapAntdSorterToCrudSorting(sorter as SorterResult<unknown>));
    if (paginationEnabled) {
      setCurrentPage?.(paginationState.current || 1);
      setPageSize?.(paginationState.pageSize || 10);
    }
  };

  const pagination = (): TablePaginationConfig | false => {
    if (!paginationEnabled) return false;
    return {
      itemRender: (page, type, element) => {
        const link = createLinkForSyncWithLocation({ pagination: { pageSize, currentPage: page }, sorters, filters });
        if (type === 'page') return createElement(PaginationLink, { to: link, element: `${page}` });
        if (type === 'next' || type === 'prev') return createElement(PaginationLink, { to: link, element });
        if (type === 'jump-next' || type === 'jump-prev') {
          const children = (element as ReactElement<{ children?: ReactNode }> | null)?.props?.children;
          return createElement(PaginationLink, {
            to: link,
            element: Children.count(children) > 1 ? createElement(Fragment, {}, children) : children,
          });
        }
        return element;
      },
      pageSize,
      current: currentPage,
      simple: !breakpoint.sm,
      position: !breakpoint.sm ? ['bottomCenter'] : ['bottomRight'],
      total: data?.total,
    };
  };

  return {
    searchFormProps: {},
    tableProps: {
      dataSource: data?.data,
      loading: liveMode === 'auto' ? isLoading : !isFetched,
      onChange,
      pagination: pagination(),
      scroll: { x: true },
    },
    ...core,
  };
}) as unknown as UseTable;

type UseSelect = typeof RefineUseSelect;

export const useSelect = ((props: Parameters<UseSelect>[0]) => {
  const { query, defaultValueQuery, onSearch, options } = useSelectCore(props);
  return {
    selectProps: { options, onSearch, loading: defaultValueQuery.query.isFetching, showSearch: true, filterOption: false },
    query,
    defaultValueQuery: defaultValueQuery.query,
  };
}) as unknown as UseSelect;
