/**
 * `npm run bench:bundle [-- --record]`: what a first visit to each route of the portal downloads, in
 * Chromium. A throwaway local-supabase (in memory, demo seed) and a production build served by
 * `vite preview`; every route (scripts/bench/bundle-routes.ts: public pages, the shell's pages, each
 * resource's list, create and edit, the 404) opened in a fresh browser context, signed in as
 * management where the route needs it; the gzip (level 9) size of every JavaScript file it fetched.
 * Targets (issue 28): /welcome/login ≤ 250 KB, every other route ≤ 450 KB; warm — signed in on the
 * dashboard, then each route inside the app — ≤ 120 KB the route adds (exit 1 when a route is over its
 * budget: the target, or its entry in OVER_TARGET). With
 * --record the table replaces `## Bundle` in docs/benchmarks.md, stamped with the commit and the code
 * fingerprint `npm run bench:check` compares. BENCH_RUNS (default 3): each route is measured that many
 * times (fresh contexts); the table shows the median.
 */
import { chromium } from '@playwright/test';
import path from 'node:path';
import {
  appRoutes,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  KB,
  measureRoute,
  routePath,
  signInSession,
  WARM_FROM,
  WARM_TARGET_KB,
  warmRoutes,
  type RouteLoad,
} from './bundle-routes.ts';
import { BUNDLE_INPUTS, commitMeasured, fingerprint } from './fingerprint.ts';
import { startPortalStack, ROOT } from './portal-stack.ts';
import { median, reportName, signedIn, writeSection } from './report.ts';

const outDir = path.join(ROOT, 'node_modules/.bench-dist');
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const record = process.argv.includes('--record');

