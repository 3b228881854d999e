import { expect, test } from '@playwright/test';
import { serviceRest, signInAndWait } from './support.ts';

// Inserting versions affects every open session, so this file runs after the other journeys (playwright.config.ts).

async function insertVersion(version: string, force: boolean) {
  const res = await serviceRest('/rest/v1/version_history', {
    method: 'POST',
    body: JSON.stringify({ version, description: `Release ${version}`, force }),
  });
  expect(res.status).toBe(201);
}

test('a new version shows a notice that stays until accepted; accepting signs out', async ({ page }) => {
  await signInAndWait(page, 'sales-rep');
  // The realtime subscription is up once the channel joined; give it the time a real user would have.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('app-version'))).not.toBeNull();
  const version = `9.${Date.now()}`;
  await insertVersion(version, false);
  const noticeBox = page.locator('.ant-notification-notice').filter({ hasText: `A new version (${version}) is available` });
  await expect(noticeBox).toBeVisible();
  await expect(noticeBox.locator('.ant-notification-notice-close')).toHaveCount(0);
  // It sits below the header: the user menu stays reachable while it waits for an answer (issue 16).
  const menu = await page.getByTestId('user-menu').boundingBox();
  const box = await noticeBox.boundingBox();
  expect(menu && box && box.y >= menu.y + menu.height).toBe(true);
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Your Profile' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.waitForTimeout(7000); // longer than the 6 s of ordinary notices: this one has no time-out
  await expect(noticeBox).toBeVisible();
  await noticeBox.getByRole('button', { name: 'Update now' }).click();
  await expect(page).toHaveURL(/\/welcome\/login/);
  expect(await page.evaluate(() => localStorage.getItem('app-version'))).toBe(version);
});

test('a forced version insert logs the user out and reloads', async ({ page }) => {
  await signInAndWait(page, 'regional');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('app-version'))).not.toBeNull();
  const version = `10.${Date.now()}`;
  await insertVersion(version, true);
  await expect(page).toHaveURL(/\/welcome\/login/);
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.includes('auth-token')))).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('app-version'))).toBe(version);
});
