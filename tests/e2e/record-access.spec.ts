import { expect, test, type Page } from '@playwright/test';
import { DEMO_IDS, notice, serviceSelect, signInAndWait } from './support.ts';

/**
 * Issue 16, defect 4 and 16: a record page whose record does not exist or may not be seen shows one
 * "not available" page — never an empty form whose Save reports success — and says so at once (a
 * refused read is not retried for seconds).
 */
async function expectUnavailable(page: Page, title: string) {
  const result = page.locator('.ant-result');
  await expect(result.getByText(`${title} not available`)).toBeVisible();
  await expect(result.getByText('This record does not exist, or you may not see it.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
}

test("another company's admin gets no form for Summit, and Summit is unchanged @smoke", async ({ page }) => {
  const [before] = await serviceSelect<{ name: string; updated_at: string }>(
    `organizations?id=eq.${DEMO_IDS.summit}&select=name,updated_at`,
  );
  await signInAndWait(page, 'company-admin-2');
  await page.goto(`/admin/organizations/${DEMO_IDS.summit}`);
  await expectUnavailable(page, 'Company');
  await expect(notice(page, 'Error Selecting Company')).toBeVisible();
  const [after] = await serviceSelect<{ name: string; updated_at: string }>(
    `organizations?id=eq.${DEMO_IDS.summit}&select=name,updated_at`,
  );
  expect(after).toEqual(before);
});

test('an unknown sales partner says so with the spec notice, without seconds of retries', async ({ page }) => {
  await signInAndWait(page, 'management');
  const started = Date.now();
  await page.goto('/sales-partners/c0000000-0000-4000-8000-0000000fffff');
  await expect(notice(page, 'Error Selecting Sales Partner')).toBeVisible();
  // react-query's default (3 retries with back-off) took ~9 s; a 4xx is now final at once.
  expect(Date.now() - started).toBeLessThan(5_000);
  await expectUnavailable(page, 'Sales partner');
  await page.getByRole('button', { name: 'Back to Your Sales Partners' }).click();
  await expect(page).toHaveURL(/\/sales-partners(\?|$)/);
});

test('a malformed id is a record that is not available, not a blank account', async ({ page }) => {
  await signInAndWait(page, 'management');
  await page.goto('/accounts/not-a-uuid');
  await expectUnavailable(page, 'Account');
  await expect(page.getByLabel('Company name')).toHaveCount(0);
  await page.goto('/contracts/00000000-0000-4000-8000-000000000000');
  await expectUnavailable(page, 'Contract');
});
