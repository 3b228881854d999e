import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db, Sql } from './types.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Schema parts that hosted Supabase provides, in order. Each surface owns its part; a part is
 * re-applied (it is idempotent) whenever its text changes.
 */
const BOOTSTRAP_PARTS = [
  ['core', path.join(here, 'bootstrap.sql')],
  ['mail', path.join(here, '../mail/schema.sql')],
  ['storage', path.join(here, '../storage/schema.sql')],
  ['realtime', path.join(here, '../realtime/schema.sql')],
  ['cron', path.join(here, '../cron/schema.sql')],
] as const;

const sha = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * The role supabase/migrations and seed.sql run as: hosted's `postgres` (NOSUPERUSER, BYPASSRLS, owner
 * of neither auth nor storage; bootstrap.sql gives it hosted's grants). It has another name here because
 * PGlite's and `initdb -U postgres`'s bootstrap superuser is called postgres.
 */
export const PROJECT_ROLE = 'hosted_postgres';

/** The database holds migrations applied by an older local-supabase, as a superuser. */
export class OutdatedDatabaseError extends Error {}

/**
 * Runs a script (a migration, the seed, test fixtures) inside the current transaction as PROJECT_ROLE
 * with hosted's search_path for postgres, then returns to the connecting superuser. A script that
 * leaves the role (reset role, set role, set session authorization, commit) fails.
 */
export async function execAsProjectRole(tx: Sql, script: string): Promise<void> {
  await tx.exec(`set local role ${PROJECT_ROLE}; set local search_path = "$user", public, extensions`);
  await tx.exec(script);
  const who = await tx.query<{ role: string }>('select current_user as role');
  if (who.rows[0]?.role !== PROJECT_ROLE) {
    throw new Error(
      `it left the role ${PROJECT_ROLE} (now ${who.rows[0]?.role}): set role, reset role, set session authorization and commit are not allowed in migrations`,
    );
  }
  await tx.exec('reset role; reset search_path');
}

export interface MigrateResult {
  fresh: boolean;
  applied: string[];
  seeded: boolean;
}

export const MIGRATION_FILE = /^([0-9]+)_(.*)\.sql$/;

export function listMigrations(projectDir: string): { version: string; name: string; file: string }[] {
  const dir = path.join(projectDir, 'supabase', 'migrations');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((f) => ({ f, m: MIGRATION_FILE.exec(f) }))
    .filter((x): x is { f: string; m: RegExpExecArray } => x.m !== null)
    .map(({ f, m }) => ({ version: m[1], name: m[2], file: path.join(dir, f) }))
    .sort((a, b) => a.version.localeCompare(b.version));
}

/**
 * Creates (or brings up to date) what hosted Supabase has before any project migration: the parts of
 * BOOTSTRAP_PARTS whose text changed since they were last applied, as the connecting superuser, in the
 * caller's transaction. Refuses a database whose migrations an older local-supabase applied.
 */
export async function applyBootstrap(tx: Sql, log: (s: string) => void = () => undefined): Promise<void> {
  const hasBookkeeping = (await tx.query<{ ok: boolean }>(`select to_regclass('supabase_migrations.local_bootstrap') is not null as ok`))
    .rows[0].ok;
  const done = new Map<string, string>();
  if (hasBookkeeping) {
    const outdated = await tx.query<{ outdated: boolean }>(
      `select exists (select 1 from supabase_migrations.schema_migrations)
          and exists (select 1 from pg_class c join pg_roles r on r.oid = c.relowner
                       where c.oid = to_regclass('auth.users') and r.rolsuper) as outdated`,
    );
    if (outdated.rows[0]?.outdated) {
      throw new OutdatedDatabaseError(
        'this database was set up by an older local-supabase, which applied supabase/migrations as a superuser; ' +
          `they now run as ${PROJECT_ROLE}, a non-superuser like hosted's postgres, and the objects they made cannot be taken over`,
      );
    }
    for (const r of (await tx.query<{ part: string; hash: string }>('select part, hash from supabase_migrations.local_bootstrap')).rows)
      done.set(r.part, r.hash);
  }
  for (const [part, file] of BOOTSTRAP_PARTS) {
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    const hash = sha(text);
    if (done.get(part) === hash) continue;
    log(`bootstrap: ${part}`);
    await tx.exec(text);
    await tx.query(
      `insert into supabase_migrations.local_bootstrap(part, hash) values ($1, $2)
       on conflict (part) do update set hash = excluded.hash, applied_at = now()`,
      [part, hash],
    );
  }
}

/**
 * Creates Supabase's own objects (as the connecting superuser), then applies new supabase/migrations
 * and, on a fresh database, seeds it, both as PROJECT_ROLE.
 */
export async function migrate(db: Db, opts: { projectDir: string; seed: boolean; log?: (s: string) => void }): Promise<MigrateResult> {
  const log = opts.log ?? (() => undefined);
  return db.transaction(async (tx) => {
    // One migrator at a time per database (several test processes may share a PostgreSQL server).
    if (db.kind === 'pg') await tx.query('select pg_advisory_xact_lock(54321)');
    await applyBootstrap(tx, log);
    const applied = new Set(
      (await tx.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map((r) => r.version),
    );
    const fresh = applied.size === 0;
    const newly: string[] = [];
    for (const m of listMigrations(opts.projectDir)) {
      if (applied.has(m.version)) continue;
      const sql = readFileSync(m.file, 'utf8');
      log(`migration: ${m.version}_${m.name}`);
      try {
        await execAsProjectRole(tx, sql);
      } catch (e) {
        throw new Error(`migration ${path.basename(m.file)} failed: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
      }
      await tx.query('insert into supabase_migrations.schema_migrations(version, name, statements) values ($1, $2, $3)', [
        m.version,
        m.name,
        [sql],
      ]);
      newly.push(m.version);
    }
    let seeded = false;
    const seedFile = path.join(opts.projectDir, 'supabase', 'seed.sql');
    if (fresh && opts.seed && existsSync(seedFile)) {
      log('seed: supabase/seed.sql');
      const sql = readFileSync(seedFile, 'utf8');
      try {
        await execAsProjectRole(tx, sql);
      } catch (e) {
        throw new Error(`seed.sql failed: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
      }
      await tx.query(
        'insert into supabase_migrations.seed_files(path, hash) values ($1, $2) on conflict (path) do update set hash = excluded.hash',
        ['supabase/seed.sql', sha(sql)],
      );
      seeded = true;
    }
    if (newly.length) await tx.query(`notify pgrst, 'reload schema'`);
    return { fresh, applied: newly, seeded };
  });
}