async function main() {
  const stack = await startPortalStack(outDir);
  const { baseUrl, buildSeconds } = stack;
  const closers: (() => Promise<unknown>)[] = [() => stack.close()];
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    closers.unshift(() => browser.close());

    // BENCH_ROUTES=/dashboard,/accounts measures only those (while tuning; --record needs them all).
    const only = process.env.BENCH_ROUTES?.split(',').map((r) => r.trim());
    if (only && record) throw new Error('BENCH_ROUTES and --record: a recorded table holds every route');
    const routes = appRoutes().filter((r) => !only || only.includes(r.pattern));
    const management = await signedIn(stack.apiUrl, stack.anonKey, 'management@demo.test');
    const ids: Record<string, string> = {};
    for (const table of new Set(routes.flatMap((r) => (r.table ? [r.table] : [])))) {
      const { data, error } = await management.from(table).select('id').order('id').limit(1);
      if (error || !data?.[0]) throw new Error(`no row of ${table}: ${error?.message ?? 'empty'}`);
      ids[table] = (data[0] as { id: string }).id;
    }
    const session = await signInSession(browser, baseUrl, 'management@demo.test', 'demo-password');

    const rows: string[] = [];
    const over: string[] = [];
    const missing: string[] = [];
    for (const route of routes) {
      const loads: RouteLoad[] = [];
      for (let run = 0; run < RUNS; run++) {
        loads.push(await measureRoute(browser, baseUrl, routePath(route, ids), route.signedIn ? session : undefined));
      }
      const kb = median(loads.map((l) => l.bytes)) / KB;
      const files = median(loads.map((l) => l.files.length));
      const withinBudget = kb <= route.budgetKb;
      const meetsTarget = kb <= route.targetKb;
      if (!withinBudget) over.push(route.pattern);
      if (!meetsTarget) missing.push(route.pattern);
      const spread = loads.map((l) => (l.bytes / KB).toFixed(1)).join(' / ');
      const budget = route.budgetKb === route.targetKb ? '—' : `≤ ${route.budgetKb} KB`;
      rows.push(
        `| ${route.pattern} | ${files} | ${kb.toFixed(1)} KB | ≤ ${route.targetKb} KB | ${meetsTarget ? 'yes' : '**no**'} | ${budget} | ${withinBudget ? 'yes' : '**NO**'} |`,
      );
      const heaviest = loads[0]!.files.slice(0, 4).map((f) => `${path.basename(f.url)} ${(f.gzip / KB).toFixed(1)}`);
      console.log(
        `${route.pattern.padEnd(34)} ${kb.toFixed(1).padStart(6)} KB (${spread}) ${files} files; heaviest: ${heaviest.join(', ')}`,
      );
    }
    const warmRows: string[] = [];
    const warmMissing: string[] = [];
    const warm = warmRoutes(routes);
    for (const route of warm) {
      const loads: RouteLoad[] = [];
      for (let run = 0; run < RUNS; run++) {
        loads.push(await measureRoute(browser, baseUrl, routePath(route, ids), session, WARM_FROM));
      }
      const kb = median(loads.map((l) => l.bytes)) / KB;
      const files = median(loads.map((l) => l.files.length));
      if (kb > route.warmBudgetKb) over.push(`${route.pattern} (warm)`);
      if (kb > WARM_TARGET_KB) warmMissing.push(route.pattern);
      const budget = route.warmBudgetKb === WARM_TARGET_KB ? '—' : `≤ ${route.warmBudgetKb} KB`;
      warmRows.push(
        `| ${route.pattern} | ${files} | ${kb.toFixed(1)} KB | ${kb <= WARM_TARGET_KB ? 'yes' : '**no**'} | ${budget} | ${kb <= route.warmBudgetKb ? 'yes' : '**NO**'} |`,
      );
      const heaviest = loads[0]!.files.slice(0, 4).map((f) => `${path.basename(f.url)} ${(f.gzip / KB).toFixed(1)}`);
      console.log(`warm ${route.pattern.padEnd(29)} ${kb.toFixed(1).padStart(6)} KB ${files} files; heaviest: ${heaviest.join(', ')}`);
    }
    const version = browser.version();
    const table = [
      '| route | JS files | gzip | target | meets it | budget (above target) | within budget |',
      '|---|---:|---:|---:|---|---:|---|',
      ...rows,
    ].join('\n');
    const warmTable = [
      `| route (from ${WARM_FROM}) | new JS files | gzip | ≤ ${WARM_TARGET_KB} KB | budget (above target) | within budget |`,
      '|---|---:|---:|---|---:|---|',
      ...warmRows,
    ].join('\n');
    const verdict =
      `Cold: ${routes.length - missing.length} of ${routes.length} routes meet their target. ` +
      `Warm: ${warm.length - warmMissing.length} of ${warm.length} routes meet theirs. ` +
      `${over.length ? `OVER BUDGET: ${over.join(', ')}` : 'Every route is within its budgets'}.`;
    console.log(`\n${table}\n\n${warmTable}\n\nbuild ${buildSeconds.toFixed(1)} s; ${verdict}`);
    if (record) {
      writeSection(
        '## Bundle',
        [
          '## Bundle',
          '',
          '`npm run bench:bundle -- --record` (`scripts/bench/bundle.ts`): what a first visit to each route downloads, in Chromium —',
          'a production build served by `vite preview` against a throwaway local-supabase with the demo data; every route of',
          "the app (`scripts/bench/bundle-routes.ts`: the public pages, the shell's pages, each resource's list, create and edit,",
          'the 404) opened in a fresh browser context (empty cache), signed in as management where the route needs it, until',
          'the network has been quiet for 1.5 s; the gzip (level 9) size of every JavaScript file fetched — the entry, the',
          "route's chunks and whatever the page imported while rendering. Warm: signed in on the dashboard (loaded as",
          'above), then the route opened inside the app (through the router, as a click on a link does); the JavaScript it',
          "adds to what the dashboard loaded. Sizes do not depend on the machine's load; each row is the median of",
          `${RUNS} visits. Targets (issue 28): the login page ≤ 250 KB, every other route ≤ 450 KB cold, ≤ 120 KB warm. A`,
          'route above a target is held to a budget a few KB above what it loads (`OVER_TARGET` in',
          '`scripts/bench/bundle-routes.ts`, with the reason). The sizes depend on the code alone, so `npm test` checks',
          'this table instead of measuring again (`npm run bench:check`): it fails when the table no longer describes the',
          "code (its code fingerprint) and when a route's row exceeds its budget. Sentry (tracing, replay,",
          'feedback) loads only when VITE_SENTRY_DSN is set, in its own chunks, and is not counted.',
          '',
          `${new Date().toISOString().slice(0, 16)}Z, Node ${process.versions.node}, Chromium ${version}; commit ${commitMeasured(BUNDLE_INPUTS)}, ` +
            `code fingerprint ${fingerprint(BUNDLE_INPUTS)}; ${RUNS} visits per route; build ${buildSeconds.toFixed(1)} s.`,
          verdict,
          '',
          '### Cold (first visit)',
          '',
          table,
          '',
          '### Warm (from the dashboard)',
          '',
          warmTable,
          '',
        ].join('\n'),
      );
      console.log(`wrote ${reportName} (## Bundle)`);
    }
    if (over.length) process.exitCode = 1;
  } finally {
    for (const close of closers) await close();
  }
}

await main();
