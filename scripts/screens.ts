// `npm run screens`: screenshots of the record pages and a list at 1440 px and 390 px, into docs/screens/
// (issue 16). Starts its own throwaway stack (tests/e2e/stack.ts: fresh database, seed, production
// build) on ports away from `npm start` and the e2e suite, signs in as management in Chromium
// (CHROMIUM_PATH, default /usr/bin/chromium) and saves one PNG per page and width.
import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './bench/bundle-routes.ts';

const API_PORT = Number(process.env.SCREENS_API_PORT ?? 54461);
const WEB_PORT = Number(process.env.SCREENS_WEB_PORT ?? 5461);
const BASE = `http://localhost:${WEB_PORT}`;
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
  await page.getByLabel('Email').fill('management@demo.test');
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
    for (const w of WIDTHS) {
      const context = await browser.newContext({
        viewport: w.viewport,
        isMobile: w.isMobile,
        hasTouch: w.isMobile,
        timezoneId: 'America/Vancouver',
        locale: 'en-CA',
      });
      const page = await context.newPage();
      await signIn(page);
      await page.goto(`${BASE}/accounts`);
      await page.locator('.ant-table-row').first().waitFor();
      await shoot(page, `accounts-list-${w.name}.png`);
      // Demo account 5 has electricity and gas requests, submissions and contracts.
      await page.goto(`${BASE}/accounts/f0000000-0000-4000-8000-000000000005`);
      await page.getByTestId('record-header').waitFor();
      await shoot(page, `account-${w.name}.png`);
      await page.getByRole('tab', { name: 'Pricing requests' }).click();
      await page.getByTestId('account-pricing_requests').getByRole('button', { name: 'Open' }).first().click();
      await page.getByTestId('record-header').waitFor();
      await page.getByLabel('Name', { exact: true }).waitFor();
      await shoot(page, `pricing-request-${w.name}.png`);
      await context.close();
    }
  } finally {
    await browser.close();
    stack.kill('SIGTERM');
  }
}

await main();
