import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSupabase, type LocalSupabase } from '../../local-supabase/server.ts';

// A second, bare local-supabase in this process (empty project, PGlite in memory): its own
// functions limit, and proof that two servers' functions never see each other's env.
let ls: LocalSupabase;
let projectDir: string;

beforeAll(async () => {
  projectDir = mkdtempSync(path.join(tmpdir(), 'ls-fn-limits-'));
  ls = await startLocalSupabase({
    port: 0,
    dataDir: 'memory',
    databaseUrl: undefined,
    seed: false,
    projectDir,
    log: () => undefined,
    functionsDirs: [path.resolve('tests/backend/fixtures/functions')],
    functionTimeoutMs: 300,
  });
});

afterAll(async () => {
  await ls?.close();
  rmSync(projectDir, { recursive: true, force: true });
});

const call = (slug: string) =>
  fetch(`${ls.url}/functions/v1/${slug}`, { method: 'POST', headers: { authorization: `Bearer ${ls.anonKey}` }, body: '{}' });

describe('functions: limits and isolation', () => {
  it('ends a request that outlives the wall-clock limit with 546 WORKER_LIMIT, and keeps serving', async () => {
    const r = await call('fx-hang');
    expect(r.status).toBe(546);
    expect(await r.json()).toEqual({ code: 'WORKER_LIMIT', message: 'Function exceeded the wall clock limit' });
    expect((await call('fx-public')).status).toBe(200);
  });

  it('gives each server’s functions that server’s URL and keys', async () => {
    const r = await call('fx-echo');
    expect(r.status).toBe(200);
    const body = (await r.json()) as { env: Record<string, string> };
    expect(body.env.SUPABASE_URL).toBe(ls.url);
    expect(body.env.MAIL_API_URL).toBe(`${ls.url}/mail`);
  });
});
