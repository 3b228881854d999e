// `npm run db:push-check`: what `supabase db push` (plus the seed) does to a new hosted project, run
// locally. On a FRESH database — a new one on DATABASE_URL's server (dropped afterwards), or PGlite in
// memory without it — it creates hosted's starting point as the superuser (local-supabase/db/bootstrap.sql
// and the other bootstrap parts), then applies supabase/migrations file by file, each in one
// transaction, as hosted_postgres (hosted's non-superuser `postgres`), then supabase/seed.sql the same
// way. The first error stops it: the file, the line and PostgreSQL's message, exit code 1.
// CI runs it on PostgreSQL 15 (.ci/run). Usage: [DATABASE_URL=postgres://superuser@host/db] npm run
// db:push-check [-- project-dir]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { openDb } from '../local-supabase/db/index.ts';
import { applyBootstrap, execAsProjectRole, listMigrations, PROJECT_ROLE } from '../local-supabase/db/migrate.ts';
import { isPgError, type Db } from '../local-supabase/db/types.ts';

export interface PushCheckResult {
  /** Files applied, in order (migrations, then supabase/seed.sql). */
  applied: string[];
  /** The file that failed and the error as `psql` would print it, with its line in that file. */
  failure?: { file: string; message: string };
}

/** `file:line: ERROR: message` plus DETAIL and HINT, the line taken from the error's position. */
function describe(file: string, sql: string, e: unknown): string {
  if (!isPgError(e)) return `${file}: ${e instanceof Error ? e.message : String(e)}`;
  const position = Number((e as { position?: string }).position);
  const line = position > 0 ? `:${sql.slice(0, position - 1).split('\n').length}` : '';
  return [
    `${file}${line}: ERROR: ${e.message} (SQLSTATE ${e.code})`,
    ...(e.detail ? [`DETAIL: ${e.detail}`] : []),
    ...(e.hint ? [`HINT: ${e.hint}`] : []),
  ].join('\n');
}

/** Bootstrap, then every migration and the seed, each in its own transaction as PROJECT_ROLE. */
export async function pushCheck(db: Db, projectDir: string, log: (s: string) => void = () => undefined): Promise<PushCheckResult> {
  await db.transaction((tx) => applyBootstrap(tx));
  const files = listMigrations(projectDir).map((m) => m.file);
  const seed = path.join(projectDir, 'supabase', 'seed.sql');
  if (existsSync(seed)) files.push(seed);
  const applied: string[] = [];
  for (const file of files) {
    const name = path.relative(projectDir, file);
    const sql = readFileSync(file, 'utf8');
    const t0 = performance.now();
    try {
      await db.transaction((tx) => execAsProjectRole(tx, sql));
    } catch (e) {
      return { applied, failure: { file: name, message: describe(name, sql, e) } };
    }
    applied.push(name);
    log(`ok   ${name} (${Math.round(performance.now() - t0)} ms)`);
  }
  return { applied };
}

/** A new database on the server of `serverUrl`, and how to drop it. */
async function freshDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const name = `db_push_check_${process.pid}_${Date.now()}`;
  await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      await admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
      await admin.end();
    },
  };
}

async function main(): Promise<number> {
  const projectDir = path.resolve(process.argv[2] ?? '.');
  const serverUrl = process.env.DATABASE_URL;
  const fresh = serverUrl ? await freshDatabase(serverUrl) : undefined;
  const db = await openDb({ dataDir: 'memory', databaseUrl: fresh?.url });
  try {
    const version = (await db.query<{ v: string }>('select version() as v')).rows[0]!.v.split(' on ')[0];
    console.log(`db push check: ${version}, a fresh database; migrations and seed as ${PROJECT_ROLE} (not a superuser)`);
    const result = await pushCheck(db, projectDir, (s) => console.log(s));
    if (result.failure) {
      console.error(`FAIL ${result.failure.message}`);
      return 1;
    }
    console.log(`db push check: ${result.applied.length} files applied`);
    return 0;
  } finally {
    await db.close();
    await fresh?.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = await main();
