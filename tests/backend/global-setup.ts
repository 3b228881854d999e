import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    supabase: { url: string; anonKey: string; serviceRoleKey: string; jwtSecret: string; backend: 'pglite' | 'pg' };
  }
}

const START_TIMEOUT_MS = 180_000;

/**
 * One local-supabase for the whole backend run, in a child process (tests/backend/test-server.ts):
 * PGlite in memory, or — when DATABASE_URL is set — a brand-new database on that PostgreSQL server,
 * dropped afterwards.
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
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/backend/test-server.ts'], {
    env: { ...process.env, TEST_DATABASE_URL: databaseUrl ?? '' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const lines = createInterface({ input: child.stdout });
  const ready = await new Promise<Record<string, string>>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`test server not ready after ${START_TIMEOUT_MS} ms`)), START_TIMEOUT_MS);
    lines.on('line', (line) => {
      if (line.startsWith('READY ')) {
        clearTimeout(timer);
        resolve(JSON.parse(line.slice(6)) as Record<string, string>);
      } else console.log(line);
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`test server exited with code ${code} before it was ready`));
    });
  }).catch(async (e: unknown) => {
    child.kill('SIGKILL');
    await dropDb?.();
    throw e;
  });
  project.provide('supabase', {
    url: ready.url!,
    anonKey: ready.anonKey!,
    serviceRoleKey: ready.serviceRoleKey!,
    jwtSecret: ready.jwtSecret!,
    backend: databaseUrl ? 'pg' : 'pglite',
  });
  return async () => {
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(killer);
    await dropDb?.();
  };
}
