// Every route of the portal and what a first visit to it downloads, measured in Chromium: shared by
// `npm run bench:bundle` (the table in docs/benchmarks.md, whose rows `npm test` holds to their budgets
// through `npm run bench:check` as long as the table describes the code).
import type { Browser, BrowserContext } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { SHELL_TITLES } from '../../src/lib/page-title.ts';
import { RESOURCE_MODULES } from '../../src/resources.ts';

export const KB = 1024;

/**
 * Issue 28's targets, cold (an empty cache): the login page (every visitor's first download) ≤ 250 KB,
 * every other route ≤ 450 KB; warm (signed in on the dashboard, then a click to the route) ≤ 120 KB of
 * JavaScript the route adds.
 */
export const LOGIN_TARGET_KB = 250;
export const ROUTE_TARGET_KB = 450;
export const WARM_TARGET_KB = 120;

/** Where the warm measurement starts: the page a signed-in user lands on. */
export const WARM_FROM = '/dashboard';

// What the heavy routes carry, measured 2026-11-28 (build branch) with the real packages (no reach-ins into antd,
// refine or supabase-js): every signed-in page ~430 KB — React with react-router 79 KB, refine (with
// @tanstack/query, lodash-es, qs, papaparse) 65 KB, supabase-js 50 KB, antd's core 48 KB, the shell, Form,
// Input, Select, Menu.
const LOGIN =
  "antd's core (48 KB), its Form (rc-field-form with async-validator, Tooltip for labels: ~43 KB) and supabase-js (50 KB: " +
  'createClient imports realtime and storage too) beside React: 8 KB over; next: a login form without antd Form';
const LIST =
  "antd's Table (rc-table, and rc-tree for its filter menus: 48 KB) with the filters' Select and DatePicker; since issue 26 " +
  'also the column chooser (Popover, Checkbox), the phone cards and their filter drawer (~15 KB)';
const RECORD = "the record's form (Form, Select, DatePicker: ~35 KB) and its history and related lists (antd Table, 48 KB)";
const NEWS_RECORD = 'the Markdown preview (react-markdown, micromark with GitHub syntax: 42 KB) beside the form';
const PERMISSIONS = "antd's Table and Tree (the grants matrix) with Select";
const CREATE =
  "the create form (Form, Select, the date fields' stand-ins) and the guarded form's drafts, conflict review and notices: 1–8 KB over";

/**
 * The routes that do not meet a target yet (cold: `budgetKb`, warm: `warmBudgetKb`), each held to a
 * budget about 3 KB above what it loads now (so it cannot grow unnoticed), with why it is heavy.
 * Lower a budget when a route gets lighter; remove the entry when it meets its targets.
 */
export const OVER_TARGET: Readonly<Record<string, { budgetKb?: number; warmBudgetKb?: number; why: string }>> = {
  '/welcome': { budgetKb: 263, why: LOGIN },
  '/welcome/login': { budgetKb: 263, why: LOGIN },
  '/permissions': { budgetKb: 470, why: PERMISSIONS },
  '/permissions/assignments': { budgetKb: 495, why: PERMISSIONS },
  '/accounts': { budgetKb: 507, why: LIST },
  '/accounts/new': { budgetKb: 456, why: CREATE },
  '/accounts/:id': { budgetKb: 463, why: RECORD },
  '/tasks': { budgetKb: 501, why: LIST },
  '/pricing-requests': { budgetKb: 507, why: LIST },
  '/pricing-requests/new': { budgetKb: 458, why: CREATE },
  '/pricing-requests/:id': { budgetKb: 466, why: RECORD },
  '/matrix-submissions': { budgetKb: 505, why: LIST },
  '/matrix-submissions/new': { budgetKb: 454, why: CREATE },
  '/matrix-submissions/:id': { budgetKb: 462, why: RECORD },
  '/contracts': { budgetKb: 508, why: LIST },
  '/contracts/new': { budgetKb: 454, why: CREATE },
  '/contracts/:id': { budgetKb: 461, why: RECORD },
  '/sales-partners': { budgetKb: 508, why: LIST },
  '/sales-partners/new': { budgetKb: 460, why: CREATE },
  '/sales-partners/:id': { budgetKb: 465, why: RECORD },
  '/affiliates': { budgetKb: 506, why: LIST },
  '/affiliates/new': { budgetKb: 457, why: CREATE },
  '/affiliates/:id': { budgetKb: 463, why: RECORD },
  '/admin/organizations': { budgetKb: 498, why: LIST },
  '/admin/organizations/new': { budgetKb: 454, why: CREATE },
  '/admin/organizations/:id': { budgetKb: 460, why: RECORD },
  '/admin/news': { budgetKb: 504, why: LIST },
  '/admin/news/new': { budgetKb: 455, why: CREATE },
  '/admin/news/:id': { budgetKb: 502, why: NEWS_RECORD },
  '/admin/users': { budgetKb: 518, why: LIST },
  '/admin/history': { budgetKb: 509, why: LIST },
};

