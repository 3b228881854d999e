import { useList, useMany, type BaseRecord } from '@refinedev/core';
import { useMemo } from 'react';
import { referenceTable, type HistoryRow } from '../../lib/history';
import { personName } from '../record-pickers';
import { t } from '../../lib/i18n';

/** How each referenced table names a record (columns read through the viewer's RLS). */
const NAMERS: Record<string, { select: string; name: (r: BaseRecord) => string }> = {
  profiles: { select: 'id, first_name, last_name, email', name: (r) => personName(r as Parameters<typeof personName>[0]) },
  partners: { select: 'id, name', name: (r) => String(r.name ?? '') },
  affiliates: { select: 'id, name', name: (r) => String(r.name ?? '') },
  organizations: { select: 'id, name', name: (r) => String(r.name ?? '') },
  retailers: { select: 'id, name', name: (r) => String(r.name ?? '') },
  products: { select: 'id, name', name: (r) => String(r.name ?? '') },
  accounts: { select: 'id, account_name', name: (r) => String(r.account_name ?? '') },
  pricing_requests: { select: 'id, name', name: (r) => String(r.name ?? '') },
  contracts: { select: 'id, number', name: (r) => String(r.number ?? '') },
  matrix_submissions: {
    select: 'id, account:accounts(account_name)',
    name: (r) => {
      const account = (r.account as { account_name?: string } | null)?.account_name;
      return account ? t('Submission for {account}', { account }) : t('Submission for an account');
    },
  },
  tasks: { select: 'id, title', name: (r) => String(r.title ?? '') },
  proposals: { select: 'id, title', name: (r) => String(r.title ?? '') },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ids a page of history names, per table: values of reference fields, and (`withRecords`) the records themselves. */
export function referencedIds(rows: HistoryRow[], withRecords: boolean): Record<string, string[]> {
  const ids: Record<string, Set<string>> = {};
  const add = (table: string | undefined, id: unknown) => {
    if (!table || !NAMERS[table] || typeof id !== 'string' || !UUID.test(id)) return;
    (ids[table] ??= new Set()).add(id);
  };
  for (const row of rows) {
    for (const values of [row.old_values, row.new_values])
      for (const [field, v] of Object.entries(values ?? {})) add(referenceTable(field), v);
    if (withRecords) add(row.table_name, row.record_id);
  }
  return Object.fromEntries(Object.entries(ids).map(([t, s]) => [t, [...s].sort()]));
}

interface Names {
  names: Map<string, string>;
  loading: boolean;
}

function useNames(table: string, ids: string[] | undefined): Names {
  const { result, query } = useMany({
    resource: table,
    ids: ids ?? [],
    meta: { select: NAMERS[table].select },
    queryOptions: { enabled: !!ids?.length },
  });
  const names = useMemo(() => {
    const found = new Map<string, string>();
    for (const r of result?.data ?? []) found.set(String(r.id), NAMERS[table].name(r));
    return found;
  }, [result, table]);
  return { names, loading: !!ids?.length && query.isLoading };
}

export interface ReferenceNames {
  /** The name of record `id` of `table`, '' while loading, undefined when the viewer may not see it (or it is gone). */
  name(table: string, id: string): string | undefined;
  partnerStatuses: Record<number, string>;
  loading: boolean;
}

/**
 * Names for the ids a page of history shows (sales reps, partners, retailers, products, accounts…),
 * read through the viewer's RLS: a record they may not see, or one deleted since, stays unnamed.
 */
export function useReferenceNames(rows: HistoryRow[], withRecords = false): ReferenceNames {
  const ids = useMemo(() => referencedIds(rows, withRecords), [rows, withRecords]);
  const maps = {
    profiles: useNames('profiles', ids.profiles),
    partners: useNames('partners', ids.partners),
    affiliates: useNames('affiliates', ids.affiliates),
    organizations: useNames('organizations', ids.organizations),
    retailers: useNames('retailers', ids.retailers),
    products: useNames('products', ids.products),
    accounts: useNames('accounts', ids.accounts),
    pricing_requests: useNames('pricing_requests', ids.pricing_requests),
    contracts: useNames('contracts', ids.contracts),
    matrix_submissions: useNames('matrix_submissions', ids.matrix_submissions),
    tasks: useNames('tasks', ids.tasks),
    proposals: useNames('proposals', ids.proposals),
  } as Record<string, Names>;
  const needStatuses = rows.some((r) => r.table_name === 'partners');
  const { result: statuses, query: statusQuery } = useList<{ id: number; name: string }>({
    resource: 'partner_statuses',
    pagination: { pageSize: 50 },
    queryOptions: { enabled: needStatuses },
  });
  const partnerStatuses = useMemo(() => Object.fromEntries((statuses?.data ?? []).map((s) => [s.id, s.name])), [statuses]);
  return {
    name: (table, id) => maps[table]?.names.get(id) ?? (maps[table]?.loading ? '' : undefined),
    partnerStatuses,
    loading: needStatuses && statusQuery.isLoading,
  };
}
