import { ApiError } from './errors.ts';
import type { Filter, OrderTerm, ParsedQuery, SelectItem } from './parse-query.ts';
import { findRelationship, type Relationship } from './relationships.ts';
import type { SchemaCache, Table } from './schema-cache.ts';
import { columnExpr, conditionSql, fieldKey, filterSql, ident, Params, qualified } from './sql-filter.ts';

/** State shared while one statement is generated. */
export interface BuildCtx {
  cache: SchemaCache;
  params: Params;
  q: ParsedQuery;
  aliasCount: number;
  /** Level paths that were reached through the select tree (others are PGRST108). */
  visited: Set<string>;
}

export interface OutColumn {
  expr: string;
  key: string;
}

/** One level of the select tree rendered as SQL fragments (relative to `alias`). */
export interface LevelSql {
  columns: OutColumn[];
  where: string[];
  order: string[];
  limit?: number;
  offset?: number;
}

interface EmbedSql {
  key: string;
  rel: Relationship;
  from: string;
  join: string;
  alias: string;
  level: LevelSql;
  inner: boolean;
}

export function newCtx(cache: SchemaCache, q: ParsedQuery, params = new Params()): BuildCtx {
  return { cache, params, q, aliasCount: 0, visited: new Set() };
}

const whereSql = (parts: string[]) => (parts.length ? ` where ${parts.join(' and ')}` : '');
const orderSql = (parts: string[]) => (parts.length ? ` order by ${parts.join(', ')}` : '');
const pageSql = (limit?: number, offset?: number) => (limit !== undefined ? ` limit ${limit}` : '') + (offset ? ` offset ${offset}` : '');

/** Projection, conditions and order for `table` (aliased `alias`) at select-tree level `path`. */
export function buildLevel(ctx: BuildCtx, table: Table, alias: string, items: SelectItem[], path: string[]): LevelSql {
  const pathKey = path.join('.');
  ctx.visited.add(pathKey);
  const lvl = ctx.q.levels.get(pathKey) ?? { conditions: [] };
  const embeds = new Map<string, EmbedSql>();
  const columns: OutColumn[] = [];
  for (const item of items) {
    if (item.type === 'star') {
      for (const c of table.columns.keys()) columns.push({ expr: `${alias}.${ident(c)}`, key: c });
    } else if (item.type === 'column') {
      const expr = columnExpr(table, alias, item.field, ctx.params);
      columns.push({ expr: item.cast ? `(${expr})::${item.cast}` : expr, key: item.alias ?? fieldKey(item.field) });
    } else {
      const e = buildEmbed(ctx, table, alias, item, path);
      embeds.set(e.key, e);
      columns.push(...embedColumns(e, item.spread, item.children.length === 0));
    }
  }
  const embedCheck = (name: string, isNull: boolean): string | undefined => {
    const e = embeds.get(name);
    if (!e) return undefined;
    const exists = `exists (select 1 from ${e.from}${whereSql([e.join, ...e.level.where])})`;
    return isNull ? `not ${exists}` : exists;
  };
  // A filter on an embed's column inside and/or: "has a related row (after the embed's own filters) that matches".
  const related = (p: string[], f: Filter): string => {
    const e = embeds.get(p[0]!);
    if (!e || p.length > 1) {
      throw new ApiError(
        400,
        'PGRST108',
        `'${p.join('.')}' is not an embedded resource in this request`,
        null,
        `Verify that '${p[0]}' is included in the 'select' query parameter.`,
      );
    }
    const cond = filterSql(e.rel.target, e.alias, { ...f, path: undefined }, ctx.params);
    return `exists (select 1 from ${e.from}${whereSql([e.join, ...e.level.where, cond])})`;
  };
  const where = lvl.conditions.map((c) => conditionSql(table, alias, c, ctx.params, embedCheck, related));
  for (const e of embeds.values()) if (e.inner) where.push(embedCheck(e.key, false)!);
  const order = (lvl.order ?? []).map((t) => orderTerm(table, alias, t, embeds, ctx.params));
  return { columns, where, order, limit: lvl.limit, offset: lvl.offset };
}

