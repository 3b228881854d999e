/** A filter as Refine encodes it in a list URL (syncWithLocation). */
export interface LinkFilter {
  field?: string;
  operator: string;
  value: unknown;
}

/**
 * A list URL whose filters Refine's `useTable({ syncWithLocation: true })` picks up, e.g.
 * `/contracts?filters[0][field]=end_date&filters[0][operator]=lte&filters[0][value]=2026-12-01`.
 */
export function listLink(path: string, filters: readonly LinkFilter[]): string {
  const params: string[] = [];
  filters.forEach((f, i) => {
    if (f.field !== undefined) params.push(`filters[${i}][field]=${encodeURIComponent(f.field)}`);
    params.push(`filters[${i}][operator]=${encodeURIComponent(f.operator)}`);
    params.push(`filters[${i}][value]=${encodeURIComponent(String(f.value))}`);
  });
  return params.length ? `${path}?${params.join('&')}` : path;
}
