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
  /** Origin and target are the same relation (a self-referencing FK). */
  self: boolean;
}

const same = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));
const isUnique = (t: Table | undefined, cols: string[]) => !!t && t.uniques.some((u) => same(u, cols));
const isView = (t: Table) => t.kind === 'v' || t.kind === 'm';

/** Every relationship leaving `origin`: both ends of each FK (a self FK gives a many-to-one and a one-to-many) and junctions. */
function relationshipsOf(cache: SchemaCache, origin: Table): Relationship[] {
  const out: Relationship[] = [];
  const ok = key(origin.schema, origin.name);
  for (const fk of cache.fks) {
    const from = key(fk.schema, fk.table);
    const to = key(fk.refSchema, fk.refTable);
    const self = from === to;
    const target = from === ok ? cache.tables.get(to) : undefined;
    if (target) {
      // many-to-one, or one-to-one when the FK columns are unique
      const pairs = fk.columns.map((c, i): [string, string] => [c, fk.refColumns[i]!]);
      const o2o = isUnique(origin, fk.columns);
      out.push({ cardinality: o2o ? 'one-to-one' : 'many-to-one', target, fk, pairs, toOne: true, self });
    }
    const source = to === ok ? cache.tables.get(from) : undefined;
    if (source) {
      // one-to-many, or one-to-one when the FK columns are unique on the other side
      const pairs = fk.refColumns.map((c, i): [string, string] => [c, fk.columns[i]!]);
      const o2o = isUnique(source, fk.columns);
      out.push({ cardinality: o2o ? 'one-to-one' : 'one-to-many', target: source, fk, pairs, toOne: o2o, self });
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
      if (!target || target === junction) continue;
      const keyCols = [...fk1.columns, ...fk2.columns];
      const covered = [junction.pk, ...junction.uniques].some((u) => u.length > 0 && keyCols.every((c) => u.includes(c)));
      if (!covered) continue;
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
        self: false,
      });
    }
  }
  return out;
}

// PostgREST's matchers (Plan.hs findRel). `pairs` are [origin column, target column], so for a
// one-to-many the "FK column" of the match is the origin's referenced column, as upstream.
const matchFkSingleCol = (name: string, r: Relationship) => !r.junction && r.pairs.length === 1 && r.pairs[0]![0] === name;
const matchFkRefSingleCol = (name: string, r: Relationship) => !r.junction && r.pairs.length === 1 && r.pairs[0]![1] === name;
const matchConstraint = (name: string, r: Relationship) => !r.junction && r.fk.name === name;
const matchJunction = (name: string, r: Relationship) => !!r.junction && r.junction.table.name === name;

/**
 * PostgREST's `findRel` filter: target = table/view name, constraint name or FK column of the origin
 * (the last two only towards tables, never views); hint = constraint, either column or junction. A
 * self-referencing FK gives two relationships: the table name selects the one-to-many (children), the
 * FK column the many-to-one (parent), and with a hint only the one-to-many whose other end is the hint.
 */
function candidates(cache: SchemaCache, origin: Table, target: string, hint: string | undefined): Relationship[] {
  return relationshipsOf(cache, origin).filter((r) => {
    const isM2O = r.cardinality === 'many-to-one';
    const isO2M = r.cardinality === 'one-to-many';
    if (r.self) {
      if (hint === undefined) return (target === r.target.name && isO2M) || (matchFkSingleCol(target, r) && isM2O);
      return target === r.target.name && isO2M && matchFkRefSingleCol(hint, r);
    }
    if (hint === undefined) {
      return (
        target === r.target.name || (matchConstraint(target, r) && !isView(r.target)) || (matchFkSingleCol(target, r) && !isView(r.target))
      );
    }
    return (
      target === r.target.name &&
      (matchConstraint(hint, r) || matchFkSingleCol(hint, r) || matchFkRefSingleCol(hint, r) || matchJunction(hint, r))
    );
  });
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
