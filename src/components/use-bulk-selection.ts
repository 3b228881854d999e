import type { TableProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { SelectedRow } from '../../providers/bulk-actions';

/**
 * A list's selected rows for its bulk actions: antd's rowSelection (kept across pages), and each
 * selected row as last loaded — its `updated_at` is the version the bulk RPC compares, refreshed
 * whenever the list reloads a page that shows it.
 */
export function useBulkSelection<Row extends SelectedRow>(page: readonly Row[] | undefined) {
  const [rows, setRows] = useState<ReadonlyMap<string, Row>>(new Map());

  useEffect(() => {
    if (!page?.length) return;
    setRows((prev) => {
      if (!page.some((r) => prev.has(r.id) && prev.get(r.id) !== r)) return prev;
      const next = new Map(prev);
      for (const r of page) if (next.has(r.id)) next.set(r.id, r);
      return next;
    });
  }, [page]);

  const rowSelection: NonNullable<TableProps<Row>['rowSelection']> = useMemo(
    () => ({
      selectedRowKeys: [...rows.keys()],
      preserveSelectedRowKeys: true,
      onChange: (keys, selectedRows) =>
        setRows((prev) => {
          const next = new Map<string, Row>();
          for (const key of keys) {
            const id = String(key);
            const row = selectedRows.find((r) => r?.id === id) ?? prev.get(id);
            if (row) next.set(id, row);
          }
          return next;
        }),
    }),
    [rows],
  );

  const selected = useMemo(() => [...rows.values()], [rows]);
  return { rowSelection, selected, clear: () => setRows(new Map()) };
}

export type BulkSelection<Row extends SelectedRow> = ReturnType<typeof useBulkSelection<Row>>;
