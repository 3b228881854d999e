import { expect, test, type Page } from '@playwright/test';
import { mailsTo, notice, PASSWORD, serviceRest, signIn, signInAndWait, shown } from './support.ts';

// A registration, its approval, the mail and a sign-in: a loaded machine needs more than a minute.
test.setTimeout(120_000);

/** A registration as the register function leaves it (auth user + inactive profile of no organization). */
async function registration(first: string): Promise<{ id: string; email: string }> {
  const email = `e2e-applicant-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@demo.test`;
  const res = await serviceRest('/auth/v1/admin/users', {
    method: 'POST',
    body: JSON.stringify({ email, password: PASSWORD, email_confirm: true }),
  });
  const { id } = (await res.json()) as { id: string };
  const profile = await serviceRest('/rest/v1/profiles', {
    method: 'POST',
    headers: { prefer: 'resolution=merge-duplicates' },
    body: JSON.stringify({
      id,
      email,
      first_name: first,
      last_name: 'Applicant',
      active: false,
      first_login: false,
      job_description: 'Field sales',
    }),
  });
  expect(profile.status).toBeLessThan(300);
  return { id, email };
}

async function choose(page: Page, label: string, option: string) {
  // Again until the list has closed on the choice: a click that lands while the list is still opening
  // (a busy machine) is dropped by antd, and the open list would then cover the dialog's buttons.
  await expect(async () => {
    await page.getByRole('dialog').getByRole('combobox', { name: label }).click({ force: true });
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: option })
      .first()
      .click({ timeout: 3_000 });
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

// Issue 16, defect 11: self-registered users could never be approved; no screen listed them.
test('management approves a registration on the Users page; the user is mailed and can sign in @smoke', async ({ page, browser }) => {
  const applicant = await registration('Avery');
  const other = await registration('Blake');
  await signInAndWait(page, 'management');
  await page.getByRole('link', { name: 'Users', exact: true }).click();
  await expect(page).toHaveTitle(/^Users \|/);
  const pending = page.getByTestId('pending-registrations');
  const row = pending.getByRole('row').filter({ hasText: applicant.email });
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: 'Approve' }).click();
  const dialog = await shown(page.getByRole('dialog'));
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog.getByText('Please choose the company')).toBeVisible();
  await choose(page, 'Company', 'Summit Energy Brokers');
  await choose(page, 'Works for', 'A sales partner');
  await choose(page, 'Sales partner', 'Brightline');
  await choose(page, 'Role', 'Sales Rep');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(notice(page, 'Registration approved')).toBeVisible();
  await expect(row).toHaveCount(0);
  // The approved user is in the list with their place and role.
  await page.getByLabel('Search users').fill(applicant.email);
  await page.getByLabel('Search users').press('Enter');
  const listed = page.locator('.ant-table-row').filter({ hasText: applicant.email }).filter({ hasNotText: 'Reject' });
  await expect(listed).toContainText('Sales Rep');
  await expect(listed).toContainText('Brightline');
  await expect(listed).toContainText('Active');

  const [mail] = await mailsTo(applicant.email);
  expect(mail.subject).toBe('Your Partner Portal account is active');
  const context = await browser.newContext();
  const theirs = await context.newPage();
  await signIn(theirs, applicant.email);
  await expect(theirs.getByTestId('user-menu')).toBeVisible();
  await context.close();

  // Reject asks first; the account is gone afterwards.
  const second = pending.getByRole('row').filter({ hasText: other.email });
  await second.getByRole('button', { name: 'Reject' }).click();
  const ask = await shown(page.getByRole('dialog').filter({ hasText: 'Reject registration' }));
  await ask.getByRole('button', { name: 'Reject' }).click();
  await expect(notice(page, 'Registration rejected')).toBeVisible();
  await expect(second).toHaveCount(0);
  const gone = await serviceRest(`/rest/v1/profiles?id=eq.${other.id}&select=id`);
  expect(await gone.json()).toEqual([]);
});

test('a sales rep has no Users page', async ({ page }) => {
  await signInAndWait(page, 'sales-rep');
  await expect(page.getByRole('link', { name: 'Accounts', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);
  // Typed by hand, the page is refused like every page the user may not open (spec §2).
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/welcome\/login$/);
  await expect(notice(page, 'profiles.EDIT')).toBeVisible();
});

test('registrations that could not be loaded are said so on the Users page, and Reload lists them @phone', async ({ page }) => {
  const applicant = await registration('Casey');
  try {
    await signInAndWait(page, 'management');
    // The answer lost on its way (a server error), once: the page must not read as "none waiting".
    const rpc = '**/rest/v1/rpc/pending_registrations';
    await page.route(rpc, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Service Unavailable' }) }),
    );
    await page.goto('/admin/users');
    const failed = page.getByTestId('pending-registrations-error');
    await expect(failed).toContainText('Registrations awaiting approval could not be loaded.');
    await expect(failed).toContainText('Service Unavailable');
    await expect(page.getByTestId('pending-registrations')).toHaveCount(0);
    await page.unroute(rpc);
    await failed.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByTestId('pending-registrations')).toContainText(applicant.email);
    await expect(failed).toHaveCount(0);
  } finally {
    await serviceRest(`/auth/v1/admin/users/${applicant.id}`, { method: 'DELETE' });
  }
});
