/**
 * Fault test (issue 15 §4): local-supabase on PostgreSQL survives the server restarting under load.
 * It runs its own throwaway PostgreSQL 15 cluster (it must restart and kill it) and its own
 * local-supabase child process (tests/backend/test-server.ts) on it, whatever backend the rest of
 * the suite uses. While the database is away the API answers 503 and nothing else (no other 5xx, no
 * connection resets); afterwards every request succeeds and realtime delivers changes again.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { record } from './realtime-helpers.ts';

const BIN = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';
const available = existsSync(path.join(BIN, 'pg_ctl')) && existsSync(path.join(BIN, 'initdb'));
const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL binary, as the `postgres` user when this process is root (the server refuses root). */
function pgBin(name: string, args: string[]): string {
  const cmd = asRoot ? 'runuser' : path.join(BIN, name);
  const argv = asRoot ? ['-u', 'postgres', '--', path.join(BIN, name), ...args] : args;
  const r = spawnSync(cmd, argv, { encoding: 'utf8', timeout: 120_000 });
  if (r.status !== 0) throw new Error(`${name} ${args.join(' ')} failed (${r.status}): ${r.stderr || r.stdout}`);
  return r.stdout;
}

/** pgBin without blocking the event loop, so the load keeps running while the server restarts. */
function pgBinAsync(name: string, args: string[]): Promise<string> {
  const cmd = asRoot ? 'runuser' : path.join(BIN, name);
  const argv = asRoot ? ['-u', 'postgres', '--', path.join(BIN, name), ...args] : args;
  return new Promise((resolve, reject) =>
    execFile(cmd, argv, { encoding: 'utf8', timeout: 120_000 }, (err, stdout, stderr) =>
      err ? reject(new Error(`${name} ${args.join(' ')} failed: ${stderr || stdout || err.message}`)) : resolve(stdout),
    ),
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Stack {
  dir: string;
  port: number;
  server: ChildProcess;
  exited: Promise<number | null>;
  url: string;
  serviceRoleKey: string;
  anonKey: string;
}

let stack: Stack | undefined;
const serverLog: string[] = [];

const pgCtlArgs = (args: string[]) => ['-D', path.join(stack!.dir, 'data'), '-l', path.join(stack!.dir, 'log'), ...args];
const pgCtl = (...args: string[]): string => pgBin('pg_ctl', pgCtlArgs(args));
const pgCtlAsync = (...args: string[]): Promise<string> => pgBinAsync('pg_ctl', pgCtlArgs(args));

const startOptions = (dir: string, port: number) =>
  `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=60`;

async function startStack(): Promise<Stack> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pg-restart-'));
  chmodSync(dir, 0o755);
  if (asRoot) {
    const id = (name: string) => Number(spawnSync('id', [name, 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  const port = await freePort();
  pgBin('initdb', ['-D', path.join(dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  stack = { dir, port } as Stack;
  pgCtl('-w', '-o', startOptions(dir, port), 'start');
  const server = spawn(process.execPath, ['--import', 'tsx', 'tests/backend/test-server.ts'], {
    env: { ...process.env, TEST_DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres` },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
  server.stderr!.on('data', (d: Buffer) => serverLog.push(d.toString()));
  const ready = await new Promise<Record<string, string>>((resolve, reject) => {
    createInterface({ input: server.stdout! }).on('line', (line) => {
      if (line.startsWith('READY ')) resolve(JSON.parse(line.slice(6)) as Record<string, string>);
    });
    void exited.then((code) => reject(new Error(`test server exited (${code}) before it was ready:\n${serverLog.join('')}`)));
  });
  Object.assign(stack, { server, exited, url: ready.url!, serviceRoleKey: ready.serviceRoleKey!, anonKey: ready.anonKey! });
  return stack;
}

const options = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: ws as unknown as typeof WebSocket },
};

/** What one request got: an HTTP status, or the network error when there was no response at all. */
type Outcome = { status: number; code?: string } | { error: string };

async function hit(s: Stack, i: number): Promise<Outcome> {
  const headers = { apikey: s.serviceRoleKey, authorization: `Bearer ${s.serviceRoleKey}`, 'content-type': 'application/json' };
  try {
    // Reads, writes and an RPC, as the portal sends them.
    const res =
      i % 3 === 0
        ? await fetch(`${s.url}/rest/v1/fx_rt_public?select=id,channel&limit=5`, { headers })
        : i % 3 === 1
          ? await fetch(`${s.url}/rest/v1/fx_rt_public`, { method: 'POST', headers, body: JSON.stringify({ channel: 'load' }) })
          : await fetch(`${s.url}/rest/v1/rpc/has_permission`, { method: 'POST', headers, body: '{"permission":"files.DELETE"}' });
    const text = await res.text();
    let code: string | undefined;
    try {
      code = (JSON.parse(text) as { code?: string }).code;
    } catch {
      /* not JSON */
    }
    return { status: res.status, code };
  } catch (e) {
    return { error: String((e as { cause?: unknown }).cause ?? e) };
  }
}

/** Keeps `workers` request loops running until stopped; collects every outcome. */
function load(s: Stack, workers = 6) {
  const outcomes: Outcome[] = [];
  let running = true;
  const loops = Array.from({ length: workers }, async (_, w) => {
    for (let i = w; running; i += workers) {
      outcomes.push(await hit(s, i));
      await sleep(5);
    }
  });
  return {
    outcomes,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

async function waitUntilServing(s: Stack, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const o = await hit(s, 0);
    if ('status' in o && o.status === 200) return;
    if (Date.now() > until) throw new Error(`not serving again after ${timeoutMs} ms: ${JSON.stringify(o)}`);
    await sleep(200);
  }
}

/** The outcomes that are neither a success nor the 503 of an absent database. */
function unexpected(outcomes: Outcome[]): Outcome[] {
  return outcomes.filter((o) => !('status' in o) || (o.status >= 500 && o.status !== 503) || (o.status >= 400 && o.status < 500));
}

async function realtimeDelivers(s: Stack, client: SupabaseClient, label: string): Promise<void> {
  const rec = await record(client, [{ event: 'INSERT', schema: 'public', table: 'fx_rt_public' }], `rt-${label}`);
  try {
    const channel = `after-${label}-${Date.now()}`;
    const { error } = await createClient(s.url, s.serviceRoleKey, options).from('fx_rt_public').insert({ channel });
    expect(error).toBeNull();
    const got = await Promise.race([
      rec.waitFor((c) => (c.new as { channel?: string }).channel === channel),
      sleep(10_000).then(() => null),
    ]);
    expect(got, `realtime delivered the insert made after the ${label}`).not.toBeNull();
  } finally {
    await client.removeChannel(rec.channel);
  }
}

describe.skipIf(!available)(`PostgreSQL restarts under load${available ? '' : ` (skipped: no PostgreSQL binaries in ${BIN})`}`, () => {
  let subscriber: SupabaseClient;

  beforeAll(async () => {
    const s = await startStack();
    subscriber = createClient(s.url, s.anonKey, options);
  }, 180_000);

  afterAll(async () => {
    await subscriber?.removeAllChannels();
    const s = stack;
    if (!s) return;
    s.server?.kill('SIGTERM');
    await Promise.race([s.exited, sleep(10_000)]);
    s.server?.kill('SIGKILL');
    try {
      pgCtl('-m', 'immediate', 'stop');
    } catch {
      /* already stopped */
    }
    rmSync(s.dir, { recursive: true, force: true });
  }, 60_000);

  it('while the database is stopped, every surface answers 503 in its own service’s shape, then serves again', async () => {
    const s = stack!;
    const user = await createClient(s.url, s.anonKey, options).auth.signInWithPassword({
      email: 'management@demo.test',
      password: 'demo-password',
    });
    expect(user.error).toBeNull();
    const token = user.data.session!.access_token;
    const call = async (path: string, init: RequestInit = {}) => {
      const res = await fetch(`${s.url}${path}`, {
        ...init,
        headers: {
          apikey: s.anonKey,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'x-supabase-api-version': '2024-01-01',
        },
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    await pgCtlAsync('-w', '-m', 'fast', 'stop');
    try {
      expect(await call('/rest/v1/accounts?select=id&limit=1')).toMatchObject({
        status: 503,
        body: { code: 'PGRST000', message: 'Database connection error. Retrying the connection.', hint: null },
      });
      expect(await call('/auth/v1/user')).toMatchObject({ status: 503, body: { code: 'unexpected_failure' } });
      expect(await call('/storage/v1/object/list/organizations', { method: 'POST', body: '{"prefix":""}' })).toMatchObject({
        status: 503,
        body: { statusCode: '503', code: 'DatabaseError' },
      });
      // A function that needs the caller: Auth's 503 is passed on, never a 401 that signs the user out.
      expect(
        await call('/functions/v1/delete-user', { method: 'POST', body: '{"id":"00000000-0000-4000-8000-000000000000"}' }),
      ).toMatchObject({
        status: 503,
        body: { code: 'unavailable' },
      });
    } finally {
      await pgCtlAsync('-w', '-o', startOptions(s.dir, s.port), 'start');
    }
    await waitUntilServing(s);
    expect((await call('/auth/v1/user')).status).toBe(200);
    expect((await call('/storage/v1/object/list/organizations', { method: 'POST', body: '{"prefix":""}' })).status).toBe(200);
  }, 60_000);

  const scenarios: [name: string, restart: (s: Stack) => Promise<void>][] = [
    [
      'pg_ctl restart -m fast',
      async () => {
        await pgCtlAsync('-w', '-m', 'fast', '-o', startOptions(stack!.dir, stack!.port), 'restart');
      },
    ],
    [
      'kill -9 of the postmaster',
      async (s) => {
        const pid = Number(readFileSync(path.join(s.dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
        process.kill(pid, 'SIGKILL');
        // Down for a while under load; the orphaned backends notice and exit, then the server
        // starts again with crash recovery.
        await sleep(1_500);
        for (let i = 0; ; i++) {
          try {
            await pgCtlAsync('-w', '-o', startOptions(s.dir, s.port), 'start');
            break;
          } catch (e) {
            if (i > 20) throw e;
            await sleep(500);
          }
        }
      },
    ],
  ];

  it.each(scenarios)(
    'on %s: answers only 503 while the database is away, survives, serves again, realtime delivers again',
    async (label, restart) => {
      const s = stack!;
      // A subscriber joined before the restart, and still subscribed after it.
      const before = await record(subscriber, [{ event: 'INSERT', schema: 'public', table: 'fx_rt_public' }], `rt-before-${Date.now()}`);
      const traffic = load(s);
      await sleep(500);
      await restart(s);
      await waitUntilServing(s);
      await sleep(300);
      await traffic.stop();

      // The process is alive (exited only resolves when it ended).
      expect(await Promise.race([s.exited.then(() => 'exited'), sleep(50).then(() => 'running')])).toBe('running');
      const during = traffic.outcomes;
      expect(unexpected(during), `outcomes other than 2xx/503 (of ${during.length})`).toEqual([]);
      const refusals = during.filter((o): o is { status: number; code?: string } => 'status' in o && o.status === 503);
      expect(refusals.length, 'some requests met the database away').toBeGreaterThan(0);
      // PostgREST's codes for a connection that could not be opened (PGRST000) or broke (PGRST001).
      expect(new Set(refusals.map((o) => o.code))).toSatisfy((codes: Set<string | undefined>) =>
        [...codes].every((c) => c === 'PGRST000' || c === 'PGRST001'),
      );

      // After recovery: a burst of requests, every one a success.
      const after = load(s);
      await sleep(1_500);
      await after.stop();
      expect(after.outcomes.length).toBeGreaterThan(20);
      expect(after.outcomes.filter((o) => !('status' in o) || o.status >= 300)).toEqual([]);

      // Realtime: the subscriber that was there all along, and a new one, both get a new insert.
      const channel = `kept-${Date.now()}`;
      const { error } = await createClient(s.url, s.serviceRoleKey, options).from('fx_rt_public').insert({ channel });
      expect(error).toBeNull();
      const kept = await Promise.race([
        before.waitFor((c) => (c.new as { channel?: string }).channel === channel),
        sleep(10_000).then(() => null),
      ]);
      expect(kept, 'the subscriber from before the restart got the insert made after it').not.toBeNull();
      await subscriber.removeChannel(before.channel);
      await realtimeDelivers(s, subscriber, label.replace(/\W+/g, '-'));
    },
    120_000,
  );
});
