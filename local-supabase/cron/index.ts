import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml, table, toolPage } from '../http/html.ts';
import { bearerToken, decodePathSegment, readBody, sendJson, sendText } from '../http/util.ts';
import type { Surface, SurfaceContext } from '../surface.ts';
import { NetWorker } from './net-worker.ts';
import { CronScheduler } from './scheduler.ts';

/**
 * The vault secrets the project's scheduled jobs read (supabase/migrations/20261128120000_scheduled_jobs.sql):
 * on hosted, the one step done by hand in the dashboard's SQL editor (docs/hosted-supabase.md,
 * "Scheduled jobs"); here, local-supabase does it at every start, with its own URL and service key.
 */
export const JOB_SECRETS = { url: 'project_url', key: 'service_role_key' } as const;

/** A manual clock: it moves only when told (tests); starts at the real time. */
export class ManualClock {
  private t = Date.now();
  now(): number {
    return this.t;
  }
  set(t: number): void {
    this.t = t;
  }
}

const realClock = { now: () => Date.now() };

/** Parses '30 minutes', '1 day', '90 s', or a number of milliseconds. */
export function parseDuration(v: unknown): number | undefined {
  if (typeof v === 'number' && Number.isFinite(v) && v >= 0) return v;
  if (typeof v !== 'string') return undefined;
  const m = /^\s*(\d+(?:\.\d+)?)\s*(ms|milliseconds?|s|seconds?|m|min|minutes?|h|hours?|d|days?)\s*$/i.exec(v);
  if (!m) return undefined;
  const unit = m[2]!.toLowerCase();
  const ms =
    unit.startsWith('ms') || unit.startsWith('milli')
      ? 1
      : unit.startsWith('s')
        ? 1e3
        : unit.startsWith('m')
          ? 6e4
          : unit.startsWith('h')
            ? 36e5
            : 864e5;
  return Number(m[1]) * ms;
}

/**
 * `/cron`: pg_cron's and pg_net's background workers for this database (scheduler.ts, net-worker.ts),
 * and a page and JSON API to see what they did:
 * - `GET /cron` (page), `GET /cron/api/jobs`, `GET /cron/api/runs?jobname=&limit=`,
 *   `GET /cron/api/responses?limit=` (net._http_response), `GET /cron/api/clock`
 * - with the service_role key: `POST /cron/api/jobs/:jobname/run` (run now), and on a manual clock
 *   (`cronClock: 'manual'`, the test stacks) `POST /cron/api/clock` `{ "advance": "30 minutes" }` (time
 *   passes: every minute on the way is handled) or `{ "jump_to": "<ISO time>" }` (the clock is set, as
 *   pg_cron sees a clock change). Both answer once the runs and their HTTP requests are done.
 */
