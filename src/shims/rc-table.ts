// `rc-table` as antd's Table imports it (vite.config.ts LAZY_PARTS): the names antd takes from its
// index, each from its own module. The index also imports the virtual table (~1.7 KB gzip), which
// rc-table does not declare free of side effects, so every page with a table carried it; antd's
// virtual table (loaded only for `virtual` tables) still imports the index.
export { EXPAND_COLUMN, INTERNAL_HOOKS } from 'rc-table/es/constant';
export { FooterComponents as Summary } from 'rc-table/es/Footer';
export { genTable } from 'rc-table/es/Table';
export { INTERNAL_COL_DEFINE } from 'rc-table/es/utils/legacyUtil';
