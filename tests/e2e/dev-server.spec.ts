// `npm run dev` never reloads a user's page to re-bundle dependencies ("optimized dependencies
// changed. reloading"): every import in the app is static or a literal `import()`, so Vite's scan from
// index.html finds every dependency before the first page is served (vite.config.ts needs no
// optimizeDeps list; no build rule redirects imports inside a dependency). A dev server on a fresh
// dependency cache (its own directory), against the e2e backend; a user signs in and opens a page of
// each kind, each loading its lazy parts for the first time: the page is never reloaded, Vite never
// re-optimizes, and the console stays clean (React's development warnings included).
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, createLogger, type ViteDevServer } from 'vite';
import { ANON_KEY, DEMO_IDS, PASSWORD } from './support.ts';
import { E2E_API_URL } from './ports.ts';
import { expect, test } from './console.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
let server: ViteDevServer;
let cacheDir: string;
const logged: string[] = [];

test.beforeAll(async () => {
  cacheDir = mkdtempSync(path.join(tmpdir(), 'portal-vite-cache-'));
  process.env.VITE_SUPABASE_URL = E2E_API_URL;
  process.env.VITE_SUPABASE_ANON_KEY = ANON_KEY;
  const logger = createLogger('info');
  for (const level of ['info', 'warn', 'error'] as const) {
    const log = logger[level].bind(logger);
    logger[level] = (message, options) => {
      logged.push(message);
      log(message, options);
    };
  }
  server = await createServer({ root: ROOT, cacheDir, customLogger: logger, server: { port: 0, host: 'localhost', strictPort: false } });
  await server.listen();
});

test.afterAll(async () => {
  await server?.close();
  if (cacheDir) rmSync(cacheDir, { recursive: true, force: true });
});

test('the dev server on a fresh cache serves every kind of page without reloading it', async ({ page }) => {
  // A fresh cache makes Vite scan, pre-bundle and transform everything on first request: minutes on a
  // busy machine. Each step below has its own bound, so a step that never comes fails there, by name.
  test.setTimeout(600_000);
  const base = `http://localhost:${(server.httpServer!.address() as AddressInfo).port}`;
  let loads = 0;
  page.on('load', () => loads++);
  await page.goto(`${base}/welcome/login`);
  await expect(page.getByLabel('E-mail')).toBeVisible({ timeout: 180_000 });
  await page.getByLabel('E-mail').fill('management@demo.test');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: 120_000 });
  // Inside the app, as a user clicks through it: a list, a record, a form with dates, the news
  // editor with its Markdown preview, the settings.
  for (const to of ['/accounts', `/accounts/${DEMO_IDS.account(1)}`, '/contracts/new', '/admin/news/new', '/settings', '/dashboard']) {
    await page.evaluate((p) => {
      history.pushState(null, '', p);
      dispatchEvent(new PopStateEvent('popstate'));
    }, to);
    await expect(page.locator('.page-spinner, .ant-spin-spinning')).toHaveCount(0, { timeout: 120_000 });
    await expect(page).toHaveTitle(/ \| /);
    if (to === '/admin/news/new') {
      await page.getByLabel('Text (Markdown)').fill('**Preview**');
      await expect(page.getByTestId('markdown').locator('strong')).toHaveText('Preview', { timeout: 120_000 });
    }
  }
  expect(logged.filter((m) => /reloading|new dependencies optimized/i.test(m))).toEqual([]);
  expect(loads, 'page loads: the first one only').toBe(1);
});