export interface AppRoute {
  /** The route as the app declares it (`/accounts/:id`). */
  pattern: string;
  /** Signed in (as management, who may open every route) or not. */
  signedIn: boolean;
  /** Issue 28's target for a cold visit to the route. */
  targetKb: number;
  /** What the budget check holds a cold visit to: the target, or its entry in OVER_TARGET. */
  budgetKb: number;
  /** What it holds a warm visit to (from the dashboard): WARM_TARGET_KB, or its entry in OVER_TARGET. */
  warmBudgetKb: number;
  /** For `:id` routes: the table whose first row (by id) the route opens. */
  table?: string;
}

const PUBLIC = ['/welcome', '/welcome/login', '/welcome/register'];

/**
 * The routes of the app: the public pages, the shell's own pages (src/lib/page-title.ts lists them),
 * each resource's routes (src/resources.ts) and an unknown path (the 404 page).
 */
export function appRoutes(): AppRoute[] {
  const route = (pattern: string, signedIn: boolean, table?: string): AppRoute => {
    const targetKb = pattern === '/welcome' || pattern === '/welcome/login' ? LOGIN_TARGET_KB : ROUTE_TARGET_KB;
    const over = OVER_TARGET[pattern];
    return {
      pattern,
      signedIn,
      targetKb,
      budgetKb: over?.budgetKb ?? targetKb,
      warmBudgetKb: over?.warmBudgetKb ?? WARM_TARGET_KB,
      ...(table ? { table } : {}),
    };
  };
  const routes: AppRoute[] = PUBLIC.map((pattern) => route(pattern, false));
  for (const pattern of Object.keys(SHELL_TITLES)) if (!PUBLIC.includes(pattern)) routes.push(route(pattern, true));
  for (const { resource, routes: pages } of RESOURCE_MODULES) {
    // `/accounts/duplicate/:id` opens an account too: every `:id` of a resource is one of its rows.
    for (const { path } of pages) routes.push(route(path, true, path.includes(':id') ? resource.name : undefined));
  }
  routes.push(route('/no-such-page', true));
  return routes;
}

/** The path to open: `:id` replaced by the id found for the route's table. */
export function routePath(route: AppRoute, ids: Record<string, string>): string {
  if (!route.table) return route.pattern;
  const id = ids[route.table];
  if (!id) throw new Error(`no row of ${route.table} to open ${route.pattern}`);
  return route.pattern.replace(':id', id);
}

/** What sessionStorage holds after signing in through the login page (supabase-js keeps the session there). */
export type StoredSession = Record<string, string>;

/** Signs in through the login form in a context of its own and returns the page's sessionStorage. */
export async function signInSession(browser: Browser, baseUrl: string, email: string, password: string): Promise<StoredSession> {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const page = await context.newPage();
    await page.goto('/welcome/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('user-menu').waitFor({ timeout: 30_000 });
    return await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
  } finally {
    await context.close();
  }
}

