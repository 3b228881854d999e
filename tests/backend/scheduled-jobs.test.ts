/**
 * Scheduled server work (issue 27, issue 24 item 7), on a stack of its own with a manual cron clock:
 * the jobs the migration schedules (pg_cron + pg_net, as on hosted) run when the clock says so —
 * refresh-weather every 30 minutes, sweep-zips every night at 03:17 UTC — and do what they should: the
 * weather of each organization's city lands in api_content with the time fetched; a provider failure
 * (HTTP error, timeout, not the expected JSON, a wrong key) keeps the last good content and is reported
 * to monitoring; zips older than 30 days are removed with their objects. Only the service role may
 * run the functions. And the emulated pg_cron behaves as pg_cron does where the project relies on it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from '../../local-supabase/functions/gateway.ts';
import { signJwt } from '../../local-supabase/jwt.ts';
import { DEMO } from './helpers.ts';
import { schedStack, type SchedStack } from './scheduled-support.ts';

let s: SchedStack;

beforeAll(async () => {
  s = await schedStack('scheduled_jobs');
  // Far from the real time, so every run below is the clock's doing: at 10:05:30 neither job is due.
  expect((await s.clock({ jump_to: '2031-03-04T10:05:30Z' })).runs).toEqual([]);
}, 240_000);

afterAll(async () => {
  await s?.close();
});

interface WeatherRow {
  id: string;
  updated_at: string;
  content: { location: string; query: string; fetched_at: string; current: { temp: number; condition: string }; daily: unknown[] };
}

async function weatherRows(): Promise<Map<string, WeatherRow>> {
  const { rows } = await s.ls.db.query<WeatherRow>(
    `select id, updated_at, content from public.api_content where id = 'weather' or id like 'weather:%' order by id`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

const SUMMIT = `weather:${DEMO.organizations.summit}`;
const COASTAL = `weather:${DEMO.organizations.coastal}`;

/** The last answer pg_net got from a function (net._http_response). */
async function lastAnswer(): Promise<{ status_code: number | null; body: Record<string, unknown> | null }> {
  const { rows } = await s.ls.db.query<{ status_code: number | null; content: string | null }>(
    'select status_code, content from net._http_response order by id desc limit 1',
  );
  return {
    status_code: rows[0]?.status_code ?? null,
    body: rows[0]?.content ? (JSON.parse(rows[0].content) as Record<string, unknown>) : null,
  };
}

describe('the jobs, as the migration schedules them', () => {
  it('are pg_cron jobs of hosted’s postgres, in UTC, calling the functions through pg_net', async () => {
    const { rows } = await s.ls.db.query('select jobname, schedule, command, username, active from cron.job order by jobname');
    expect(rows).toEqual([
      {
        jobname: 'refresh-weather',
        schedule: '*/30 * * * *',
        command: "select app.invoke_edge_function('refresh-weather')",
        username: 'hosted_postgres',
        active: true,
      },
      {
        jobname: 'sweep-zips',
        schedule: '17 3 * * *',
        command: "select app.invoke_edge_function('sweep-zips')",
        username: 'hosted_postgres',
        active: true,
      },
    ]);
  });
});

