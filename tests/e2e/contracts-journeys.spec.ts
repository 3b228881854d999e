import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { serviceRest, signInAndWait } from './support.ts';

const account = (n: number) => `f0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);

async function insertContract(number: string, endInDays: number) {
  const res = await serviceRest('/rest/v1/contracts', {
    method: 'POST',
    body: JSON.stringify({
      account_id: account(2),
      number,
      start_date: inDays(-300),
      end_date: inDays(endInDays),
      status: 'active',
      rate: 0.1,
    }),
  });
  expect(res.status).toBe(201);
}

test('View Contracts: "ending within 90 days" keeps contracts ending in the next 90 days only', { tag: ['@dates'] }, async ({ page }) => {
  const tag = `E2E-${randomUUID().slice(0, 6)}`;
  await insertContract(`${tag}-SOON`, 45);
  await insertContract(`${tag}-LATER`, 200);
  await signInAndWait(page, 'management');
  await page.goto('/contracts');
  await expect(page).toHaveTitle(/^View Contracts \|/);
  await page.getByLabel('Search contracts').fill(tag);
  await page.getByLabel('Search contracts').press('Enter');
  await expect(page.getByRole('cell', { name: `${tag}-SOON` })).toBeVisible();
  await expect(page.getByRole('cell', { name: `${tag}-LATER` })).toBeVisible();

  await page.locator('.ant-select[aria-label="Ending within"]').click();
  await page.locator('.ant-select-dropdown:visible').getByText('Ending within 90 days').click();
  await expect(page.getByRole('cell', { name: `${tag}-LATER` })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: `${tag}-SOON` })).toBeVisible();
  await expect(page).toHaveURL(/end_date/);

  const row = page.getByRole('row').filter({ hasText: `${tag}-SOON` });
  await row.getByRole('link', { name: 'Renew' }).click();
  await expect(page).toHaveURL(new RegExp(`/pricing-requests/new\\?account_id=${account(2)}&commodity=electricity&renewal_of=`));
  // The new request is prefilled from the contract: name, and a start the day after it ends.
  await expect(page).toHaveTitle(/^New Pricing Request \|/);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(new RegExp(`^Renewal ${tag}-SOON`));
  await expect(page.getByLabel('Requested start date')).toHaveValue(inDays(46));
});
