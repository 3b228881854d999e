import { expect, test } from '@playwright/test';
import { notice, serviceRest, signInAndWait, shown } from './support.ts';

const SUMMIT = 'b0000000-0000-4000-8000-000000000001';

// Two invitations (each an Auth user and a mail) and a delete: a loaded machine needs more than a minute.
test.setTimeout(120_000);

test('partner users: a taken address is refused, a new user is invited, then deleted after confirmation', async ({ page }) => {
  const id = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  const res = await serviceRest('/rest/v1/partners', {
    method: 'POST',
    headers: { prefer: 'return=representation' },
    body: JSON.stringify({ name: `E2E Users ${id}`, organization_id: SUMMIT, status: 11 }),
  });
  const partner = ((await res.json()) as { id: string }[])[0].id;
  await signInAndWait(page, 'management');
  await page.goto(`/sales-partners/${partner}`);
  // The partner's users are a tab of its record page (issue 26, item 3).
  await page.getByRole('tab', { name: 'Users' }).click();

  const invite = async (email: string) => {
    await page.getByRole('button', { name: 'Invite User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite User' });
    await dialog.getByLabel('E-mail', { exact: true }).fill(email);
    await dialog.getByLabel('First name').fill('Uma');
    await dialog.getByLabel('Last name').fill('User');
    await dialog.getByRole('button', { name: 'Invite' }).click();
    return dialog;
  };

  const refused = await invite('sales-rep@demo.test');
  await expect(notice(page, 'Error Creating User: Email Already Exists')).toBeVisible();
  await refused.getByRole('button', { name: 'Cancel' }).click();

  await invite(`e2e-user-${id}@demo.test`);
  await expect(notice(page, 'User created successfully')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `e2e-user-${id}@demo.test` });
  await expect(row).toContainText('Sales Rep');

  await row.getByRole('button', { name: 'Delete' }).click();
  const confirm = await shown(page.locator('.ant-modal-confirm'));
  await expect(confirm).toContainText('Are you sure you want to delete Uma User?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page, 'User successfully deleted')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('an affiliate’s page lists its users and the accounts it referred, each opening its account', async ({ page }) => {
  const GREENLEAF = 'd0000000-0000-4000-8000-000000000001';
  const res = await serviceRest(`/rest/v1/accounts?affiliate_id=eq.${GREENLEAF}&select=id,account_name&order=account_name&limit=10`);
  const referred = (await res.json()) as { id: string; account_name: string }[];
  expect(referred.length).toBeGreaterThan(1);
  await signInAndWait(page, 'management');
  await page.goto(`/affiliates/${GREENLEAF}`);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('GreenLeaf Referrals');

  await page.getByRole('tab', { name: 'Users' }).click();
  const users = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Role' }) });
  const owner = users.getByRole('row').filter({ hasText: 'affiliate-admin@demo.test' });
  await expect(owner).toContainText('Alex Lindqvist');
  await expect(owner).toContainText('Affiliate Admin');
  await expect(owner.getByRole('switch', { name: 'Active Alex Lindqvist' })).toBeChecked();

  await page.getByRole('tab', { name: 'Referred accounts' }).click();
  const accounts = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'City' }) });
  await expect(accounts.getByRole('row')).toHaveCount(referred.length + 1);
  await expect(accounts.getByRole('link')).toHaveText(referred.map((a) => a.account_name));
  await accounts.getByRole('link', { name: referred[1]!.account_name }).click();
  await expect(page).toHaveURL(new RegExp(`/accounts/${referred[1]!.id}$`));
});
