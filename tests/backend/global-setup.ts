import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startLocalSupabase } from '../../local-supabase/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    supabase: { url: string; anonKey: string; serviceRoleKey: string; jwtSecret: string; backend: 'pglite' | 'pg' };
  }
}

/**
 * One local-supabase for the whole backend run: PGlite in memory, or — when DATABASE_URL is set —
 * a brand-new database on that PostgreSQL server, dropped afterwards.
 */
export default async function setup(project: TestProject) {
  let databaseUrl: string | undefined;
  let dropDb: (() => Promise<void>) | undefined;
  if (process.env.DATABASE_URL) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const name = `ls_test_${process.pid}_${Date.now()}`;
    await admin.query(`create database ${name}`);
    const u = new URL(process.env.DATABASE_URL);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
    dropDb = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const ls = await startLocalSupabase({
    port: 0,
    dataDir: 'memory',
    databaseUrl,
    seed: true,
    projectDir: path.resolve(process.env.LOCAL_SUPABASE_PROJECT ?? '.'),
    log: () => undefined,
    // Test-only edge functions (fx-*), with their own config.toml and .env.
    functionsDirs: [path.resolve('tests/backend/fixtures/functions')],
  });
  // Tables only the tests use (public.fx_*), each with RLS like every real table.
  const dir = path.resolve('tests/backend/fixtures');
  for (const f of readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort())
    await ls.db.exec(readFileSync(path.join(dir, f), 'utf8'));
  await ls.db.exec(`notify pgrst, 'reload schema'`);
  await ls.migrate();
  project.provide('supabase', {
    url: ls.url,
    anonKey: ls.anonKey,
    serviceRoleKey: ls.serviceRoleKey,
    jwtSecret: ls.jwtSecret,
    backend: databaseUrl ? 'pg' : 'pglite',
  });
  return async () => {
    await ls.close();
    await dropDb?.();
  };
}
