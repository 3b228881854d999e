// `arrAdd` / `arrDel` as rc-tree's util module exports them, for antd's table selection (aliased in
// vite.config.ts): the selection column needs these two list helpers only, and rc-tree's util module
// brings the tree's node component along.
export function arrDel<T>(list: readonly T[] | undefined, value: T): T[] {
  if (!list) return [];
  const clone = list.slice();
  const index = clone.indexOf(value);
  if (index >= 0) clone.splice(index, 1);
  return clone;
}

export function arrAdd<T>(list: readonly T[] | undefined, value: T): T[] {
  const clone = (list ?? []).slice();
  if (!clone.includes(value)) clone.push(value);
  return clone;
}