export interface RouteLoad {
  path: string;
  /** JavaScript files fetched, with their gzip -9 size. */
  files: { url: string; gzip: number }[];
  bytes: number;
}

// Long enough for a busy machine to turn an answer into the next request (a record, then the part it shows).
const QUIET_MS = 1_500;

/** The routes the warm measurement opens from the dashboard: the signed-in ones other than where it starts. */
export function warmRoutes(routes: AppRoute[]): AppRoute[] {
  return routes.filter((r) => r.signedIn && r.pattern !== '/' && r.pattern !== WARM_FROM);
}

/**
 * Opens `path` in a fresh browser context (empty cache, so everything is a first visit) with the
 * given session, waits until the page has rendered and the network has been quiet, and sums the gzip
 * (level 9) size of every JavaScript file it fetched — the entry, the route's chunks, and whatever
 * the page imported while rendering. With `from`: opens `from` that way first, then goes to `path`
 * inside the app (as a click on a menu link does: the router's history, no page load), and counts
 * only the files `path` added to those `from` loaded (warm navigation).
 */
export async function measureRoute(
  browser: Browser,
  baseUrl: string,
  path: string,
  session?: StoredSession,
  from?: string,
): Promise<RouteLoad> {
  const context: BrowserContext = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
  try {
    if (session) {
      await context.addInitScript((entries: StoredSession) => {
        if (sessionStorage.length === 0) for (const [k, v] of Object.entries(entries)) sessionStorage.setItem(k, v);
      }, session);
    }
    const page = await context.newPage();
    const pending: Promise<{ url: string; gzip: number } | null>[] = [];
    let last = Date.now();
    page.on('request', () => (last = Date.now()));
    page.on('response', (response) => {
      last = Date.now();
      const url = response.url();
      if (!url.startsWith(baseUrl) || !new URL(url).pathname.endsWith('.js')) return;
      pending.push(
        response.body().then(
          (body) => ({ url: new URL(url).pathname, gzip: gzipSync(body, { level: 9 }).length }),
          () => null,
        ),
      );
    });
    // Rendered: the page has set its title ('… | Summit Energy'; index.html says 'Partner Portal', and
    // the page before a warm navigation its own) and no spinner (a lazily loaded page, the session check,
    // data or a part of the page on its way: aria-busy) is left; then the network has been quiet.
    const settled = async (before: string) => {
      await page.waitForFunction(
        (previous) =>
          document.title.includes(' | ') &&
          document.title !== previous &&
          !document.querySelector('.page-spinner, .ant-spin-spinning, .ant-skeleton-active, [aria-busy="true"]'),
        before,
        { timeout: 30_000 },
      );
      await page.waitForLoadState('networkidle');
      // Lazily rendered parts may start fetching after the first quiet spell: wait for a longer one (the
      // silence measured, not a guess at how long the page takes).
      while (Date.now() - last < QUIET_MS) await page.waitForTimeout(QUIET_MS);
    };
    const collect = async () => {
      const seen = new Map<string, number>();
      for (const f of await Promise.all(pending)) if (f) seen.set(f.url, f.gzip);
      return seen;
    };
    let before = new Map<string, number>();
    if (from) {
      await page.goto(from, { waitUntil: 'load' });
      await settled('');
      before = await collect();
      const title = await page.title();
      // The router listens to the history, as after a click on one of the app's links.
      await page.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await settled(title);
    } else {
      await page.goto(path, { waitUntil: 'load' });
      await settled('');
    }
    const files = [...(await collect())]
      .filter(([url]) => !before.has(url))
      .map(([url, gzip]) => ({ url, gzip }))
      .sort((a, b) => b.gzip - a.gzip);
    return { path, files, bytes: files.reduce((s, f) => s + f.gzip, 0) };
  } finally {
    await context.close();
  }
}

/** Chromium's flags for the benches and journeys (no sandbox in the container, no GPU, no background traffic). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
