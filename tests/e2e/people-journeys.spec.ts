import { expect, test } from '@playwright/test';
import { chooseFromUserMenu, firstLink, mailsTo, menuItems, notice, pick, serviceRest, signIn, signInAndWait } from './support.ts';

const SUMMIT = 'b0000000-0000-4000-8000-000000000001';
const REGIONAL = 'a0000000-0000-4000-8000-000000000004';
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

async function newPartner(name: string, regional: string | null): Promise<string> {
  const res = await serviceRest('/rest/v1/partners', {
    method: 'POST',
    headers: { prefer: 'return=representation' },
    body: JSON.stringify({ name, organization_id: SUMMIT, regional_manager: regional, status: 11 }),
  });
  return ((await res.json()) as { id: string }[])[0].id;
}

async function regionalOf(id: string): Promise<string | null> {
  const res = await serviceRest(`/rest/v1/partners?id=eq.${id}&select=regional_manager`);
  return ((await res.json()) as { regional_manager: string | null }[])[0].regional_manager;
}

test('management saves an Active partner with "Invite owner"; the owner accepts the mailed invite and sees their partner', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000); // two users, an e-mail and a password set between them
  const id = unique();
  const name = `E2E Partner ${id}`;
  const email = `e2e-owner-${id}@demo.test`;
  await signInAndWait(page, 'management');
  await page.goto('/sales-partners/new');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await pick(page, 'Status', /^Active$/);
  await page.getByLabel('Owner first name').fill('Olivia');
  await page.getByLabel('Owner last name').fill('Owner');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Invite owner').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Sales Partner successfully saved')).toBeVisible();
  await expect(notice(page, 'User created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/sales-partners\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Olivia Owner').first()).toBeVisible();

  await expect.poll(async () => (await mailsTo(email)).length).toBeGreaterThan(0);
  const mail = (await mailsTo(email)).find((m) => m.subject === 'You have been invited to the Partner Portal');
  const owner = await browser.newPage();
  await owner.goto(firstLink(mail?.html ?? ''));
  await expect(owner).toHaveURL(/\/update-password/);
  await owner.getByLabel('New password', { exact: true }).fill('owner-password-1');
  await owner.getByLabel('Confirm new password').fill('owner-password-1');
  await owner.getByRole('button', { name: 'Update Password' }).click();
  await expect(notice(owner, 'Password successfully updated')).toBeVisible();

  await chooseFromUserMenu(owner, 'Sign out');
  await signIn(owner, email, 'owner-password-1');
  await expect(owner.getByTestId('user-menu')).toBeVisible();
  await owner.goto('/sales-partners');
  await expect(owner.getByRole('cell', { name, exact: true })).toBeVisible();
  await expect(owner.getByRole('cell', { name: 'Olivia Owner' })).toBeVisible();
  await owner.close();
});

test('a regional assignment with "clear others" moves the manager to exactly the picked partners', async ({ page }) => {
  const id = unique();
  const dropped = `E2E Dropped ${id}`;
  const added = `E2E Added ${id}`;
  const droppedId = await newPartner(dropped, REGIONAL);
  const addedId = await newPartner(added, null);
  await signInAndWait(page, 'management');
  await page.goto('/sales-partners');
  await page.getByRole('button', { name: 'Regional Assignment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Regional Assignment' });
  await pick(page, 'Regional manager', 'Rafael Okafor');
  const droppedTag = dialog.locator('.ant-select-selection-item').filter({ hasText: dropped });
  await expect(droppedTag).toBeVisible();
  await droppedTag.locator('.ant-select-selection-item-remove').click();
  await dialog
    .locator('.ant-form-item', { has: page.locator('label[title="Sales partners they manage"]') })
    .locator('.ant-select-selector')
    .click();
  await page.keyboard.type(added);
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: added }).click();
  await dialog.locator('.ant-modal-title').click(); // closes the partner dropdown
  await dialog.getByLabel('Clear this manager from the partners not picked').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Sales Partner successfully saved')).toBeVisible();
  await expect(dialog).toBeHidden();

  expect(await regionalOf(addedId)).toBe(REGIONAL);
  expect(await regionalOf(droppedId)).toBeNull();
  expect(await regionalOf('c0000000-0000-4000-8000-000000000001')).toBe(REGIONAL);
  await page.getByLabel('Search partners').fill(`E2E Added ${id}`);
  await page.getByLabel('Search partners').press('Enter');
  await expect(page.getByRole('row').filter({ hasText: added })).toContainText('Rafael Okafor');
});

// Runs alone after the other journeys (@role-wide, playwright.config.ts): every regional manager sees
// the grant while it lasts, and sign-in.spec.ts checks the demo regional's menu exactly.
test("a permission granted on /permissions shows the menu item to that role's user at their next navigation @role-wide", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000); // two users sign in, and the matrix is a large table
  const regional = await browser.newPage();
  await signInAndWait(regional, 'regional');
  expect(await menuItems(regional)).not.toContain('Affiliates');

  await signInAndWait(page, 'management');
  await page.goto('/permissions');
  const box = page.getByLabel('navigation.AFFILIATES for Regional');
  try {
    await box.click();
    await expect(box).toBeChecked();
    await expect(notice(page, 'navigation.AFFILIATES granted to Regional')).toBeVisible();
    await regional.goto('/accounts');
    await expect(regional.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Affiliates' })).toBeVisible();
    await box.click();
    await expect(box).not.toBeChecked();
    await expect(notice(page, 'navigation.AFFILIATES removed from Regional')).toBeVisible();
  } finally {
    await serviceRest('/rest/v1/assigned_permissions?role=eq.6&permission=eq.navigation.AFFILIATES', { method: 'DELETE' });
    await regional.close();
  }
});
