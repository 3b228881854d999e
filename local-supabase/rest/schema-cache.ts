import type { Db } from '../db/types.ts';
import { CATALOG_SQL } from './schema-catalog-sql.ts';

export interface Column {
  name: string;
  /** format_type() with a pg_catalog-only search_path, so it is schema-qualified where needed. */
  type: string;
  nullable: boolean;
  hasDefault: boolean;
  /** Default expression text from the catalog (used for `Prefer: missing=default`). */
  defaultExpr: string | null;
  generated: boolean;
}

export interface Table {
  schema: string;
  name: string;
  /** r table, v view, m matview, f foreign, p partitioned */
  kind: string;
  columns: Map<string, Column>;
  pk: string[];
  /** PK and UNIQUE constraints / unique indexes (column lists). */
  uniques: string[][];
}

export interface ForeignKey {
  name: string;
  schema: string;
  table: string;
  columns: string[];
  refSchema: string;
  refTable: string;
  refColumns: string[];
}

export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface DbFunction {
  schema: string;
  name: string;
  args: FunctionArg[];
  /** Output columns when the function returns a composite/TABLE/OUT-params row. */
  outColumns: { name: string; type: string }[] | null;
  returnType: string;
  returnsSet: boolean;
  returnsVoid: boolean;
  /** 'schema.table' when the result rows are a table's row type (embeds then work). */
  returnTable: string | null;
  volatility: 'i' | 's' | 'v';
}

export interface SchemaCache {
  tables: Map<string, Table>;
  /** FKs, including the ones views inherit from their base tables. */
  fks: ForeignKey[];
  functions: Map<string, DbFunction[]>;
  /** Roles a JWT may name (members granted to `authenticator`, plus the API roles). */
  roles: Set<string>;
  /** Bumped on every reload; plan caches key on it. */
  version: number;
}

export const key = (schema: string, name: string) => `${schema}.${name}`;

interface CatalogRow {
  tables: {
    schema: string;
    name: string;
    kind: string;
    columns: { name: string; type: string; nullable: boolean; default: string | null; generated: boolean }[];
    pk: string[] | null;
    uniques: string[][] | null;
  }[];
  fks: ForeignKey[];
  view_columns: { schema: string; view: string; column: string; base_schema: string; base_table: string; base_column: string }[];
  functions: {
    schema: string;
    name: string;
    args: { name: string; type: string; mode: string; has_default: boolean }[];
    return_type: string;
    returns_set: boolean;
    return_kind: string;
    return_rel: string | null;
    return_cols: { name: string; type: string }[] | null;
    volatility: 'i' | 's' | 'v';
  }[];
  roles: string[];
}

let versionCounter = 0;

/** Reads tables, columns, keys, FKs, functions and roles of the exposed schemas from pg_catalog. */
export async function loadSchemaCache(db: Db, schemas: string[]): Promise<SchemaCache> {
  const row = await db.transaction(async (tx) => {
    // Types are rendered with only pg_catalog on the path, so user types come out schema-qualified.
    await tx.query(`select set_config('search_path', 'pg_catalog', true)`);
    const r = await tx.query<{ data: CatalogRow | string }>(CATALOG_SQL, [schemas]);
    const d = r.rows[0]!.data;
    return typeof d === 'string' ? (JSON.parse(d) as CatalogRow) : d;
  });
  const tables = new Map<string, Table>();
  for (const t of row.tables) {
    const columns = new Map<string, Column>();
    for (const c of t.columns) {
      columns.set(c.name, {
        name: c.name,
        type: c.type,
        nullable: c.nullable,
        hasDefault: c.default !== null,
        defaultExpr: c.default,
        generated: c.generated,
      });
    }
    tables.set(key(t.schema, t.name), { schema: t.schema, name: t.name, kind: t.kind, columns, pk: t.pk ?? [], uniques: t.uniques ?? [] });
  }
  const fks = [...row.fks, ...viewForeignKeys(row.fks, row.view_columns)];
  const functions = new Map<string, DbFunction[]>();
  for (const f of row.functions) {
    const k = key(f.schema, f.name);
    const inArgs = f.args.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
    const outArgs = f.args.filter((a) => a.mode === 'o' || a.mode === 't' || a.mode === 'b');
    const fn: DbFunction = {
      schema: f.schema,
      name: f.name,
      args: inArgs.map((a) => ({ name: a.name, type: a.type, hasDefault: a.has_default })),
      // Composite results carry their attributes; TABLE(…) and several OUT params give rows of their OUT args.
      outColumns:
        f.return_cols ??
        ((f.return_type === 'record' || f.args.some((a) => a.mode === 't')) && outArgs.length
          ? outArgs.map((a) => ({ name: a.name, type: a.type }))
          : null),
      returnType: f.return_type,
      returnsSet: f.returns_set,
      returnsVoid: f.return_type === 'void',
      returnTable: f.return_rel,
      volatility: f.volatility,
    };
    functions.set(k, [...(functions.get(k) ?? []), fn]);
  }
  return { tables, fks, functions, roles: new Set(row.roles), version: ++versionCounter };
}

/**
 * Views inherit their base tables' FKs (both directions) when every FK column is exposed by the
 * view unchanged, as PostgREST derives view relationships.
 */
function viewForeignKeys(fks: ForeignKey[], viewColumns: CatalogRow['view_columns']): ForeignKey[] {
  const byBase = new Map<string, { schema: string; view: string; map: Map<string, string> }[]>();
  const views = new Map<string, { schema: string; view: string; base: string; map: Map<string, string> }>();
  for (const vc of viewColumns) {
    const vk = `${vc.schema}.${vc.view}|${vc.base_schema}.${vc.base_table}`;
    let v = views.get(vk);
    if (!v) {
      v = { schema: vc.schema, view: vc.view, base: key(vc.base_schema, vc.base_table), map: new Map() };
      views.set(vk, v);
      byBase.set(v.base, [...(byBase.get(v.base) ?? []), v]);
    }
    v.map.set(vc.base_column, vc.column);
  }
  const out: ForeignKey[] = [];
  const mapCols = (cols: string[], map: Map<string, string>) => (cols.every((c) => map.has(c)) ? cols.map((c) => map.get(c)!) : null);
  for (const fk of fks) {
    const origins = [
      { schema: fk.schema, view: fk.table, map: null as Map<string, string> | null },
      ...(byBase.get(key(fk.schema, fk.table)) ?? []),
    ];
    const targets = [
      { schema: fk.refSchema, view: fk.refTable, map: null as Map<string, string> | null },
      ...(byBase.get(key(fk.refSchema, fk.refTable)) ?? []),
    ];
    for (const o of origins) {
      for (const t of targets) {
        if (!o.map && !t.map) continue;
        const cols = o.map ? mapCols(fk.columns, o.map) : fk.columns;
        const refCols = t.map ? mapCols(fk.refColumns, t.map) : fk.refColumns;
        if (!cols || !refCols) continue;
        out.push({
          name: fk.name,
          schema: o.schema,
          table: o.view,
          columns: cols,
          refSchema: t.schema,
          refTable: t.view,
          refColumns: refCols,
        });
      }
    }
  }
  return out;
}