export async function createCronSurface(ctx: SurfaceContext): Promise<Surface> {
  const manual = ctx.config.cronClock === 'manual' ? new ManualClock() : undefined;
  const net = new NetWorker(ctx.db, ctx.config.log);
  const scheduler = new CronScheduler(ctx.db, net, manual ?? realClock, ctx.config.log);
  await net.start();
  await scheduler.start({ realClock: !manual });

  const isService = (req: IncomingMessage) => bearerToken(req) === ctx.serviceRoleKey;

  async function readJsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
    const text = (await readBody(req, 64 * 1024)).toString('utf8');
    if (!text) return {};
    const v = JSON.parse(text) as unknown;
    if (!v || typeof v !== 'object' || Array.isArray(v)) throw new SyntaxError('not an object');
    return v as Record<string, unknown>;
  }

  async function hasCron(): Promise<boolean> {
    return (await ctx.db.query<{ ok: boolean }>(`select to_regclass('cron.job') is not null as ok`)).rows[0]?.ok === true;
  }

  async function jobs() {
    if (!(await hasCron())) return [];
    return (
      await ctx.db.query(
        `select j.jobid, j.jobname, j.schedule, j.command, j.username, j.active,
                (select row_to_json(d) from (select d.runid, d.status, d.return_message, d.start_time, d.end_time
                   from cron.job_run_details d where d.jobid = j.jobid order by d.runid desc limit 1) d) as last_run
           from cron.job j order by j.jobid`,
      )
    ).rows;
  }

  async function runs(jobname: string | null, limit: number) {
    if (!(await hasCron())) return [];
    return (
      await ctx.db.query(
        `select d.runid, d.jobid, j.jobname, d.status, d.return_message, d.start_time, d.end_time
           from cron.job_run_details d left join cron.job j on j.jobid = d.jobid
          where $1::text is null or j.jobname = $1 order by d.runid desc limit $2`,
        [jobname, limit],
      )
    ).rows;
  }

  async function responses(limit: number) {
    const ok = (await ctx.db.query<{ ok: boolean }>(`select to_regclass('net._http_response') is not null as ok`)).rows[0]?.ok;
    if (!ok) return [];
    return (
      await ctx.db.query(
        `select id, status_code, content_type, left(content, 2000) as content, timed_out, error_msg, created
           from net._http_response order by id desc limit $1`,
        [limit],
      )
    ).rows;
  }

  async function page(res: ServerResponse) {
    const list = await jobs();
    const recent = await runs(null, 50);
    const http = await responses(20);
    const body = `
<p>Clock: ${manual ? `manual (tests), at ${escapeHtml(new Date(manual.now()).toISOString())}` : 'real'}. Schedules are in UTC (pg_cron's cron.timezone, GMT on hosted).</p>
<h2>Jobs (cron.job)</h2>
${table(
  ['id', 'name', 'schedule', 'command', 'role', 'last run'],
  list.map((j: Record<string, unknown>) => [
    escapeHtml(String(j.jobid)),
    escapeHtml(String(j.jobname ?? '')),
    `<code>${escapeHtml(String(j.schedule))}</code>`,
    `<code>${escapeHtml(String(j.command))}</code>`,
    escapeHtml(String(j.username)),
    j.last_run ? escapeHtml(JSON.stringify(j.last_run)) : '—',
  ]),
  'No jobs: cron.schedule() has not been called (or pg_cron is not created).',
)}
<h2>Runs (cron.job_run_details)</h2>
${table(
  ['run', 'job', 'status', 'message', 'start', 'end'],
  recent.map((r: Record<string, unknown>) => [
    escapeHtml(String(r.runid)),
    escapeHtml(String(r.jobname ?? r.jobid)),
    `<span class="${r.status === 'failed' ? 'failed' : ''}">${escapeHtml(String(r.status))}</span>`,
    `<code>${escapeHtml(String(r.return_message ?? ''))}</code>`,
    escapeHtml(String(r.start_time ?? '')),
    escapeHtml(String(r.end_time ?? '')),
  ]),
  'No runs yet.',
)}
<h2>HTTP answers (net._http_response)</h2>
${table(
  ['request', 'status', 'answer', 'error', 'at'],
  http.map((r: Record<string, unknown>) => [
    escapeHtml(String(r.id)),
    escapeHtml(String(r.status_code ?? '')),
    `<code>${escapeHtml(String(r.content ?? ''))}</code>`,
    `<span class="failed">${escapeHtml(String(r.error_msg ?? ''))}</span>`,
    escapeHtml(String(r.created)),
  ]),
  'No requests yet.',
)}`;
    sendText(res, 200, toolPage('scheduled jobs', 'Scheduled jobs (pg_cron, pg_net)', body), 'text/html; charset=utf-8');
  }

  let clockMoves: Promise<unknown> = Promise.resolve();

  async function moveClock(clock: ManualClock, body: Record<string, unknown>): Promise<{ status: number; body: unknown }> {
    if (body.jump_to !== undefined) {
      const to = typeof body.jump_to === 'string' ? Date.parse(body.jump_to) : NaN;
      if (Number.isNaN(to)) return { status: 400, body: { message: 'jump_to must be an ISO time' } };
      clock.set(to);
      return { status: 200, body: { now: new Date(to).toISOString(), runs: await scheduler.jumpTo(to) } };
    }
    const ms = parseDuration(body.advance);
    if (ms === undefined || ms > 366 * 864e5)
      return { status: 400, body: { message: 'advance must be a duration such as "30 minutes" (at most a year), or jump_to an ISO time' } };
    const to = clock.now() + ms;
    clock.set(to);
    return { status: 200, body: { now: new Date(to).toISOString(), runs: await scheduler.advanceTo(to) } };
  }

  const limitOf = (url: URL) => Math.min(Math.max(Number(url.searchParams.get('limit') ?? 100) || 100, 1), 1000);

  return {
    prefix: '/cron',
    async handle(req, res, path, url) {
      const method = req.method ?? 'GET';
      if ((path === '' || path === '/') && method === 'GET') return page(res);
      if (path === '/api/jobs' && method === 'GET') return sendJson(res, 200, { jobs: await jobs() });
      if (path === '/api/runs' && method === 'GET')
        return sendJson(res, 200, { runs: await runs(url.searchParams.get('jobname'), limitOf(url)) });
      if (path === '/api/responses' && method === 'GET') return sendJson(res, 200, { responses: await responses(limitOf(url)) });
      if (path === '/api/clock' && method === 'GET')
        return sendJson(res, 200, { mode: manual ? 'manual' : 'real', now: new Date((manual ?? realClock).now()).toISOString() });
      const run = /^\/api\/jobs\/([^/]+)\/run$/.exec(path);
      if ((path === '/api/clock' || run) && method === 'POST') {
        if (!isService(req)) {
          req.resume();
          return sendJson(res, 401, { message: 'The service_role key is required' });
        }
        let body: Record<string, unknown>;
        try {
          body = await readJsonBody(req);
        } catch {
          return sendJson(res, 400, { message: 'The body must be a JSON object' });
        }
        if (run) {
          const done = await scheduler.runNow(decodePathSegment(run[1]!));
          return done ? sendJson(res, 200, { run: done }) : sendJson(res, 404, { message: 'No such job' });
        }
        if (!manual) return sendJson(res, 409, { message: 'The clock is real; start local-supabase with cronClock: "manual" to move it' });
        // One move at a time: each starts where the previous one ended.
        const moved = clockMoves.then(() => moveClock(manual, body));
        clockMoves = moved.catch(() => undefined);
        const outcome = await moved;
        return sendJson(res, outcome.status, outcome.body);
      }
      req.resume();
      sendJson(res, 404, { message: 'not found' });
    },
    async afterMigrate() {
      // The dashboard step of docs/hosted-supabase.md, done for this local project.
      const vault = (await ctx.db.query<{ ok: boolean }>(`select to_regclass('vault.secrets') is not null as ok`)).rows[0]?.ok;
      if (!vault) return;
      for (const [name, value] of [
        [JOB_SECRETS.url, ctx.url],
        [JOB_SECRETS.key, ctx.serviceRoleKey],
      ] as const) {
        const { rows } = await ctx.db.query<{ id: string }>('select id from vault.secrets where name = $1', [name]);
        if (rows[0]) await ctx.db.query('select vault.update_secret($1, $2)', [rows[0].id, value]);
        else
          await ctx.db.query(
            `select vault.create_secret($1, $2, 'Set by local-supabase at start (docs/hosted-supabase.md, "Scheduled jobs")')`,
            [value, name],
          );
      }
    },
    async close() {
      await scheduler.stop();
      await net.stop();
    },
  };
}
