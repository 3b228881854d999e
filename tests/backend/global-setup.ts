import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { TestProject } from 'vitest/node';
import { freshDatabase } from './fresh-database.ts';

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
  const fresh = await freshDatabase('ls_test');
  const databaseUrl = fresh.url;
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
    await fresh.drop();
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
    await fresh.drop();
  };
}
