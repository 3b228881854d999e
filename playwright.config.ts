import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL } from './tests/e2e/ports.ts';

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };
/** Tokyo (UTC+9): a date parsed as local midnight and shown in Pacific time lands a day early here. */
const DESKTOP_EAST = { ...desktop, timezoneId: 'Asia/Tokyo', locale: 'en-CA' };
/** Toronto (UTC−5/−4): a date parsed as UTC midnight and shown in local time lands a day early here. */
const DESKTOP_WEST = { ...desktop, timezoneId: 'America/Toronto', locale: 'en-US' };
/** A 390 px phone (iPhone 12–15 size) with touch, in Chromium, where the field partners work (Pacific time). */
const PHONE = {
  userAgent: devices['Pixel 7'].userAgent,
  viewport: { width: 390, height: 844 },
  screen: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  timezoneId: 'America/Vancouver',
  locale: 'en-CA',
};

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: E2E_BASE_URL,
    // A trace is recorded only on request (E2E_TRACE=1: kept for failed tests). Recording one for every
    // test costs the browser as much CPU as the journeys themselves: 24 journeys took 181 s with traces
    // (screencast and DOM snapshots), 135 s with snapshots alone, 104 s without (2026-11-29, this VM).
    // A failure still leaves its screenshot and error-context.md (the page's accessibility tree and the
    // error), which `.ci/run` prints; re-run the failed test with E2E_TRACE=1 for its trace.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  // Which journeys run where (docs/frontend.md § Tests): every journey on a desktop east of UTC; the
  // date-sensitive ones (@dates) and a smoke set (@smoke) again west of UTC; the phone set (@phone) at
  // 390 px (@phone-only: there alone). Journeys that change what a whole role sees (@role-wide: a
  // permission granted to every regional manager) run after those, alone: a demo login of that role
  // signing in meanwhile would see it. Version notices reach every open session, so they run last, alone.
  projects: [
    { name: 'desktop', use: DESKTOP_EAST, grepInvert: /@phone-only|@role-wide/, testIgnore: 'version.spec.ts' },
    { name: 'west', use: DESKTOP_WEST, grep: /@dates|@smoke/, testIgnore: 'version.spec.ts' },
    { name: 'phone', use: PHONE, grep: /@phone/, testIgnore: 'version.spec.ts' },
    { name: 'role-wide', use: DESKTOP_EAST, grep: /@role-wide/, testIgnore: 'version.spec.ts', dependencies: ['desktop', 'west', 'phone'] },
    { name: 'version', use: DESKTOP_EAST, testMatch: 'version.spec.ts', dependencies: ['desktop', 'west', 'phone', 'role-wide'] },
  ],
  webServer: {
    command: 'npx tsx tests/e2e/stack.ts',
    url: E2E_BASE_URL,
    reuseExistingServer: Boolean(process.env.E2E_REUSE),
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
