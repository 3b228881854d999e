// pg_net's background worker, for the emulated pg_net (db/extensions/pg_net.sql): takes the requests
// queued in net.http_request_queue (deleting them, as pg_net does), sends them, and writes each answer
// — or why there is none — to net._http_response, which keeps answers for pg_net.ttl (6 hours).
import type { Db } from '../db/types.ts';

interface Queued {
  id: string;
  method: string;
  url: string;
  headers: Record<string, string> | null;
  body: string | null;
  timeout_milliseconds: number;
}

/** pg_net's batch_size: requests taken from the queue at a time. */
const BATCH = 200;
/** pg_net.ttl. */
const TTL = '6 hours';
/** The User-Agent pg_net's libcurl sends. */
const USER_AGENT = 'pg_net/0.19.5';

export class NetWorker {
  private busy: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private unlisten: (() => Promise<void>) | undefined;
  private poll: NodeJS.Timeout | undefined;

  constructor(
    private db: Db,
    private log: (line: string) => void = () => undefined,
  ) {}

  /** LISTENs for net.wake() (sent at commit by every net.http_*), and looks again every 5 s. */
  async start(): Promise<void> {
    this.unlisten = await this.db.listen('local_net', () => this.wake());
    this.poll = setInterval(() => this.wake(), 5_000);
    this.poll.unref();
    this.wake();
  }

  /** Processes the queue now (or once more after the pass under way). */
  wake(): void {
    if (this.stopped) return;
    if (this.busy) {
      this.again = true;
      return;
    }
    this.busy = this.drainQueue().finally(() => {
      this.busy = undefined;
      if (this.again) {
        this.again = false;
        this.wake();
      }
    });
  }

  /** Resolves once every request queued so far has its answer in net._http_response. */
  async drain(): Promise<void> {
    for (;;) {
      // A pass ending with `again` set starts the next one before its promise settles.
      while (this.busy) await this.busy;
      if (this.stopped || !(await this.pending())) return;
      this.wake();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.poll) clearInterval(this.poll);
    await this.unlisten?.().catch(() => undefined);
    await this.busy?.catch(() => undefined);
  }

  private async hasQueue(): Promise<boolean> {
    const { rows } = await this.db.query<{ ok: boolean }>(`select to_regclass('net.http_request_queue') is not null as ok`);
    return rows[0]?.ok === true;
  }

  private async pending(): Promise<boolean> {
    if (!(await this.hasQueue())) return false;
    const { rows } = await this.db.query<{ n: boolean }>('select exists (select 1 from net.http_request_queue) as n');
    return rows[0]?.n === true;
  }

  private async drainQueue(): Promise<void> {
    try {
      if (!(await this.hasQueue())) return;
      for (;;) {
        const { rows } = await this.db.query<Queued>(
          `delete from net.http_request_queue q
            where q.id in (select id from net.http_request_queue order by id limit ${BATCH})
        returning q.id, q.method, q.url, q.headers, convert_from(q.body, 'UTF8') as body, q.timeout_milliseconds`,
        );
        if (!rows.length) break;
        await Promise.all(rows.sort((a, b) => Number(a.id) - Number(b.id)).map((r) => this.send(r)));
      }
      await this.db.query(`delete from net._http_response where created < now() - interval '${TTL}'`);
    } catch (e) {
      if (!this.stopped) this.log(`pg_net worker: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  private async send(r: Queued): Promise<void> {
    const started = performance.now();
    const headers = new Headers({ 'User-Agent': USER_AGENT });
    for (const [k, v] of Object.entries(r.headers ?? {})) headers.set(k, String(v));
    let row: [number | null, string | null, string | null, string | null, boolean, string | null];
    try {
      const res = await fetch(r.url, {
        method: r.method.toUpperCase(),
        headers,
        body: r.body === null || r.method.toUpperCase() === 'GET' ? undefined : r.body,
        signal: AbortSignal.timeout(r.timeout_milliseconds),
      });
      const content = await res.text();
      row = [res.status, res.headers.get('content-type'), JSON.stringify(Object.fromEntries(res.headers)), content, false, null];
    } catch (e) {
      const timedOut = e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError');
      const total = (performance.now() - started).toFixed(3);
      const message = timedOut
        ? `Timeout of ${r.timeout_milliseconds} ms reached. Total time: ${total} ms`
        : `${e instanceof Error ? ((e.cause as Error | undefined)?.message ?? e.message) : String(e)}`;
      row = [null, null, null, null, timedOut, message];
    }
    await this.db.query(
      `insert into net._http_response (id, status_code, content_type, headers, content, timed_out, error_msg)
       values ($1, $2, $3, $4::jsonb, $5, $6, $7)`,
      [r.id, ...row],
    );
  }
}
