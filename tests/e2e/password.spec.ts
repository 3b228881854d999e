import { expect, test } from '@playwright/test';
import { chooseFromUserMenu, firstLink, FRESH_PASSWORD, freshUser, mailsTo, notice, signIn } from './support.ts';

const ANSWER = 'If an account exists for that email, a link to reset the password has been sent.';

test('forgot password: same answer, mailed link, new password works', async ({ page }) => {
  const email = await freshUser({ prefix: 'pw', firstName: 'Pat', lastName: 'Word', role: 7 });
  await page.goto('/welcome/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(notice(page, ANSWER)).toBeVisible();

  const mail = (await mailsTo(email)).find((m) => m.subject === 'Reset your password');
  expect(mail).toBeDefined();
  await page.goto(firstLink(mail?.html ?? ''));
  await expect(page).toHaveURL(/\/update-password/);
  await expect(page).toHaveTitle('Update Password | Summit Energy');
  await page.getByLabel('New password', { exact: true }).fill('brand-new-password');
  await page.getByLabel('Confirm new password').fill('brand-new-password');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(notice(page, 'Password successfully updated')).toBeVisible();

  await chooseFromUserMenu(page, 'Sign out');
  await signIn(page, email, 'brand-new-password');
  await expect(page.getByTestId('user-menu')).toBeVisible();
});

test('forgot password for an unknown address gives the same answer', async ({ page }) => {
  await page.goto('/welcome/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  await dialog.getByLabel('E-mail').fill('nobody-here@demo.test');
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(notice(page, ANSWER)).toBeVisible();
});

test('a first login goes to Update Password', async ({ page }) => {
  const email = await freshUser({ prefix: 'pw', firstName: 'Pat', lastName: 'Word', role: 7, firstLogin: true });
  await signIn(page, email, FRESH_PASSWORD, '/welcome/login?next=%2Faccounts');
  await expect(page).toHaveURL(/\/update-password$/);
});

test('registration creates an account that waits for approval; registering the address again gets the same answer', async ({ page }) => {
  const email = `e2e-reg-${Date.now()}@demo.test`;
  await page.goto('/welcome/register');
  await expect(page).toHaveTitle('Register | Summit Energy');
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Newhire');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('robin-password');
  await page.getByLabel('Confirm password').fill('robin-password');
  await page.getByRole('button', { name: 'Request account' }).click();
  await expect(notice(page, 'Thank you for registering. Your account will be active once your company approves it.')).toBeVisible();
  await expect(page).toHaveURL(/\/welcome\/login$/);

  // Signed in before the approval: told that, once, and what happens next (issue 26, item 6).
  await signIn(page, email, 'robin-password');
  const pending = notice(page, 'Your registration is awaiting approval');
  await expect(pending).toContainText('You can sign in once your company approves it; we will let you know by e-mail.');
  await expect(notice(page, 'Account disabled')).toHaveCount(0);

  await page.goto('/welcome/register');
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Again');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('robin-password');
  await page.getByLabel('Confirm password').fill('robin-password');
  await page.getByRole('button', { name: 'Request account' }).click();
  // The answer never tells whether an address already has an account (docs/security.md).
  await expect(notice(page, 'Thank you for registering. Your account will be active once your company approves it.')).toBeVisible();
  await expect(page).toHaveURL(/\/welcome\/login$/);
});
