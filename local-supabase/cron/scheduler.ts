// pg_cron's background worker, for the emulated pg_cron (db/extensions/pg_cron.sql): every minute it
// starts the jobs of cron.job due in this database (schedule.ts, pg_cron's rules), each as the role
// that scheduled it, one run of a job at a time, and logs each run in cron.job_run_details as pg_cron
// does (starting → running → succeeded | failed, with the command's result or error).
//
// Its clock is real (`npm start`) or manual (tests): a manual clock moves only when told, and each
// move runs what a real clock would have run on the way, then waits for those runs and the HTTP
// requests they queued (net-worker.ts), so a test sees the outcome when the move returns.
import { PROJECT_ROLE } from '../db/migrate.ts';
import { isPgError, type Db } from '../db/types.ts';
import { dueMinutes, isCron, MINUTE, minuteStart, nextLastMinute, type ParsedSchedule } from './schedule.ts';
import type { NetWorker } from './net-worker.ts';

interface Job {
  jobid: string;
  jobname: string | null;
  command: string;
  username: string;
  parsed: ParsedSchedule | null;
}

export interface JobRun {
  runid: string;
  jobid: string;
  jobname: string | null;
  status: string;
  return_message: string | null;
  start_time: string | null;
  end_time: string | null;
}

const quoteIdent = (s: string) => `"${s.replace(/"/g, '""')}"`;

export class CronScheduler {
  private lastMinute: number;
  private lastIntervalStart = new Map<string, number>();
  private chains = new Map<string, Promise<void>>();
  private started = new Set<Promise<string | null>>();
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | undefined;
  private jobs: Job[] | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  private stopped = false;
  private rebooted = false;

  constructor(
    private db: Db,
    private net: NetWorker,
    private clock: { now(): number },
    private log: (line: string) => void = () => undefined,
  ) {
    this.lastMinute = minuteStart(clock.now());
  }

