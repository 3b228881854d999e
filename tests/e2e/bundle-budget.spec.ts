// The bundle budget (issue 28): what a first visit to each route downloads (gzip -9 of every
// JavaScript file it fetches, measured in Chromium against this run's production build) stays within
// the route's budget — the login page ≤ 250 KB, every other route ≤ 450 KB — and so does what a route
// adds when a signed-in user goes to it from the dashboard (≤ 120 KB), unless OVER_TARGET holds it to a
// budget above with its reason. The same measurement as `npm run bench:bundle`
// (scripts/bench/bundle-routes.ts), which writes the tables in docs/benchmarks.md.
import { expect, test } from '@playwright/test';
import {
  appRoutes,
  KB,
  measureRoute,
  routePath,
  signInSession,
  WARM_FROM,
  WARM_TARGET_KB,
  warmRoutes,
  type StoredSession,
} from '../../scripts/bench/bundle-routes.ts';
import { E2E_BASE_URL } from './ports.ts';
import { serviceRest } from './support.ts';

const routes = appRoutes();
let session: StoredSession;
const ids: Record<string, string> = {};

test.beforeAll(async ({ browser }) => {
  test.setTimeout(60_000);
  session = await signInSession(browser, E2E_BASE_URL, 'management@demo.test', 'demo-password');
  for (const table of new Set(routes.flatMap((r) => (r.table ? [r.table] : [])))) {
    const rows = (await (await serviceRest(`/rest/v1/${table}?select=id&order=id&limit=1`)).json()) as { id: string }[];
    ids[table] = rows[0]!.id;
  }
});

for (const route of routes) {
  test(`${route.pattern} loads at most ${route.budgetKb} KB of JavaScript (gzip)${route.budgetKb > route.targetKb ? ` (target ${route.targetKb} KB)` : ''}`, async ({
    browser,
  }) => {
    const load = await measureRoute(browser, E2E_BASE_URL, routePath(route, ids), route.signedIn ? session : undefined);
    const heaviest = load.files.slice(0, 6).map((f) => `${f.url} ${(f.gzip / KB).toFixed(1)} KB`);
    expect(load.bytes / KB, `${load.files.length} files; heaviest: ${heaviest.join(', ')}`).toBeLessThanOrEqual(route.budgetKb);
  });
}

for (const route of warmRoutes(routes)) {
  test(`${route.pattern} adds at most ${route.warmBudgetKb} KB of JavaScript after ${WARM_FROM}${route.warmBudgetKb > WARM_TARGET_KB ? ` (target ${WARM_TARGET_KB} KB)` : ''}`, async ({
    browser,
  }) => {
    const load = await measureRoute(browser, E2E_BASE_URL, routePath(route, ids), session, WARM_FROM);
    const heaviest = load.files.slice(0, 6).map((f) => `${f.url} ${(f.gzip / KB).toFixed(1)} KB`);
    expect(load.bytes / KB, `${load.files.length} files; heaviest: ${heaviest.join(', ')}`).toBeLessThanOrEqual(route.warmBudgetKb);
  });
}
