import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL } from './tests/e2e/ports.ts';

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
    trace: 'retain-on-failure',
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
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: 'version.spec.ts' },
    // New versions reach every open session: run those journeys once the others are done.
    { name: 'version', use: { ...devices['Desktop Chrome'] }, testMatch: 'version.spec.ts', dependencies: ['chromium'] },
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