  /** With a real clock: looks every second, as pg_cron's worker does. */
  async start(opts: { realClock: boolean }): Promise<void> {
    // cron.schedule/unschedule/alter_job notify: the job list is read again on the next tick.
    this.unlisten = await this.db.listen('local_cron', () => (this.jobs = undefined));
    if (!opts.realClock) return;
    this.timer = setInterval(() => {
      this.ticking ??= this.tick()
        .then(() => undefined)
        .catch((e: unknown) => this.log(`pg_cron: ${e instanceof Error ? e.message : String(e)}`))
        .finally(() => (this.ticking = undefined));
    }, 1_000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.unlisten?.().catch(() => undefined);
    await this.ticking;
    await Promise.allSettled([...this.chains.values()]);
  }

  /** A manual clock moved to `now`: handles every minute on the way, as a real clock would have. */
  async advanceTo(now: number): Promise<JobRun[]> {
    const runs: Promise<string | null>[] = [];
    // Interval jobs ('30 seconds') run at most once per minute of such a move.
    for (let t = this.lastMinute + MINUTE; t <= now; t += MINUTE) {
      runs.push(...(await this.tick(t)));
      await this.settle();
    }
    runs.push(...(await this.tick(now)));
    await this.settle();
    return this.runsById((await Promise.all(runs)).filter((id): id is string => id !== null));
  }

  /** A manual clock jumped to `now` (pg_cron's rules for clock changes apply). */
  async jumpTo(now: number): Promise<JobRun[]> {
    const runs = await this.tick(now);
    await this.settle();
    return this.runsById((await Promise.all(runs)).filter((id): id is string => id !== null));
  }

  /** Runs a job now, whatever its schedule (the /cron page's "Run now"); waits for it. */
  async runNow(jobname: string): Promise<JobRun | undefined> {
    const job = (await this.loadJobs()).find((j) => j.jobname === jobname);
    if (!job) return undefined;
    const run = this.enqueue(job);
    await this.settle();
    const id = await run;
    return id ? (await this.runsById([id]))[0] : undefined;
  }

  /** Waits for the runs started so far and for the HTTP requests they queued. */
  async settle(): Promise<void> {
    while (this.started.size) await Promise.allSettled([...this.started]);
    await this.net.drain();
  }

  /** Starts the runs due at `now`; returns their run ids (as they come). */
  private async tick(now = this.clock.now()): Promise<Promise<string | null>[]> {
    if (this.stopped) return [];
    const jobs = await this.loadJobs();
    const runs: Promise<string | null>[] = [];
    if (!this.rebooted) {
      this.rebooted = true;
      for (const j of jobs) if (j.parsed && 'reboot' in j.parsed) runs.push(this.enqueue(j));
    }
    for (const j of jobs) {
      if (!j.parsed || !('seconds' in j.parsed)) continue;
      const last = this.lastIntervalStart.get(j.jobid);
      if (last === undefined || now - last >= j.parsed.seconds * 1000) {
        this.lastIntervalStart.set(j.jobid, now);
        runs.push(this.enqueue(j));
      }
    }
    const passed = Math.trunc((now - this.lastMinute) / MINUTE);
    if (passed !== 0) {
      for (const j of jobs) {
        if (!j.parsed || !isCron(j.parsed)) continue;
        for (let n = dueMinutes(j.parsed, this.lastMinute, now).length; n > 0; n -= 1) runs.push(this.enqueue(j));
      }
      this.lastMinute = nextLastMinute(this.lastMinute, now);
    }
    return runs;
  }

  private async loadJobs(): Promise<Job[]> {
    if (this.jobs) return this.jobs;
    const exists = await this.db.query<{ ok: boolean }>(`select to_regclass('cron.job') is not null as ok`);
    if (!exists.rows[0]?.ok) return [];
    const { rows } = await this.db.query<Job>(
      `select jobid, jobname, command, username, local_supabase.cron_parse(schedule) as parsed
         from cron.job where active and database = current_database() order by jobid`,
    );
    this.jobs = rows;
    return rows;
  }

  /** One run of a job, after the job's previous run (pg_cron runs a job at most once at a time). */
  private enqueue(job: Job): Promise<string | null> {
    const previous = this.chains.get(job.jobid) ?? Promise.resolve();
    const run = previous
      .then(() => this.run(job))
      .catch((e: unknown) => {
        this.log(`pg_cron: job ${job.jobname ?? job.jobid}: ${e instanceof Error ? e.message : String(e)}`);
        return null;
      });
    const chained = run.then(() => undefined);
    this.chains.set(job.jobid, chained);
    void chained.finally(() => {
      if (this.chains.get(job.jobid) === chained) this.chains.delete(job.jobid);
    });
    this.started.add(run);
    void run.finally(() => this.started.delete(run));
    return run;
  }

  /** Runs the job's command as its role, in one transaction, and logs the run. Returns the run id. */
  private async run(job: Job): Promise<string> {
    const { rows } = await this.db.query<{ runid: string }>(
      `insert into cron.job_run_details (jobid, job_pid, database, username, command, status)
       values ($1, pg_backend_pid(), current_database(), $2, $3, 'starting') returning runid`,
      [job.jobid, job.username, job.command],
    );
    const runid = rows[0].runid;
    await this.db.query(`update cron.job_run_details set status = 'running', start_time = now() where runid = $1`, [runid]);
    let status = 'succeeded';
    let message: string | null;
    try {
      const outcome = await this.db.transaction(async (tx) => {
        await tx.exec(`set local role ${quoteIdent(job.username)}`);
        // The role's own settings, as pg_cron's connection as that role gets them; hosted's postgres
        // has this search_path.
        if (job.username === PROJECT_ROLE) await tx.exec(`set local search_path = "$user", public, extensions`);
        return tx.exec(job.command);
      });
      message = outcome.rows !== null ? `${outcome.rows} ${outcome.rows === 1 ? 'row' : 'rows'}` : (outcome.tag ?? 'OK');
    } catch (e) {
      status = 'failed';
      message = isPgError(e) ? `ERROR:  ${e.message}` : e instanceof Error ? e.message : String(e);
      this.log(`pg_cron: job ${job.jobname ?? job.jobid} failed: ${message}`);
    }
    await this.db.query(`update cron.job_run_details set status = $2, return_message = $3, end_time = now() where runid = $1`, [
      runid,
      status,
      message,
    ]);
    return runid;
  }

  private async runsById(ids: string[]): Promise<JobRun[]> {
    if (!ids.length) return [];
    const { rows } = await this.db.query<JobRun>(
      `select d.runid, d.jobid, j.jobname, d.status, d.return_message, d.start_time, d.end_time
         from cron.job_run_details d left join cron.job j on j.jobid = d.jobid
        where d.runid = any ($1::bigint[]) order by d.runid`,
      [ids],
    );
    return rows;
  }
}