describe('refresh-weather', () => {
  it('runs at :00 and :30 and only then, writing each place’s weather with the time fetched', async () => {
    await s.weather.set({ q: 'Vancouver, BC, CA', current: { temp_c: 4.5, text: 'Light snow', code: 1213 } });
    expect((await s.clock({ advance: '24 minutes' })).runs).toEqual([]); // 10:29:30
    expect([...(await weatherRows()).keys()]).toEqual([]);

    const before = Date.now();
    const { runs } = await s.clock({ advance: '1 minute' }); // 10:30:30
    expect(runs).toEqual([expect.objectContaining({ jobname: 'refresh-weather', status: 'succeeded', return_message: '1 row' })]);
    expect(await lastAnswer()).toEqual({ status_code: 200, body: expect.objectContaining({ failed: [] }) });

    const rows = await weatherRows();
    // The default place (America/Vancouver) and each organization with a city; Summit is in Vancouver.
    expect([...rows.keys()].sort()).toEqual([SUMMIT, COASTAL, 'weather'].sort());
    for (const id of ['weather', SUMMIT]) {
      const c = rows.get(id)!.content;
      expect(c.current).toMatchObject({ temp: 4.5, condition: 'Light snow' });
      expect(c.query).toBe('Vancouver, BC, CA');
      expect(Date.parse(c.fetched_at)).toBeGreaterThanOrEqual(before - 1000);
      expect(c.daily.length).toBe(3);
    }
    expect(rows.get(COASTAL)!.content.query).toBe('Victoria, BC, CA');
    // One request per city (Summit and the default share Vancouver), each with the key of `keys`.
    const asked = (await s.weather.requests()).map((r) => [r.q, r.key_valid, r.status]);
    expect(asked.sort()).toEqual([
      ['Vancouver, BC, CA', true, 200],
      ['Victoria, BC, CA', true, 200],
    ]);

    expect((await s.clock({ advance: '29 minutes' })).runs).toEqual([]); // 10:59:30
    expect((await s.clock({ advance: '30 minutes' })).runs.map((r) => r.jobname)).toEqual(['refresh-weather']); // 11:29:30, at 11:00
  });

  it.each([
    { what: 'an HTTP error', failure: { mode: 'http' as const, status: 503 }, kind: 'http' },
    { what: 'a 401 (the key refused)', failure: { mode: 'http' as const, status: 401 }, kind: 'http' },
    { what: 'an answer that is not JSON', failure: { mode: 'bad-json' as const }, kind: 'bad_response' },
    { what: 'no answer (timeout)', failure: { mode: 'timeout' as const }, kind: 'timeout' },
  ])(
    'keeps the last good content and reports $what to monitoring',
    async ({ failure, kind }) => {
      const before = await weatherRows();
      expect(before.size).toBe(3);
      const reported = (await s.events('function:refresh-weather')).length;
      await s.weather.fail(failure);
      try {
        const { runs } = await s.clock({ advance: '30 minutes' });
        // The job itself did its part (it queued the call); the function says what failed.
        expect(runs).toEqual([expect.objectContaining({ jobname: 'refresh-weather', status: 'succeeded' })]);
        const answer = await lastAnswer();
        expect(answer.status_code).toBe(502);
        expect(answer.body).toMatchObject({
          refreshed: [],
          failed: [expect.objectContaining({ kind }), expect.objectContaining({ kind })],
        });
      } finally {
        await s.weather.reset();
      }
      // Nothing written: every row as it was, its time fetched included.
      expect(await weatherRows()).toEqual(before);
      const all = await s.events('function:refresh-weather');
      const events = all.slice(0, all.length - reported);
      expect(events).toHaveLength(2);
      for (const e of events) {
        expect(e.tags).toMatchObject({ function: 'refresh-weather', provider: 'weatherapi.com', failure: kind });
        expect(e.level).toBe('error');
        expect(e.exception[0]?.type).toBe('ProviderError');
      }
      expect(events.map((e) => e.extra.place).sort()).toEqual(['Vancouver, BC, CA', 'Victoria, BC, CA']);
    },
    90_000,
  );

  it('refreshes the places that answered when one fails, and keeps the failed one’s content', async () => {
    const before = await weatherRows();
    await s.weather.set({ current: { temp_c: 12, text: 'Sunny', code: 1000 } });
    await s.weather.fail({ mode: 'http', status: 500, q: 'Victoria, BC, CA' });
    try {
      await s.clock({ advance: '30 minutes' });
    } finally {
      await s.weather.reset();
    }
    const after = await weatherRows();
    expect(after.get(COASTAL)).toEqual(before.get(COASTAL));
    for (const id of ['weather', SUMMIT]) {
      expect(after.get(id)!.content.current).toMatchObject({ temp: 12, condition: 'Sunny' });
      expect(Date.parse(after.get(id)!.content.fetched_at)).toBeGreaterThan(Date.parse(before.get(id)!.content.fetched_at));
    }
    expect((await s.events('failure:http'))[0]?.extra).toMatchObject({ place: 'Victoria, BC, CA' });
  });

  it('sends the key of the keys table; a wrong one is refused by the provider, reported, and nothing changes', async () => {
    const before = await weatherRows();
    await s.service.from('keys').update({ key: 'not-the-providers-key' }).eq('id', 'weather').throwOnError();
    try {
      await s.clock({ advance: '30 minutes' });
    } finally {
      await s.service.from('keys').update({ key: 'demo-weather-api-key-not-a-secret' }).eq('id', 'weather').throwOnError();
    }
    expect(await weatherRows()).toEqual(before);
    const asked = await s.weather.requests();
    expect(asked.slice(0, 2).map((r) => [r.key_valid, r.status])).toEqual([
      [false, 401],
      [false, 401],
    ]);
    expect((await s.events('status:401'))[0]?.tags).toMatchObject({ function: 'refresh-weather', failure: 'http' });
  });

  it('drops the row of an organization that no longer has a city (its members see the default place)', async () => {
    await s.service.from('organizations').update({ city: null }).eq('id', DEMO.organizations.coastal).throwOnError();
    try {
      await s.clock({ advance: '30 minutes' });
      expect([...(await weatherRows()).keys()].sort()).toEqual([SUMMIT, 'weather'].sort());
    } finally {
      await s.service.from('organizations').update({ city: 'Victoria' }).eq('id', DEMO.organizations.coastal).throwOnError();
      await s.clock({ advance: '30 minutes' });
    }
    expect([...(await weatherRows()).keys()].sort()).toEqual([SUMMIT, COASTAL, 'weather'].sort());
  });
});

