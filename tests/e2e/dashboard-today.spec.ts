// "A dashboard that says what needs me today" (issue 18 §5): per role, the tiles come from one call
// (rpc dashboard_tiles) and each links to the list filtered the same way, which shows the same total.
// A sales rep sees their own tasks and no approvals or registrations; management (on a phone) sees
// submissions waiting for approval, pending registrations and contracts ending with Renew.
import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { countsBetween, DEMO_IDS, listTotal, serviceCount, serviceRest, serviceSelect, signInAndWait } from './support.ts';

/** The count a tile shows ('Overdue: 3' is its label). */
async function tileCount(page: Page, label: string): Promise<number> {
  const tile = page.locator('.dashboard-stat', { hasText: label });
  await expect(tile).toHaveAttribute('aria-label', new RegExp(`^${label}: \\d+$`));
  await expect(tile.locator('.ant-skeleton')).toHaveCount(0);
  return Number((await tile.getAttribute('aria-label'))!.split(': ')[1]);
}

/**
 * The portal's today (the display time zone, America/Vancouver) as the browser computes it — the day
 * the dashboard sends — and `days` after it. Node's and the browser's time zone rules may differ.
 */
async function portalDay(page: Page, days = 0): Promise<string> {
  const today = await page.evaluate(() => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Vancouver' }).format(new Date()));
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const itemsLabel = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

const submittedCount = () => serviceCount('matrix_submissions', 'status=eq.submitted');

async function registrationCount(): Promise<number> {
  const res = await serviceRest('/rest/v1/rpc/pending_registrations?select=id', { method: 'POST' });
  expect(res.status).toBe(200);
  return ((await res.json()) as unknown[]).length;
}

test("a sales rep's tasks due today and overdue lead to /tasks filtered the same way", async ({ page }) => {
  await signInAndWait(page, 'sales-rep');
  const today = await portalDay(page);
  const [account] = await serviceSelect<{ id: string }>(`accounts?sales_rep=eq.${DEMO_IDS.salesRep}&select=id&limit=1`);
  const title = `Dashboard e2e ${Date.now()}`;
  const insert = await serviceRest('/rest/v1/tasks?select=id', {
    method: 'POST',
    headers: { prefer: 'return=representation' },
    body: JSON.stringify([
      {
        account_id: account!.id,
        title: `${title} overdue`,
        status: 'open',
        assigned_to: DEMO_IDS.salesRep,
        due_date: await portalDay(page, -2),
      },
      { account_id: account!.id, title: `${title} today`, status: 'in_progress', assigned_to: DEMO_IDS.salesRep, due_date: today },
    ]),
  });
  expect(insert.status).toBe(201);
  const ids = ((await insert.json()) as { id: string }[]).map((t) => t.id);
  try {
    await page.goto('/dashboard');
    const overdue = await tileCount(page, 'Overdue');
    const dueToday = await tileCount(page, 'Due today');
    expect(overdue).toBeGreaterThanOrEqual(1);
    expect(dueToday).toBeGreaterThanOrEqual(1);
    // A sales rep does not approve, and registrations are management's.
    await expect(page.getByText('Needs my decision')).toHaveCount(0);
    await expect(page.locator('.dashboard-stat', { hasText: 'Pending registrations' })).toHaveCount(0);
    // The weekly chart arrives in a chunk of its own.
    await expect(page.getByTestId('pricing-per-week')).toBeVisible();

    await page.locator('.dashboard-stat', { hasText: 'Overdue' }).click();
    await expect(page).toHaveURL(/\/tasks\?.*assigned_to.*due_date/);
    await expect(page.getByText(itemsLabel(overdue))).toBeVisible();
    await expect(page.getByRole('cell', { name: `${title} overdue` })).toBeVisible();
    await expect(page.getByRole('cell', { name: `${title} today` })).toHaveCount(0);
    // The list's filter bar says what the link filtered.
    await expect(page.locator('.ant-select-selection-item')).toHaveText(['Assigned to me', 'Overdue', 'Open or in progress']);

    await page.goBack();
    await page.locator('.dashboard-stat', { hasText: 'Due today' }).click();
    await expect(page.getByText(itemsLabel(dueToday))).toBeVisible();
    await expect(page.getByRole('cell', { name: `${title} today` })).toBeVisible();
  } finally {
    await serviceRest(`/rest/v1/tasks?id=in.(${ids.join(',')})`, { method: 'DELETE' });
  }
});

test('management on a phone: approvals, registrations and contracts to renew, each to its list @phone', async ({ page }) => {
  // A registration awaiting approval: an auth user with an inactive profile of no organization.
  const email = `dashboard-applicant-${randomUUID().slice(0, 8)}@test.local`;
  const created = await serviceRest('/auth/v1/admin/users', {
    method: 'POST',
    body: JSON.stringify({ email, password: 'applicant-password', email_confirm: true }),
  });
  expect(created.status).toBeLessThan(300);
  const { id } = (await created.json()) as { id: string };
  try {
    const profile = await serviceRest('/rest/v1/profiles', {
      method: 'POST',
      body: JSON.stringify({ id, email, first_name: 'Ada', last_name: 'Applicant', active: false, first_login: false }),
    });
    expect(profile.status).toBe(201);

    await signInAndWait(page, 'management');
    // Both tiles come from one call as the dashboard opens.
    const [waiting, registrations] = await countsBetween([submittedCount, registrationCount], async () => {
      await page.goto('/dashboard');
      return [await tileCount(page, 'Submissions waiting for approval'), await tileCount(page, 'Pending registrations')];
    });
    expect(waiting).toBeGreaterThan(0);
    expect(registrations).toBeGreaterThanOrEqual(1);

    // Each tile leads to its list filtered the same way: the list's total is the same count, read at
    // the moment the list shows it.
    await countsBetween([submittedCount], async () => {
      await page.locator('.dashboard-stat', { hasText: 'Submissions waiting for approval' }).click();
      await expect(page).toHaveURL(/\/matrix-submissions\?.*status.*submitted/);
      return [await listTotal(page)];
    });

    await page.goBack();
    const pending = page.getByTestId('pending-registrations');
    await countsBetween([registrationCount], async () => {
      await page.locator('.dashboard-stat', { hasText: 'Pending registrations' }).click();
      await expect(page).toHaveURL(/\/admin\/users/);
      await expect(pending).toContainText(email);
      const heading = pending.getByText(/^Registrations awaiting approval \(\d+\)$/);
      const shown = Number(/\((\d+)\)/.exec((await heading.textContent())!)![1]);
      // The heading counts the rows listed under it.
      await expect(pending.locator('tbody tr:not(.ant-table-measure-row)')).toHaveCount(shown);
      return [shown];
    });

    // Contracts ending soonest, each with Renew: a new pricing request for its account, prefilled.
    await page.goBack();
    const soon = page.getByTestId('ending-soon');
    await expect(soon).toBeVisible();
    const renew = soon.getByRole('link', { name: /^Renew/ }).first();
    await renew.click();
    await expect(page).toHaveURL(/\/pricing-requests\/new\?account_id=[0-9a-f-]+&commodity=\w+&renewal_of=/);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(/^Renewal /);
  } finally {
    await serviceRest(`/auth/v1/admin/users/${id}`, { method: 'DELETE' });
  }
});
