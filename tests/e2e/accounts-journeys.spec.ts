import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { makePng } from './files-fixtures.ts';
import { notice, serviceRest, signInAndWait, shown } from './support.ts';

const SUMMIT = 'b0000000-0000-4000-8000-000000000001';
const BRIGHTLINE = 'c0000000-0000-4000-8000-000000000001';
const account = (n: number) => `f0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

test.setTimeout(120_000);

/**
 * The antd Select labelled `label`. A required field's name starts with antd's required mark ("* Partner"):
 * an account's Partner shows it until an affiliate is chosen (issue 26, item 6).
 */
const combobox = (page: Page, label: string) => page.getByRole('combobox', { name: new RegExp(`^(\\*\\s*)?${label}$`) });

async function insertAccount(values: Record<string, unknown>): Promise<string> {
  const res = await serviceRest('/rest/v1/accounts?select=id', {
    method: 'POST',
    headers: { prefer: 'return=representation' },
    body: JSON.stringify({ organization_id: SUMMIT, partner_id: BRIGHTLINE, ...values }),
  });
  const [row] = (await res.json()) as { id: string }[];
  return row.id;
}

test(
  'a partner admin creates an account, uploads a signature (signed) and adds a task with a photo',
  { tag: ['@phone', '@smoke'] },
  async ({ page }) => {
    const name = `Maple Dental ${randomUUID().slice(0, 6)}`;
    await signInAndWait(page, 'partner-admin');
    await page.goto('/accounts/new');
    await expect(page).toHaveTitle(/^New Account \|/);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please enter the account name')).toBeVisible();
    await page.getByLabel('Account name').fill(name);
    await page.getByLabel('E-mail').fill('not-an-email');
    await expect(page.getByText('Please enter a valid e-mail address, e.g. name@example.com')).toBeVisible();
    await page.getByLabel('E-mail').fill('owner@maple.test');
    // A partner admin with exactly one partner finds it chosen already (issue 26, item 6).
    await expect(page.locator('.ant-form-item').filter({ has: combobox(page, 'Partner') })).toContainText('Brightline Solar & Power');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/accounts\/[0-9a-f-]{36}$/);
    await expect(page).toHaveTitle(/^Edit Account \|/);
    await expect(page.getByLabel('Account name')).toHaveValue(name);

    // The record page: a header with the name and status, the details in the first tab.
    await expect(page.getByTestId('record-header')).toContainText(name);
    await expect(page.getByTestId('record-header')).toContainText('Not signed');
    await openTab(page, 'Signature');
    await expect(page).toHaveURL(/\?tab=signature$/);
    const signature = page.getByTestId('account-signature');
    await expect(signature.getByText('not signed')).toBeVisible();
    await signature.getByLabel('Signer name').fill('Mary Maple');
    await signature.locator('input[type=file]').setInputFiles({ name: 'signature.png', mimeType: 'image/png', buffer: makePng(300, 120) });
    await expect(signature.getByTestId('signature-file')).toContainText('signature.png');
    await expect(signature.getByRole('button', { name: 'Remove signature.png' })).toBeVisible();
    await signature.getByRole('button', { name: 'Upload signature' }).click();
    await expect(signature.getByText('Signed', { exact: true })).toBeVisible();
    await expect(signature.getByText('Mary Maple')).toBeVisible();
    await expect(signature.getByRole('img', { name: 'Signature' })).toBeVisible();

    await expect(page.getByTestId('record-header').getByText('Signed', { exact: true })).toBeVisible();
    await openTab(page, 'Tasks');
    const tasks = page.getByTestId('account-tasks');
    await tasks.getByRole('button', { name: 'New task' }).click();
    const dialog = await shown(page.getByRole('dialog'));
    await dialog.getByRole('button', { name: 'Save task' }).click();
    await expect(dialog.getByText('Please enter the task title')).toBeVisible();
    await dialog.getByLabel('Title').fill('Photograph the meter');
    await dialog.getByRole('button', { name: 'Save task' }).click();
    await expect(dialog).toBeHidden();
    await expect(tasks.getByRole('cell', { name: 'Photograph the meter' })).toBeVisible();
    await tasks.locator('.ant-table-row-expand-icon').first().click();
    const photos = tasks.getByTestId('file-manager-photos');
    await photos.locator('input[type=file]').first().setInputFiles({ name: 'meter.png', mimeType: 'image/png', buffer: makePng() });
    await expect(photos.getByTestId('file-name').filter({ hasText: 'meter' })).toBeVisible();
  },
);

test('management merges two duplicate accounts', async ({ page }) => {
  const street = `${Math.floor(Math.random() * 9000) + 1000} Duplicate Road`;
  const keepName = `Harbour Cafe ${randomUUID().slice(0, 4)}`;
  const keep = await insertAccount({
    account_name: keepName,
    service_address: street,
    service_city: 'Vancouver',
  });
  const gone = await insertAccount({
    account_name: `Harbor Café Ltd ${randomUUID().slice(0, 4)}`,
    service_address: street,
    service_city: 'Vancouver',
  });
  await serviceRest('/rest/v1/tasks', { method: 'POST', body: JSON.stringify({ account_id: gone, title: 'Collect the LOA' }) });

  await signInAndWait(page, 'management');
  // Management's accounts list (its own view of every account) finds both by their street.
  await page.goto('/accounts');
  await page.getByLabel('Search accounts').fill(street);
  await page.getByLabel('Search accounts').press('Enter');
  await expect(page.getByRole('row').filter({ hasText: /Harbou?r Caf/ })).toHaveCount(2);
  await page.goto(`/accounts/${keep}`);
  await page.getByRole('link', { name: /Possible duplicates: \d+/ }).click();
  await expect(page).toHaveURL(`/accounts/duplicate/${keep}`);
  await expect(page).toHaveTitle(/^Duplicate Accounts \|/);
  await expect(page.getByRole('link', { name: `Back to ${keepName}` })).toBeVisible();
  const card = page.locator('.ant-card.ant-card-small').filter({ hasText: 'Possible duplicate' }).filter({ hasText: 'Harbor Café Ltd' });
  await expect(card.getByText('same address')).toBeVisible();
  // The button names the account that stays (issue 16: "Merge into this account" read both ways).
  await card.getByRole('button', { name: `Merge into ${keepName}` }).click();
  await (await shown(page.getByRole('dialog'))).getByRole('button', { name: 'Merge' }).click();
  await expect(notice(page, 'Accounts successfully merged')).toBeVisible();

  const tasks = (await (
    await serviceRest(`/rest/v1/tasks?title=eq.Collect%20the%20LOA&account_id=in.(${keep},${gone})&select=account_id`)
  ).json()) as { account_id: string }[];
  expect(tasks).toEqual([{ account_id: keep }]);
  const [old] = (await (await serviceRest(`/rest/v1/accounts?id=eq.${gone}&select=active`)).json()) as { active: boolean }[];
  expect(old.active).toBe(false);
});

test("a sales rep cannot open another rep's account by URL", async ({ page }) => {
  await signInAndWait(page, 'sales-rep');
  await page.goto(`/accounts/${account(37)}`);
  await expect(page.getByText('Account not available')).toBeVisible();
  await expect(page.getByLabel('Account name')).toHaveCount(0);
  await page.goto(`/accounts/${account(1)}`);
  await expect(page.getByLabel('Account name')).not.toHaveValue('');
});

/** Opens a record tab as a user does on any width (on a phone the tab strip scrolls sideways to it). */
async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
}

test("an account's pickers show their values at once and read their choices when opened", async ({ page }) => {
  const lists: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    // A picker's choices: a page of a table read with a limit (the value itself is read by id).
    if (/\/rest\/v1\/(partners|affiliates|profiles)$/.test(url.pathname) && url.searchParams.has('limit') && !url.searchParams.has('id'))
      lists.push(url.pathname);
  });
  await signInAndWait(page, 'management');
  await page.goto(`/accounts/${account(1)}`);
  const partner = combobox(page, 'Partner');
  const field = page.locator('.ant-form-item').filter({ has: partner });
  await expect(field).toContainText('Brightline Solar & Power');
  await expect(page.getByLabel('Account name')).not.toHaveValue('');
  expect(lists).toEqual([]);
  await field.locator('.ant-select-selector').click();
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option').first()).toBeVisible();
  expect(lists).toEqual(['/rest/v1/partners']);
});
