import { ApiError } from './errors.ts';
import { key, type ForeignKey, type SchemaCache, type Table } from './schema-cache.ts';

export type Cardinality = 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many';

/** How an embedded resource joins its parent: `pairs` are [parent column, target column]. */
export interface Relationship {
  cardinality: Cardinality;
  target: Table;
  fk: ForeignKey;
  pairs: [string, string][];
  /** Many-to-many: the join table and its [junction column, side column] pairs. */
  junction?: { table: Table; originPairs: [string, string][]; targetPairs: [string, string][]; fk2: ForeignKey };
  toOne: boolean;
}

const same = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));
const isUnique = (t: Table | undefined, cols: string[]) => !!t && t.uniques.some((u) => same(u, cols));

function candidates(cache: SchemaCache, origin: Table, name: string, hint: string | undefined): Relationship[] {
  const out: Relationship[] = [];
  const ok = key(origin.schema, origin.name);
  const single = (cols: string[], v: string | undefined) => v !== undefined && cols.length === 1 && cols[0] === v;
  for (const fk of cache.fks) {
    const from = key(fk.schema, fk.table);
    const to = key(fk.refSchema, fk.refTable);
    const isSelf = from === to;
    if (from === ok) {
      // many-to-one (or one-to-one when the FK columns are unique)
      const target = cache.tables.get(to);
      if (target) {
        const nameOk = hint === undefined ? name === fk.refTable || name === fk.name || single(fk.columns, name) : name === fk.refTable;
        const hintOk =
          hint === undefined || hint === fk.name || (!isSelf && single(fk.columns, hint)) || (!isSelf && single(fk.refColumns, hint));
        if (nameOk && hintOk) {
          const o2o = isUnique(origin, fk.columns);
          const pairs = fk.columns.map((c, i): [string, string] => [c, fk.refColumns[i]!]);
          out.push({ cardinality: o2o ? 'one-to-one' : 'many-to-one', target, fk, pairs, toOne: true });
        }
      }
    }
    if (to === ok) {
      // one-to-many (or one-to-one)
      const target = cache.tables.get(from);
      if (target) {
        const nameOk = hint === undefined ? name === fk.table || name === fk.name : name === fk.table;
        const hintOk = hint === undefined || hint === fk.name || single(fk.columns, hint) || (!isSelf && single(fk.refColumns, hint));
        const byColumnOnly = hint === undefined && name !== fk.table && name !== fk.name;
        if (nameOk && hintOk && !byColumnOnly) {
          const o2o = isUnique(target, fk.columns);
          const pairs = fk.refColumns.map((c, i): [string, string] => [c, fk.columns[i]!]);
          out.push({ cardinality: o2o ? 'one-to-one' : 'one-to-many', target, fk, pairs, toOne: o2o });
        }
      }
    }
  }
  // many-to-many through a junction whose PK (or a unique key) covers FKs to both sides
  for (const fk1 of cache.fks) {
    if (key(fk1.refSchema, fk1.refTable) !== ok) continue;
    const junction = cache.tables.get(key(fk1.schema, fk1.table));
    if (!junction || key(junction.schema, junction.name) === ok) continue;
    for (const fk2 of cache.fks) {
      if (fk2 === fk1 || fk2.schema !== fk1.schema || fk2.table !== fk1.table) continue;
      const target = cache.tables.get(key(fk2.refSchema, fk2.refTable));
      if (!target || target === junction || name !== target.name) continue;
      const keyCols = [...fk1.columns, ...fk2.columns];
      const covered = [junction.pk, ...junction.uniques].some((u) => u.length > 0 && keyCols.every((c) => u.includes(c)));
      if (!covered) continue;
      if (hint !== undefined && hint !== junction.name && hint !== fk1.name && hint !== fk2.name) continue;
      out.push({
        cardinality: 'many-to-many',
        target,
        fk: fk1,
        pairs: [],
        junction: {
          table: junction,
          originPairs: fk1.columns.map((c, i): [string, string] => [c, fk1.refColumns[i]!]),
          targetPairs: fk2.columns.map((c, i): [string, string] => [c, fk2.refColumns[i]!]),
          fk2,
        },
        toOne: false,
      });
    }
  }
  return out;
}

function describe(origin: Table, r: Relationship): Record<string, string> {
  const rel = r.junction
    ? `${r.fk.name}, ${r.junction.fk2.name} using ${r.junction.table.schema}.${r.junction.table.name}(${r.junction.originPairs.map((p) => p[0]).join(', ')}) and ${r.target.schema}.${r.target.name}(${r.junction.targetPairs.map((p) => p[1]).join(', ')})`
    : `${r.fk.name} using ${r.fk.schema}.${r.fk.table}(${r.fk.columns.join(', ')}) and ${r.fk.refSchema}.${r.fk.refTable}(${r.fk.refColumns.join(', ')})`;
  return { cardinality: r.cardinality, embedding: `${origin.name} with ${r.target.name}`, relationship: rel };
}

/** Resolves `name!hint` from `origin` as PostgREST's `findRel` does: 400 PGRST200 / 300 PGRST201. */
export function findRelationship(cache: SchemaCache, origin: Table, name: string, hint?: string): Relationship {
  const found = candidates(cache, origin, name, hint);
  if (found.length === 1) return found[0]!;
  if (found.length === 0) {
    return fail(
      400,
      'PGRST200',
      `Could not find a relationship between '${origin.name}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${origin.name}' and '${name}'${hint ? ` using the hint '${hint}'` : ''} in the schema '${origin.schema}', but no matches were found.`,
      null,
    );
  }
  return fail(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${origin.name}' and '${name}'`,
    found.map((r) => describe(origin, r)),
    `Try changing '${name}' to one of the following: ${found.map((r) => `'${name}!${r.junction ? r.junction.table.name : r.fk.name}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}

function fail(status: number, code: string, message: string, details: string | Record<string, string>[], hint: string | null): never {
  throw new ApiError(status, code, message, typeof details === 'string' ? details : details, hint);
}