function orderTerm(table: Table, alias: string, t: OrderTerm, embeds: Map<string, EmbedSql>, params: Params): string {
  let expr: string;
  if (t.relation) {
    const e = embeds.get(t.relation);
    if (!e) throw new ApiError(400, 'PGRST108', `'${t.relation}' is not an embedded resource in this request`);
    if (!e.rel.toOne) {
      throw new ApiError(
        400,
        'PGRST118',
        `A related order on '${t.relation}' is not possible`,
        `'${table.name}' and '${t.relation}' do not form a many-to-one or one-to-one relationship`,
      );
    }
    expr = `(select ${columnExpr(e.rel.target, e.alias, t.field, params)} from ${e.from}${whereSql([e.join])} limit 1)`;
  } else expr = columnExpr(table, alias, t.field, params);
  return expr + (t.direction ? ` ${t.direction}` : '') + (t.nulls ? ` nulls ${t.nulls}` : '');
}

function buildEmbed(
  ctx: BuildCtx,
  parent: Table,
  parentAlias: string,
  item: Extract<SelectItem, { type: 'embed' }>,
  path: string[],
): EmbedSql {
  const rel = findRelationship(ctx.cache, parent, item.name, item.hint);
  const key = item.alias ?? item.name;
  const alias = `t${++ctx.aliasCount}`;
  let from = `${qualified(rel.target)} as ${alias}`;
  let join: string;
  if (rel.junction) {
    const j = `t${++ctx.aliasCount}`;
    const on = rel.junction.targetPairs.map(([jc, tc]) => `${j}.${ident(jc)} = ${alias}.${ident(tc)}`).join(' and ');
    from += ` join ${qualified(rel.junction.table)} as ${j} on ${on}`;
    join = rel.junction.originPairs.map(([jc, oc]) => `${j}.${ident(jc)} = ${parentAlias}.${ident(oc)}`).join(' and ');
  } else {
    join = rel.pairs.map(([pc, tc]) => `${alias}.${ident(tc)} = ${parentAlias}.${ident(pc)}`).join(' and ');
  }
  const level = buildLevel(ctx, rel.target, alias, item.children, [...path, key]);
  return { key, rel, from, join, alias, level, inner: item.joinType === 'inner' };
}

function embedColumns(e: EmbedSql, spread: boolean, empty: boolean): OutColumn[] {
  if (empty) return [];
  const l = e.level;
  const cols = l.columns.map((c) => `${c.expr} as ${ident(c.key)}`).join(', ');
  const base = `select ${cols} from ${e.from}${whereSql([e.join, ...l.where])}`;
  if (e.rel.toOne) {
    const sub = `(${base}${orderSql(l.order)} limit 1) pgrst_embed`;
    if (!spread) return [{ expr: `(select row_to_json(pgrst_embed) from ${sub})`, key: e.key }];
    return l.columns.map((c) => ({ expr: `(select pgrst_embed.${ident(c.key)} from ${sub})`, key: c.key }));
  }
  const sub = `(${base}${orderSql(l.order)}${pageSql(l.limit, l.offset)}) pgrst_embed`;
  if (!spread) return [{ expr: `(select coalesce(json_agg(pgrst_embed), '[]') from ${sub})`, key: e.key }];
  return l.columns.map((c) => ({ expr: `(select coalesce(json_agg(pgrst_embed.${ident(c.key)}), '[]') from ${sub})`, key: c.key }));
}

/** Refuses filters/modifiers on embeds that the select does not name (PGRST108). */
export function checkVisited(ctx: BuildCtx): void {
  for (const k of ctx.q.levels.keys()) {
    if (!ctx.visited.has(k)) {
      throw new ApiError(
        400,
        'PGRST108',
        `'${k.split('.').pop()}' is not an embedded resource in this request`,
        null,
        `Verify that '${k.split('.').pop()}' is included in the 'select' query parameter.`,
      );
    }
  }
}

/** `select <columns> from <from> [where] [order] [limit/offset]` */
export function levelSelect(l: LevelSql, from: string, limit?: number, offset?: number): string {
  const cols = l.columns.map((c) => `${c.expr} as ${ident(c.key)}`).join(', ');
  return `select ${cols} from ${from}${whereSql(l.where)}${orderSql(l.order)}${pageSql(limit, offset)}`;
}

export { whereSql };
