import { expect, test } from '@playwright/test';
import { demo, menuItems, notice, signIn, signInAndWait } from './support.ts';

test(
  'an unauthenticated visit goes to login and returns to the wanted page after sign-in',
  { tag: ['@smoke', '@phone'] },
  async ({ page }) => {
    await page.goto('/pricing-requests?pageSize=10');
    await expect(page).toHaveURL(/\/welcome\/login\?next=%2Fpricing-requests%3FpageSize%3D10$/);
    await page.getByLabel('E-mail').fill(demo('sales-rep'));
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/pricing-requests\?/);
    await expect(page).toHaveTitle('Your Pricing Requests | Summit Energy');
  },
);

test('a route needing a missing permission sends a non-management user to login with the reason', async ({ page }) => {
  await signInAndWait(page, 'sales-rep');
  await page.goto('/contracts');
  await expect(page).toHaveURL(/\/welcome\/login$/);
  await expect(notice(page, 'You need the navigation.CONTRACTS permission to open this page.')).toBeVisible();
});

test('an admin-flagged route sends a non-management user to login', async ({ page }) => {
  await signInAndWait(page, 'company-admin');
  await page.goto('/admin/news');
  await expect(page).toHaveURL(/\/welcome\/login$/);
  await expect(notice(page, 'This page is for management only.')).toBeVisible();
  await page.goto('/permissions');
  await expect(page).toHaveURL(/\/welcome\/login$/);
});

test('company admin opens /admin/organizations; partner admin is refused', async ({ page }) => {
  await signInAndWait(page, 'company-admin');
  await page.goto('/admin/organizations');
  await expect(page.getByText('Your Company').first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/organizations/);

  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await signIn(page, demo('partner-admin'));
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await page.goto('/admin/organizations');
  await expect(page).toHaveURL(/\/welcome\/login$/);
  await expect(notice(page, 'navigation.COMPANY_ADMIN')).toBeVisible();
  // Still signed in: the login page says as whom and leads back, instead of asking for a password again.
  await expect(page.getByTestId('signed-in-as')).toContainText(`You are signed in as ${demo('partner-admin')}`);
  await page.getByRole('button', { name: 'Go to the dashboard' }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a signed-in user following a link to the login page with `next` goes straight there', async ({ page }) => {
  await signInAndWait(page, 'sales-rep');
  await page.goto('/welcome/login?next=%2Faccounts');
  await expect(page).toHaveURL(/\/accounts(\?|$)/);
  await expect(page.getByTestId('user-menu')).toBeVisible();
});

test('management passes every guard', async ({ page }) => {
  await signInAndWait(page, 'management');
  for (const path of ['/admin/news', '/permissions', '/permissions/assignments', '/admin/organizations', '/contracts', '/affiliates']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}(\\?|$)`));
  }
  expect(await menuItems(page)).toContain('Permissions');
});

test("an error description in the URL hash shows as an error notice with '+' as spaces", async ({ page }) => {
  await page.goto('/welcome/login#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired');
  await expect(notice(page, 'Email link is invalid or has expired')).toBeVisible();
});

test('the phone layout opens the menu from a drawer', { tag: ['@phone'] }, async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAndWait(page, 'sales-rep');
  await expect(page.getByRole('heading', { name: 'Partner Portal' })).toBeVisible();
  await page
    .locator('.ant-layout button')
    .filter({ has: page.locator('.anticon-bars') })
    .first()
    .click();
  await expect(page.locator('.ant-drawer').getByText('Pricing Requests')).toBeVisible();
});
