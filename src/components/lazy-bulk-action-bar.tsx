import { lazy, Suspense, type ComponentType } from 'react';
import type { SelectedRow } from '../../providers/bulk-actions';
import type { BulkActionBarProps } from './bulk-action-bar';

// The bar (its dialog, form and sales-rep picker) loads when a row is first selected: a list that
// nobody selects in never downloads it (docs/frontend.md, "Bundle").
const Bar = lazy(() =>
  import('./bulk-action-bar').then((m) => ({ default: m.BulkActionBar as ComponentType<BulkActionBarProps<SelectedRow>> })),
);

/** The list's bulk action bar (src/components/bulk-action-bar.tsx), loaded with the first selection. */
export function BulkActionBar<Row extends SelectedRow>(props: BulkActionBarProps<Row>) {
  if (!props.selection.selected.length) return null;
  return (
    <Suspense fallback={null}>
      <Bar {...(props as unknown as BulkActionBarProps<SelectedRow>)} />
    </Suspense>
  );
}
