import { expect, test, type Page } from '@playwright/test';
import { E2E_API_URL } from './ports.ts';
import { ANON_KEY, demo, notice, PASSWORD, serviceRest, signInAndWait } from './support.ts';

// The history of records (issue 18 §1): a user's edits show in the record's History, with their name
// and readable values; who may not see a record sees none of it; management filters every change by user.

const BRIGHTLINE = 'c0000000-0000-4000-8000-000000000001';
const SUMMIT = 'b0000000-0000-4000-8000-000000000001';
const SALES_REP = 'a0000000-0000-4000-8000-000000000006';

/** A fresh Brightline account served by sales-rep@ (Sam Delgado), made by the service role. */
async function freshAccount(name: string): Promise<string> {
  const res = await serviceRest('/rest/v1/accounts?select=id', {
    method: 'POST',
    headers: { prefer: 'return=representation' },
    body: JSON.stringify({
      account_name: name,
      organization_id: SUMMIT,
      partner_id: BRIGHTLINE,
      sales_rep: SALES_REP,
      service_city: 'Vancouver',
    }),
  });
  expect(res.status).toBe(201);
  const [{ id }] = (await res.json()) as { id: string }[];
  return id;
}

/** A REST write as a demo user (their own token, so the database records them). */
async function asUser(who: string, pathAndQuery: string, init: RequestInit): Promise<Response> {
  const token = await fetch(`${E2E_API_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email: demo(who), password: PASSWORD }),
  });
  const { access_token } = (await token.json()) as { access_token: string };
  return fetch(`${E2E_API_URL}${pathAndQuery}`, {
    ...init,
    headers: { apikey: ANON_KEY, authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
  });
}

// Each journey signs in and walks several screens: on a loaded machine (CI beside a build) one takes
// over a minute, its every step in time.
test.setTimeout(120_000);

/** The rows of the History table on the page. */
const historyRows = (page: Page) => page.getByTestId('record-history').locator('.ant-table-tbody > tr.ant-table-row');

test('a sales rep’s edits of an account and a submission show in their History, with the rep’s name and readable values', async ({
  page,
}) => {
  const name = `History Bakery ${Date.now()}`;
  const id = await freshAccount(name);
  const submission = await serviceRest('/rest/v1/matrix_submissions?select=id', {
    method: 'POST',
    headers: { prefer: 'return=representation' },
    body: JSON.stringify({ account_id: id, status: 'draft', rate: 0.0925, term_months: 24, start_date: '2027-04-01' }),
  });
  const [{ id: submissionId }] = (await submission.json()) as { id: string }[];

  await signInAndWait(page, 'sales-rep');
  await page.goto(`/accounts/${id}`);
  await expect(page.getByTestId('record-header')).toContainText(name);
  await page.getByLabel('City').fill('Burnaby');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Account successfully saved')).toBeVisible();

  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page).toHaveURL(/[?&]tab=history/);
  const rows = historyRows(page);
  await expect(rows).toHaveCount(2);
  // Newest first: Sam's change, then the creation by the service.
  await expect(rows.nth(0)).toContainText('Sam Delgado');
  await expect(rows.nth(0)).toContainText('Changed');
  await expect(rows.nth(0)).toContainText('Service city: Vancouver → Burnaby');
  await expect(rows.nth(0)).toContainText(/a few seconds ago|a minute ago/);
  await expect(rows.nth(0).locator('.history-exact-time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{1,2}:\d{2} [AP]M$/);
  await expect(rows.nth(1)).toContainText('Service');
  await expect(rows.nth(1)).toContainText('Created');
  // Ids read as names: the sales rep and the partner of the created account.
  await rows
    .nth(1)
    .getByRole('button', { name: /Show all \d+ values/ })
    .click();
  await expect(rows.nth(1)).toContainText('Sales rep: Sam Delgado');
  await expect(rows.nth(1)).toContainText('Sales partner: Brightline');

  // The submission's status change, in the History tab of its page.
  await page.goto(`/matrix-submissions/${submissionId}`);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('submission-status')).toHaveText('Submitted');
  // The History tab loads when it is opened.
  await expect(page.getByTestId('record-history')).toHaveCount(0);
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page).toHaveURL(/[?&]tab=history/);
  const change = historyRows(page).filter({ hasText: 'Status: Draft → Submitted' });
  await expect(change).toHaveCount(1);
  await expect(change).toContainText('Sam Delgado');
  await expect(historyRows(page).filter({ hasText: 'Created' })).toContainText('Status: Draft');
});

test('who may not see a record sees neither it nor its history, and the History page is management’s', async ({ page }) => {
  const id = await freshAccount(`Hidden History ${Date.now()}`);
  // The other tenant's sales rep: the account page says it is not available, and offers no History.
  await signInAndWait(page, 'sales-rep-2');
  await page.goto(`/accounts/${id}?tab=history`);
  await expect(page.getByText('Account not available')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'History' })).toHaveCount(0);
  await expect(page.getByTestId('record-history')).toHaveCount(0);
  // Nor can they read it another way: the API answers no rows.
  const direct = await asUser('sales-rep-2', `/rest/v1/record_history?select=id&record_id=eq.${id}`, { method: 'GET' });
  expect(await direct.json()).toEqual([]);
  await page.goto('/admin/history');
  await expect(page).toHaveURL(/\/welcome\/login/);
});

test('management filters every change by user, entity and record', async ({ page }) => {
  const name = `Filtered History ${Date.now()}`;
  const id = await freshAccount(name);
  const edit = await asUser('sales-rep', `/rest/v1/accounts?id=eq.${id}`, {
    method: 'PATCH',
    body: JSON.stringify({ notes: 'Asked for a gas quote' }),
  });
  expect(edit.status).toBeLessThan(300);

  await signInAndWait(page, 'management');
  await page.getByRole('link', { name: 'History', exact: true }).click();
  await expect(page).toHaveTitle(/^History \|/);
  const rows = page.locator('.history-table .ant-table-tbody > tr.ant-table-row');
  await expect(rows.first()).toBeVisible();

  const user = page.getByRole('combobox', { name: 'User', exact: true });
  await user.click();
  await user.fill('Sam');
  await page.locator('.ant-select-item-option').filter({ hasText: 'Sam Delgado' }).click();
  await expect(page).toHaveURL(/filters.*actor/);
  await expect(rows.filter({ hasText: name })).toHaveCount(1);
  await expect(rows.filter({ hasText: name })).toContainText('Notes: — → Asked for a gas quote');
  // Every row is Sam's.
  const who = await rows.locator('td:nth-child(2)').allInnerTexts();
  expect(who.length).toBeGreaterThan(0);
  expect(new Set(who.map((w) => w.trim()))).toEqual(new Set(['Sam Delgado']));

  // Narrow to that one record: its creation by the service shows once the user filter is cleared.
  await rows.filter({ hasText: name }).getByRole('button', { name: 'Only this record' }).click();
  await expect(rows).toHaveCount(1);
  const picker = page.locator('.ant-select[aria-label="User"]');
  await picker.hover();
  await picker.locator('.ant-select-clear').click();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Service');
  await expect(rows.nth(1)).toContainText('Account');

  // Days typed by hand: from tomorrow on there is no change yet; back from today both show again.
  const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Vancouver' }));
  const tomorrow = await page.evaluate((d) => new Date(Date.parse(`${d}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10), today);
  const from = page.getByLabel('From day');
  await from.fill(tomorrow);
  await from.press('Enter');
  await expect(page).toHaveURL(/changed_at/);
  await expect(page.getByText('No changes found')).toBeVisible();
  await page.getByLabel('From day').fill(today);
  await page.getByLabel('From day').press('Enter');
  await expect(rows).toHaveCount(2);
  await expect(page.getByLabel('From day')).toHaveValue(today);
});
