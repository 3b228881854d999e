// rc-tree's `conductCheck` (utils/conductUtil) and `convertDataToEntities` (utils/treeUtil) as antd's
// table selection imports them (vite.config.ts LAZY_PARTS): it calls them only for a tree table with
// `rowSelection.checkStrictly: false` (a parent's box ticking its children), which the portal has
// nowhere, and they cost every page with a table ~1.7 KB gzip. A table that sets it gets this error.
const UNSUPPORTED =
  'rowSelection.checkStrictly: false (tree selection) is not in this build: remove the tree-conduct rules in vite.config.ts LAZY_PARTS';

export function conductCheck(): never {
  throw new Error(UNSUPPORTED);
}

export function convertDataToEntities(): never {
  throw new Error(UNSUPPORTED);
}
