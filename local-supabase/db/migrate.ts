import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './types.ts';

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
] as const;

const sha = (s: string) => createHash('sha256').update(s).digest('hex');

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

/** Creates Supabase's own objects, applies new supabase/migrations, and seeds a fresh database. */
export async function migrate(db: Db, opts: { projectDir: string; seed: boolean; log?: (s: string) => void }): Promise<MigrateResult> {
  const log = opts.log ?? (() => undefined);
  return db.transaction(async (tx) => {
    // One migrator at a time per database (several test processes may share a PostgreSQL server).
    if (db.kind === 'pg') await tx.query('select pg_advisory_xact_lock(54321)');
    const hasBookkeeping = (await tx.query<{ ok: boolean }>(`select to_regclass('supabase_migrations.local_bootstrap') is not null as ok`))
      .rows[0].ok;
    const done = new Map<string, string>();
    if (hasBookkeeping) {
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
        await tx.exec(sql);
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
        await tx.exec(sql);
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
