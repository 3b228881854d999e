// When a pg_cron job runs: pg_cron's ShouldRunTask and StartAllPendingRuns (src/pg_cron.c), over the
// schedule as local_supabase.cron_parse() (cron/schema.sql) parsed it in the database — the one parser,
// so cron.schedule refuses exactly what this would never run.

/** A schedule as local_supabase.cron_parse() returns it. */
export type ParsedSchedule =
  | { seconds: number }
  | { reboot: true }
  | {
      minute: number[];
      hour: number[];
      dom: number[];
      month: number[];
      dow: number[];
      min_star: boolean;
      hr_star: boolean;
      dom_star: boolean;
      dow_star: boolean;
      dom_last: boolean;
    };

export type CronFields = Extract<ParsedSchedule, { minute: number[] }>;

export const MINUTE = 60_000;

export const isCron = (s: ParsedSchedule): s is CronFields => 'minute' in s;

/** pg_cron's "wildcard" jobs: the minute or the hour field begins with '*'. */
export const isWild = (s: CronFields): boolean => s.min_star || s.hr_star;

/** The start of the minute `t` (ms since the epoch) falls in. */
export const minuteStart = (t: number): number => t - (((t % MINUTE) + MINUTE) % MINUTE);

/**
 * ShouldRunTask: whether the schedule matches minute `t`, in GMT (hosted's cron.timezone; local-supabase
 * sets no other). Day of month and day of week are ORed unless either is '*' (Vixie cron); `$` is the
 * last day of the month.
 */
export function shouldRun(s: CronFields, t: number, doWild: boolean, doNonWild: boolean): boolean {
  const d = new Date(t);
  const tomorrow = new Date(t + 24 * 60 * MINUTE);
  const thisDom = s.dom.includes(d.getUTCDate()) || (s.dom_last && tomorrow.getUTCDate() === 1);
  const thisDow = s.dow.includes(d.getUTCDay());
  const day = s.dom_star || s.dow_star ? thisDom && thisDow : thisDom || thisDow;
  if (!(s.minute.includes(d.getUTCMinutes()) && s.hour.includes(d.getUTCHours()) && s.month.includes(d.getUTCMonth() + 1) && day))
    return false;
  return (doNonWild && !isWild(s)) || (doWild && isWild(s));
}

/**
 * How many runs of a cron job are due when the clock goes from `lastMinute` (the start of the minute
 * last handled) to `now`, with Vixie cron's handling of clock jumps as pg_cron has it:
 * - 1 to 5 minutes on: every minute passed, in order;
 * - 6 minutes to 3 hours on: fixed-time jobs for every minute passed, wildcard jobs once, if they
 *   match the current minute;
 * - back by less than 3 hours: wildcard jobs for the current minute only;
 * - a larger jump either way: the current minute only.
 * Returns the minutes (their starts) the job runs for.
 */
export function dueMinutes(s: CronFields, lastMinute: number, now: number): number[] {
  const current = minuteStart(now);
  const passed = Math.trunc((now - lastMinute) / MINUTE);
  const out: number[] = [];
  if (passed === 0) return out;
  if (passed > 0 && passed <= 5) {
    for (let t = lastMinute + MINUTE; t <= current; t += MINUTE) if (shouldRun(s, t, true, true)) out.push(t);
  } else if (passed > 5 && passed <= 180) {
    for (let t = lastMinute + MINUTE; t <= current; t += MINUTE) if (shouldRun(s, t, false, true)) out.push(t);
    if (shouldRun(s, current, true, false)) out.push(current);
  } else if (passed < 0 && passed > -180) {
    if (shouldRun(s, current, true, false)) out.push(current);
  } else if (shouldRun(s, current, true, true)) out.push(current);
  return out;
}

/**
 * Where the scheduler's "last minute" goes after handling `now`: the current minute, except after a
 * small jump back, when it stays until the clock has caught up (fixed-time jobs are not repeated).
 */
export function nextLastMinute(lastMinute: number, now: number): number {
  const passed = Math.trunc((now - lastMinute) / MINUTE);
  return passed < 0 && passed > -180 ? lastMinute : minuteStart(now);
}
