/**
 * `npm run gen:types`: migrates a throw-away database (PGlite in memory) with supabase/migrations
 * and writes src/lib/database.types.ts in the shape `supabase gen types typescript` produces
 * (postgres-meta's TypeScript template) for schema public. `--check` exits 1 when the committed
 * file is stale instead of writing it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { openDb } from '../local-supabase/db/index.ts';
import { migrate } from '../local-supabase/db/migrate.ts';
import type { Sql } from '../local-supabase/db/types.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const TYPES_FILE = path.join(root, 'src/lib/database.types.ts');
const SCHEMA = 'public';
const POSTGREST_VERSION = '14.12';

interface Relation {
  oid: number;
  name: string;
  kind: string;
}
interface Column {
  relid: number;
  name: string;
  type: string;
  nullable: boolean;
  has_default: boolean;
  identity: string;
  generated: string;
}
interface ForeignKey {
  name: string;
  relid: number;
  columns: string[];
  referenced: string;
  referenced_columns: string[];
  one_to_one: boolean;
}
interface Fn {
  name: string;
  arg_names: string[] | null;
  arg_modes: string[] | null;
  arg_types: string[];
  in_types: string[];
  n_defaults: number;
  return_type: string;
  return_relid: number;
  returns_set: boolean;
}

async function introspect(db: Sql) {
  const q = async <T>(sql: string) => (await db.query<T>(sql, [SCHEMA])).rows;
  const relations = await q<Relation>(`
    select c.oid::int as oid, c.relname as name, c.relkind::text as kind
    from pg_class c where c.relnamespace = $1::regnamespace and c.relkind in ('r', 'p', 'f', 'v', 'm')`);
  const columns = await q<Column>(`
    select a.attrelid::int as relid, a.attname as name, t.typname as type,
           not a.attnotnull or c.relkind in ('v', 'm') as nullable, a.atthasdef as has_default,
           a.attidentity::text as identity, a.attgenerated::text as generated
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_type t on t.oid = a.atttypid
    where c.relnamespace = $1::regnamespace and a.attnum > 0 and not a.attisdropped`);
  const foreignKeys = await q<ForeignKey>(`
    select k.conname as name, k.conrelid::int as relid, r.relname as referenced,
           array(select a.attname from unnest(k.conkey) with ordinality u(n, i) join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n order by u.i) as columns,
           array(select a.attname from unnest(k.confkey) with ordinality u(n, i) join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.n order by u.i) as referenced_columns,
           exists (
             select 1 from pg_index i
             where i.indrelid = k.conrelid and i.indisunique and i.indpred is null
               and (select array_agg(x order by x) from unnest(i.indkey::int2[]) x) = (select array_agg(x order by x) from unnest(k.conkey) x)
           ) as one_to_one
    from pg_constraint k join pg_class r on r.oid = k.confrelid
    where k.contype = 'f' and k.connamespace = $1::regnamespace and r.relnamespace = $1::regnamespace`);
  const functions = await q<Fn>(`
    select p.proname as name, p.proargnames as arg_names, p.proargmodes::text[] as arg_modes,
           array(select format_type(t, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(t, i) order by u.i) as arg_types,
           array(select tt.typname::text from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(t, i) join pg_type tt on tt.oid = u.t order by u.i) as in_types,
           p.pronargdefaults as n_defaults, rt.typname as return_type, rt.typrelid::int as return_relid, p.proretset as returns_set
    from pg_proc p join pg_type rt on rt.oid = p.prorettype
    where p.pronamespace = $1::regnamespace and p.prokind = 'f' and rt.typname <> 'trigger'
    order by p.proname, p.oid`);
  return { relations, columns, foreignKeys, functions };
}

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);

function tsType(pg: string, tables: Map<string, Relation>): string {
  if (pg === 'bool') return 'boolean';
  if (['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid'].includes(pg)) return 'number';
  if (
    [
      'bytea',
      'bpchar',
      'varchar',
      'date',
      'text',
      'citext',
      'time',
      'timetz',
      'timestamp',
      'timestamptz',
      'uuid',
      'interval',
      'name',
    ].includes(pg)
  )
    return 'string';
  if (pg === 'json' || pg === 'jsonb') return 'Json';
  if (pg === 'void') return 'undefined';
  if (pg === 'record') return 'Record<string, unknown>';
  if (pg.startsWith('_')) return `${tsType(pg.slice(1), tables)}[]`;
  const rel = tables.get(pg);
  if (rel)
    return `Database[${JSON.stringify(SCHEMA)}][${rel.kind === 'v' || rel.kind === 'm' ? '"Views"' : '"Tables"'}][${JSON.stringify(pg)}]["Row"]`;
  return 'unknown';
}

const block = (entries: string[]) => (entries.length ? `{\n${entries.join('\n')}\n}` : '{\n[_ in never]: never\n}');

/** The file `supabase gen types typescript --schema public` would write, formatted with the repo's prettier config. */
export async function generateTypes(db: Sql): Promise<string> {
  const { relations, columns, foreignKeys, functions } = await introspect(db);
  const byRel = new Map<number, Column[]>();
  for (const c of [...columns].sort(byName)) byRel.set(c.relid, [...(byRel.get(c.relid) ?? []), c]);
  const relByName = new Map(relations.map((r) => [r.name, r]));
  const t = (pg: string) => tsType(pg, relByName);
  const rowOf = (relid: number) =>
    (byRel.get(relid) ?? []).map((c) => `${JSON.stringify(c.name)}: ${t(c.type)}${c.nullable ? ' | null' : ''}`);
  const relationships = (relid: number) =>
    foreignKeys
      .filter((f) => f.relid === relid)
      .sort((a, b) => a.name.localeCompare(b.name) || a.referenced.localeCompare(b.referenced))
      .map(
        (f) => `{
          foreignKeyName: ${JSON.stringify(f.name)}
          columns: ${JSON.stringify(f.columns)}
          isOneToOne: ${f.one_to_one}
          referencedRelation: ${JSON.stringify(f.referenced)}
          referencedColumns: ${JSON.stringify(f.referenced_columns)}
        }`,
      );

  const tables = relations
    .filter((r) => ['r', 'p', 'f'].includes(r.kind))
    .sort(byName)
    .map((r) => {
      const cols = byRel.get(r.oid) ?? [];
      const never = (c: Column) => c.identity === 'a' || c.generated === 's';
      const insert = cols.map((c) =>
        never(c)
          ? `${JSON.stringify(c.name)}?: never`
          : `${JSON.stringify(c.name)}${c.nullable || c.identity || c.has_default ? '?' : ''}: ${t(c.type)}${c.nullable ? ' | null' : ''}`,
      );
      const update = cols.map((c) =>
        never(c) ? `${JSON.stringify(c.name)}?: never` : `${JSON.stringify(c.name)}?: ${t(c.type)}${c.nullable ? ' | null' : ''}`,
      );
      return `${JSON.stringify(r.name)}: {
        Row: ${block(rowOf(r.oid))}
        Insert: ${block(insert)}
        Update: ${block(update)}
        Relationships: [${relationships(r.oid).join(',\n')}]
      }`;
    });

  const views = relations
    .filter((r) => r.kind === 'v' || r.kind === 'm')
    .sort(byName)
    .map((r) => `${JSON.stringify(r.name)}: {\nRow: ${block(rowOf(r.oid))}\nRelationships: [${relationships(r.oid).join(',\n')}]\n}`);

  const callable = functions.filter((f) => {
    const modes = f.arg_modes ?? f.in_types.map(() => 'i');
    const ins = modes.map((m, i) => ({ m, name: f.arg_names?.[i] ?? '' })).filter((a) => ['i', 'b', 'v'].includes(a.m));
    return !ins.some((a) => a.name === '') || ins.length === 1;
  });
  const grouped = new Map<string, Fn[]>();
  for (const f of callable) grouped.set(f.name, [...(grouped.get(f.name) ?? []), f]);
  const fns = [...grouped.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, overloads]) => {
      const args = overloads
        .map((f) => {
          const modes = f.arg_modes ?? f.in_types.map(() => 'i');
          const ins = f.in_types.map((type, i) => ({ type, mode: modes[i], name: f.arg_names?.[i] ?? '' })).filter((a) => a.mode === 'i');
          if (ins.length === 0) return 'never';
          return `{ ${ins.map((a, i) => `${JSON.stringify(a.name)}${i >= ins.length - f.n_defaults ? '?' : ''}: ${t(a.type)}`).join('; ')} }`;
        })
        .join(' | ');
      const f = overloads[0];
      const modes = f.arg_modes ?? [];
      const tableCols = f.in_types.map((type, i) => ({ type, mode: modes[i], name: f.arg_names?.[i] ?? '' })).filter((a) => a.mode === 't');
      const rel = relations.find((r) => r.oid === f.return_relid);
      let returns: string;
      let setof = '';
      if (tableCols.length) returns = block(tableCols.map((a) => `${JSON.stringify(a.name)}: ${t(a.type)}`));
      else if (rel) {
        returns = block(rowOf(rel.oid));
        setof = `\nSetofOptions: {\nfrom: "*"\nto: ${JSON.stringify(rel.name)}\nisOneToOne: ${!f.returns_set}\nisSetofReturn: ${f.returns_set}\n}`;
      } else returns = t(f.return_type);
      return `${JSON.stringify(name)}: {\nArgs: ${args}\nReturns: ${returns}${f.returns_set ? '[]' : ''}${setof}\n}`;
    });

  const source = `export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: ${JSON.stringify(POSTGREST_VERSION)}
  }
  ${JSON.stringify(SCHEMA)}: {
    Tables: ${block(tables)}
    Views: ${block(views)}
    Functions: ${block(fns)}
    Enums: ${block([])}
    CompositeTypes: ${block([])}
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {},
  },
} as const
`;
  const options = (await prettier.resolveConfig(TYPES_FILE)) ?? {};
  return prettier.format(source, { ...options, parser: 'typescript', filepath: TYPES_FILE });
}

/** Migrates a fresh in-memory database with the project's migrations and generates its types. */
export async function generateProjectTypes(projectDir = root): Promise<string> {
  const db = await openDb({ dataDir: 'memory' });
  try {
    await migrate(db, { projectDir, seed: false });
    return await generateTypes(db);
  } finally {
    await db.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = await generateProjectTypes();
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(TYPES_FILE, 'utf8');
    } catch {
      /* missing counts as stale */
    }
    if (current !== out) {
      console.error(`${path.relative(root, TYPES_FILE)} is stale: run npm run gen:types`);
      process.exit(1);
    }
    console.log(`${path.relative(root, TYPES_FILE)} is up to date`);
  } else {
    writeFileSync(TYPES_FILE, out);
    console.log(`wrote ${path.relative(root, TYPES_FILE)}`);
  }
}
