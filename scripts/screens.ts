// `npm run screens`: screenshots of every list and every record page at 1440 px and 390 px, in English
// and in French, into docs/screens/ (issue 26: `{page}-{width}.png` and `{page}-{width}-fr.png`). Starts
// its own throwaway stack (tests/e2e/stack.ts: fresh database, seed, production build) on ports away
// from `npm start` and the e2e suite, signs in as management in Chromium (CHROMIUM_PATH, default
// /usr/bin/chromium), and switches the language the way the portal stores it: management's own
// profile (`profiles.locale`), written through /rest/v1 with management's token.
import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { ANON_KEY, SERVICE_KEY } from '../tests/e2e/support.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './bench/bundle-routes.ts';

const API_PORT = Number(process.env.SCREENS_API_PORT ?? 54461);
const WEB_PORT = Number(process.env.SCREENS_WEB_PORT ?? 5461);
const BASE = `http://localhost:${WEB_PORT}`;
const API = `http://127.0.0.1:${API_PORT}`;
const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'docs/screens');

const WIDTHS = [
  { name: '1440', viewport: { width: 1440, height: 900 }, isMobile: false },
  { name: '390', viewport: { width: 390, height: 844 }, isMobile: true },
];

async function waitFor(url: string, ms = 240_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

async function signIn(page: Page) {
  await page.goto(`${BASE}/welcome/login`);
  await page.getByLabel('E-mail').fill('management@demo.test');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('user-menu').waitFor();
}

/** Waits until the page has settled (no spinner, no skeleton), then saves it whole. */
async function shoot(page: Page, file: string) {
  await page.waitForLoadState('networkidle');
  await page
    .locator('.ant-spin-spinning, .ant-skeleton-active')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
  await page.screenshot({ path: path.join(out, file), fullPage: true });
  console.log(`docs/screens/${file}`);
}

/** The lists: file name, route. */
const LISTS: [string, string][] = [
  ['accounts-list', '/accounts'],
  ['tasks-list', '/tasks'],
  ['pricing-requests-list', '/pricing-requests'],
  ['submissions-list', '/matrix-submissions'],
  ['contracts-list', '/contracts'],
  ['sales-partners-list', '/sales-partners'],
  ['affiliates-list', '/affiliates'],
  ['companies-list', '/admin/organizations'],
  ['news-list', '/admin/news'],
  ['users-list', '/admin/users'],
  ['history-list', '/admin/history'],
  ['permissions', '/permissions'],
  ['permission-assignments', '/permissions/assignments'],
];

/** The record pages: file name, route prefix, the table whose first demo record is shown. */
const RECORDS: [string, string, string][] = [
  ['account', '/accounts/', 'accounts'],
  ['pricing-request', '/pricing-requests/', 'pricing_requests'],
  ['submission', '/matrix-submissions/', 'matrix_submissions'],
  ['contract', '/contracts/', 'contracts'],
  ['sales-partner', '/sales-partners/', 'partners'],
  ['affiliate', '/affiliates/', 'affiliates'],
  ['company', '/admin/organizations/', 'organizations'],
  ['news-item', '/admin/news/', 'news'],
];

/** Demo account 5 has electricity and gas requests, submissions and contracts; the others: the oldest record. */
async function recordIds(): Promise<Record<string, string>> {
  const ids: Record<string, string> = { accounts: 'f0000000-0000-4000-8000-000000000005' };
  for (const [, , table] of RECORDS) {
    if (ids[table]) continue;
    const res = await fetch(`${API}/rest/v1/${table}?select=id&order=created_at.asc&limit=1`, {
      headers: { apikey: SERVICE_KEY, authorization: `Bearer ${SERVICE_KEY}` },
    });
    const [row] = (await res.json()) as { id: string }[];
    if (!row) throw new Error(`no demo record in ${table}`);
    ids[table] = row.id;
  }
  return ids;
}

/** management's language, set on their own profile with their own token (the Settings page's write). */
async function setLocale(locale: 'en' | 'fr') {
  const auth = await fetch(`${API}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'management@demo.test', password: 'demo-password' }),
  });
  const { access_token: token, user } = (await auth.json()) as { access_token: string; user: { id: string } };
  const res = await fetch(`${API}/rest/v1/profiles?id=eq.${user.id}`, {
    method: 'PATCH',
    headers: { apikey: ANON_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ locale }),
  });
  if (!res.ok) throw new Error(`setting the language to ${locale}: HTTP ${res.status} ${await res.text()}`);
}

async function main() {
  await mkdir(out, { recursive: true });
  const stack = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/stack.ts'], {
    cwd: root,
    env: { ...process.env, E2E_API_PORT: String(API_PORT), E2E_WEB_PORT: String(WEB_PORT) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    await waitFor(BASE);
    const ids = await recordIds();
    for (const locale of ['en', 'fr'] as const) {
      await setLocale(locale);
      const suffix = locale === 'en' ? '' : '-fr';
      for (const w of WIDTHS) {
        const context = await browser.newContext({
          viewport: w.viewport,
          isMobile: w.isMobile,
          hasTouch: w.isMobile,
          timezoneId: 'America/Vancouver',
          locale: locale === 'en' ? 'en-CA' : 'fr-CA',
        });
        const page = await context.newPage();
        await signIn(page);
        for (const [name, route] of LISTS) {
          await page.goto(`${BASE}${route}`);
          await page.getByTestId('user-menu').waitFor();
          await shoot(page, `${name}-${w.name}${suffix}.png`);
        }
        for (const [name, prefix, table] of RECORDS) {
          await page.goto(`${BASE}${prefix}${ids[table]}`);
          await page.getByTestId('record-header').waitFor();
          await shoot(page, `${name}-${w.name}${suffix}.png`);
        }
        await context.close();
      }
    }
    await setLocale('en');
  } finally {
    await browser.close();
    stack.kill('SIGTERM');
  }
}

await main();
