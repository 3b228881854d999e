import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { DEMO_IDS, notice, serviceRest, serviceSelect, signInAndWait, shown } from './support.ts';

test.setTimeout(120_000);

const TAG = `Bulk ${randomUUID().slice(0, 6)}`;
const NAMES = ['A', 'B', 'C'].map((x) => `${TAG} ${x}`);

test.beforeAll(async () => {
  // Three Brightline accounts sold by Sam Delgado (sales-rep@), which the partner admin manages.
  const res = await serviceRest('/rest/v1/accounts?select=id', {
    method: 'POST',
    headers: { prefer: 'return=representation' },
    body: JSON.stringify(
      NAMES.map((account_name) => ({
        organization_id: DEMO_IDS.summit,
        partner_id: DEMO_IDS.brightline,
        sales_rep: DEMO_IDS.salesRep,
        account_name,
      })),
    ),
  });
  expect(res.status).toBe(201);
});

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

/** The accounts list searched for this test's three accounts, all three selected. */
async function selectTheThree(page: Page) {
  await page.goto('/accounts');
  await page.getByLabel('Search accounts').fill(TAG);
  await page.getByLabel('Search accounts').press('Enter');
  await expect(rows(page)).toHaveCount(3);
  // The bar arrives with the first selection and moves no row: above the list, it pushed the next row
  // down between a click's press and release (seen on a busy machine: the second box never checked).
  const second = rows(page).filter({ hasText: NAMES[1]! });
  const before = await second.boundingBox();
  await rows(page).filter({ hasText: NAMES[0]! }).getByRole('checkbox').check();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bar).toContainText('1 account selected');
  await expect(bar).toBeInViewport();
  expect(await second.boundingBox()).toEqual(before);
  for (const name of NAMES.slice(1)) await rows(page).filter({ hasText: name }).getByRole('checkbox').check();
  await expect(bar).toContainText('3 accounts selected');
}

test('a partner admin selects three accounts and assigns them a sales rep in one go', async ({ page }) => {
  await signInAndWait(page, 'partner-admin');
  await selectTheThree(page);
  await page.getByRole('button', { name: 'Assign sales rep' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign a sales rep to 3 accounts' });
  const picker = dialog.getByRole('combobox', { name: 'Sales rep' });
  await expect(async () => {
    await picker.click();
    await picker.fill('Rafael');
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: 'Rafael Okafor' })
      .first()
      .click({ timeout: 2_000 });
    await expect(dialog.locator('.ant-select-selection-item')).toHaveText('Rafael Okafor', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(notice(page, 'Sales rep assigned to 3 accounts')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Bulk actions' })).toBeHidden();
  for (const name of NAMES) await expect(rows(page).filter({ hasText: name })).toContainText('Rafael Okafor');
  const stored = await serviceSelect<{ sales_rep: string }>(`accounts?account_name=like.${encodeURIComponent(`${TAG}*`)}&select=sales_rep`);
  expect(stored.map((r) => r.sales_rep)).toEqual(Array(3).fill('a0000000-0000-4000-8000-000000000004'));
});

test('a bulk delete refused for one row (changed since the list loaded) deletes none of them', async ({ page }) => {
  await signInAndWait(page, 'partner-admin');
  await selectTheThree(page);
  // Someone else edits one of them meanwhile.
  const changed = await serviceRest(`/rest/v1/accounts?account_name=eq.${encodeURIComponent(NAMES[1]!)}`, {
    method: 'PATCH',
    body: JSON.stringify({ utility: 'FortisBC' }),
  });
  expect(changed.status).toBeLessThan(300);
  await page.getByRole('button', { name: 'Delete selected' }).click();
  const confirm = await shown(page.getByRole('dialog').filter({ hasText: 'Delete 3 accounts' }));
  await expect(confirm).toContainText('Are you sure you want to delete the 3 accounts selected?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page, 'Error Deleting Accounts')).toContainText(
    'Nothing was deleted: 1 of 3 accounts were refused (1 changed by someone else since the list loaded — reload it).',
  );
  await expect(rows(page)).toHaveCount(3);
  const stored = await serviceSelect(`accounts?account_name=like.${encodeURIComponent(`${TAG}*`)}&select=id`);
  expect(stored).toHaveLength(3);
});

test('on a phone each card has its select box, and the bulk actions follow the selection', { tag: ['@phone'] }, async ({ page }) => {
  await signInAndWait(page, 'partner-admin');
  await page.goto('/accounts');
  await page.getByLabel('Search accounts').fill(TAG);
  await page.getByLabel('Search accounts').press('Enter');
  await expect(rows(page)).toHaveCount(3);
  const card = rows(page).filter({ hasText: NAMES[0]! });
  await expect(card.locator('td.ant-table-selection-column')).toBeVisible();
  const next = rows(page).filter({ hasText: NAMES[1]! });
  const before = await next.boundingBox();
  await card.getByRole('checkbox').check();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bar).toContainText('1 account selected');
  // In view at the bottom of the screen, the cards where they were.
  await expect(bar.getByRole('button', { name: 'Export selected' })).toBeInViewport();
  expect(await next.boundingBox()).toEqual(before);
  await bar.getByRole('button', { name: 'Clear selection' }).click();
  await expect(bar).toBeHidden();
});