describe('the scheduled functions refuse everyone but the service role', () => {
  const call = (slug: string, headers: Record<string, string>) =>
    fetch(`${s.url}/functions/v1/${slug}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: '{}' });

  it.each(['refresh-weather', 'sweep-zips'])(
    '%s: 401 without a token or with a forged one, 403 for anon and every signed-in role',
    async (slug) => {
      const before = await weatherRows();
      const asked = (await s.weather.requests()).length;
      expect((await call(slug, {})).status).toBe(401);
      const forged = await signJwt('another-secret-of-at-least-thirty-two-characters', {
        role: 'service_role',
        exp: Math.floor(Date.now() / 1000) + 600,
      });
      expect((await call(slug, { Authorization: `Bearer ${forged}`, apikey: s.ls.anonKey })).status).toBe(401);
      const anon = await call(slug, { Authorization: `Bearer ${s.ls.anonKey}`, apikey: s.ls.anonKey });
      expect(anon.status).toBe(403);
      expect(await anon.json()).toMatchObject({ code: 'forbidden' });
      for (const login of ['management', 'company-admin', 'partner-admin', 'sales-rep']) {
        const client = await s.signIn(login);
        const token = (await client.auth.getSession()).data.session!.access_token;
        const res = await call(slug, { Authorization: `Bearer ${token}`, apikey: s.ls.anonKey });
        expect(res.status, login).toBe(403);
      }
      expect(await weatherRows()).toEqual(before);
      expect((await s.weather.requests()).length).toBe(asked);
    },
  );

  it('lets the service role run them (what the job sends)', async () => {
    const res = await call('sweep-zips', { Authorization: `Bearer ${s.ls.serviceRoleKey}`, apikey: s.ls.serviceRoleKey });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ removed: 0 });
  });

  // verify_jwt is off for both (supabase/config.toml): a secret key is no JWT, and the job may hold one.
  it('lets a job holding a secret key (sb_secret_…, not a JWT) run them, as Vault may hold one on hosted', async () => {
    const res = await call('sweep-zips', { Authorization: `Bearer ${LOCAL_SECRET_KEY}`, apikey: LOCAL_SECRET_KEY });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ removed: 0 });
  });

  it('refuses a publishable key (sb_publishable_…) in the function itself: 403', async () => {
    for (const slug of ['refresh-weather', 'sweep-zips']) {
      const res = await call(slug, { apikey: LOCAL_PUBLISHABLE_KEY });
      expect(res.status, slug).toBe(403);
      expect(await res.json(), slug).toMatchObject({ code: 'forbidden' });
    }
  });

  it('moves the test clock for the service role only', async () => {
    const res = await fetch(`${s.url}/cron/api/clock`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${s.ls.anonKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ advance: '1 day' }),
    });
    expect(res.status).toBe(401);
  });
});

describe('sweep-zips', () => {
  it('removes zips older than 30 days with their objects at 03:17 UTC, and nothing else', async () => {
    const org = DEMO.organizations.summit;
    const user = await s.signIn('partner-admin');
    const tag = randomUUID().slice(0, 8);
    const oldZip = `${org}/zips/old-${tag}.zip`;
    const newZip = `${org}/zips/new-${tag}.zip`;
    const oldFile = `${org}/accounts/${DEMO.account(3)}/old-${tag}.pdf`;
    const bytes = new Blob([new Uint8Array(2048).fill(7)]);
    for (const p of [oldZip, newZip])
      await user.storage
        .from('organizations')
        .upload(p, bytes, { contentType: 'application/zip' })
        .then((r) => expect(r.error).toBeNull());
    await s.service.storage
      .from('organizations')
      .upload(oldFile, bytes, { contentType: 'application/pdf' })
      .then((r) => expect(r.error).toBeNull());
    await s.ls.db.query(`update storage.objects set created_at = now() - interval '31 days' where name = any ($1)`, [[oldZip, oldFile]]);

    expect((await s.clock({ jump_to: '2031-03-06T03:16:30Z' })).runs).toEqual([]);
    const { runs } = await s.clock({ advance: '1 minute' });
    expect(runs).toEqual([expect.objectContaining({ jobname: 'sweep-zips', status: 'succeeded' })]);
    expect(await lastAnswer()).toEqual({ status_code: 200, body: { removed: 1 } });

    const { rows } = await s.ls.db.query<{ name: string }>('select name from storage.objects where name = any ($1) order by name', [
      [oldZip, newZip, oldFile],
    ]);
    expect(rows.map((r) => r.name).sort()).toEqual([newZip, oldFile].sort());
    // The bytes went too: the object is gone for the Storage API, whoever asks.
    expect((await s.service.storage.from('organizations').download(oldZip)).error).not.toBeNull();
    expect((await user.storage.from('organizations').download(newZip)).data?.size).toBe(2048);
    expect((await s.service.storage.from('organizations').download(oldFile)).data?.size).toBe(2048);
  });
});

describe('the emulated pg_cron, where the project relies on it', () => {
  const asPostgres = (sql: string) =>
    s.ls.db.transaction(async (tx) => {
      await tx.exec('set local role hosted_postgres');
      return tx.query(sql);
    });

  it('refuses a schedule pg_cron refuses, and a write to cron.job (hosted’s postgres may only read it)', async () => {
    await expect(asPostgres(`select cron.schedule('bad', '61 * * * *', 'select 1')`)).rejects.toThrow('invalid schedule: 61 * * * *');
    await expect(asPostgres(`select cron.schedule('bad', '1/20 * * * *', 'select 1')`)).rejects.toThrow('invalid schedule');
    await expect(asPostgres(`insert into cron.job (schedule, command) values ('* * * * *', 'select 1')`)).rejects.toThrow(
      /permission denied/,
    );
    await expect(asPostgres(`select jobname from cron.job`)).resolves.toMatchObject({
      rows: expect.arrayContaining([{ jobname: 'refresh-weather' }]),
    });
  });

  it('runs a job as the role that scheduled it, and logs a failure with its error', async () => {
    await asPostgres(
      `select cron.schedule('fx-role', '* * * * *', $job$do $$ begin if current_user <> 'hosted_postgres' then raise exception 'ran as %', current_user; end if; end $$$job$)`,
    );
    await asPostgres(`select cron.schedule('fx-fails', '* * * * *', 'select 1 / 0')`);
    try {
      const { runs } = await s.clock({ advance: '1 minute' });
      const byName = Object.fromEntries(runs.map((r) => [r.jobname, r]));
      expect(byName['fx-role']).toMatchObject({ status: 'succeeded' });
      expect(byName['fx-fails']).toMatchObject({ status: 'failed', return_message: expect.stringContaining('division by zero') });
    } finally {
      await asPostgres(`select cron.unschedule('fx-role'), cron.unschedule('fx-fails')`);
    }
    await expect(asPostgres(`select cron.unschedule('fx-role')`)).rejects.toThrow("could not find valid entry for job 'fx-role'");
  });

  it('fails the run with what to do when the Vault secrets are missing (hosted, before the dashboard step)', async () => {
    await s.ls.db.query(`delete from vault.secrets where name = 'project_url'`);
    try {
      const { runs } = await s.clock({ jump_to: '2031-03-06T10:29:30Z' }).then(() => s.clock({ advance: '1 minute' }));
      expect(runs).toEqual([
        expect.objectContaining({
          jobname: 'refresh-weather',
          status: 'failed',
          return_message: expect.stringContaining('project_url and service_role_key are not set'),
        }),
      ]);
    } finally {
      // local-supabase does the dashboard step again (it does at every start).
      await s.ls.migrate();
    }
    expect((await s.clock({ advance: '30 minutes' })).runs).toEqual([
      expect.objectContaining({ jobname: 'refresh-weather', status: 'succeeded' }),
    ]);
  });
});
