import { useDataProvider, useNotification, type BaseRecord, type CrudFilter, type CrudSort } from '@refinedev/core';
import { useState } from 'react';
import type { ExportColumn } from '../lib/csv-export';
import { prefixedError } from '../lib/error-message';
import { t } from '../lib/i18n';

/** At most this many rows go into one file (a list of 100,000 accounts is filtered first). */
export const EXPORT_MAX_ROWS = 50_000;
const PAGE = 1000;

interface Options<Row> {
  resource: string;
  /** The list's current filters and sorters (from useTable), so the file holds what the user sees. */
  filters: CrudFilter[] | undefined;
  sorters: CrudSort[] | undefined;
  meta?: Record<string, unknown>;
  /** File name base, e.g. 'accounts' → accounts-2026-11-23.csv. */
  fileName: string;
  columns: ExportColumn<Row>[];
}

function download(name: string, text: string) {
  // The BOM makes Excel read the file as UTF-8 (accents in names).
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * A list's "Export" (issue 16, defect 12): the rows of the list's filters in the list's order, every
 * page (1,000 rows a request, until a page comes back short — never trusting an estimated total), with
 * the list's columns formatted as on screen, saved as `{fileName}-{today}.csv` — or only the selected rows
 * (bulk action "Export selected"), as `{fileName}-selected-{today}.csv`.
 */
export function useListExport<Row extends BaseRecord>({ resource, filters, sorters, meta, fileName, columns }: Options<Row>) {
  const dataProvider = useDataProvider();
  const { open } = useNotification();
  const [isLoading, setLoading] = useState(false);

  const run = async (only?: readonly string[]) => {
    setLoading(true);
    try {
      const rows: Row[] = [];
      for (let page = 1; rows.length < EXPORT_MAX_ROWS; page++) {
        const { data } = await dataProvider().getList<Row>({
          resource,
          filters: only ? [{ field: 'id', operator: 'in', value: only }] : filters,
          sorters,
          pagination: { currentPage: page, pageSize: PAGE, mode: 'server' },
          meta: { ...meta, count: 'planned' },
        });
        rows.push(...data);
        if (data.length < PAGE) break;
      }
      // The CSV code loads with the first export, not with the list.
      const { csvFileName, csvRow, toCsv } = await import('../lib/csv-export');
      const text = toCsv(
        columns.map((c) => c.title),
        rows.slice(0, EXPORT_MAX_ROWS).map((r) => csvRow(columns, r)),
      );
      download(`${csvFileName(only ? `${fileName}-selected` : fileName)}.csv`, text);
      return text;
    } catch (e) {
      open?.({ type: 'error', message: prefixedError(t('Error Exporting'), e) });
      return undefined;
    } finally {
      setLoading(false);
    }
  };
  return {
    triggerExport: () => run(),
    /** "Export selected": just these rows (by id), in the list's order, with the same columns. */
    exportRows: (ids: readonly string[]) => run(ids),
    isLoading,
  };
}
