// `flattenKeys` as antd's table FilterDropdown.js exports it (its column filters' values, nested ones
// included): antd's useFilter imports it together with FilterDropdown, which vite.config.ts makes a
// lazily loaded part; this keeps the function itself synchronous.
interface FilterItem {
  value: unknown;
  children?: FilterItem[];
}

export function flattenKeys(filters: FilterItem[] | undefined): unknown[] {
  return (filters ?? []).flatMap(({ value, children }) => [value, ...(children ? flattenKeys(children) : [])]);
}
