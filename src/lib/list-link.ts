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
    // An `in` filter's list: `filters[i][value][0]=a&filters[i][value][1]=b`, as qs (Refine's parser) reads it.
    if (Array.isArray(f.value)) f.value.forEach((v, j) => params.push(`filters[${i}][value][${j}]=${encodeURIComponent(String(v))}`));
    else params.push(`filters[${i}][value]=${encodeURIComponent(String(f.value))}`);
  });
  return params.length ? `${path}?${params.join('&')}` : path;
}
