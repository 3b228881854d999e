import { expect, test } from '@playwright/test';
import { chooseFromUserMenu, demo, DISABLED_MESSAGE, menuItems, notice, signIn, signInAndWait } from './support.ts';

const ALL = [
  'Dashboard',
  'Accounts',
  'Pricing Requests',
  'Contract Submissions',
  'Contracts',
  'Sales Partners',
  'Affiliates',
  'Your Company',
  'Latest News',
  'Users',
  'History',
  'Permissions',
];

// What each demo role's default permissions open (supabase/migrations: default role → permission mapping).
const MENUS: Record<string, string[]> = {
  management: ALL,
  'company-admin': [
    'Dashboard',
    'Accounts',
    'Pricing Requests',
    'Contract Submissions',
    'Contracts',
    'Sales Partners',
    'Affiliates',
    'Your Company',
    'Users',
  ],
  executive: ['Dashboard', 'Accounts', 'Pricing Requests', 'Contract Submissions', 'Contracts', 'Sales Partners', 'Affiliates'],
  regional: ['Dashboard', 'Accounts', 'Pricing Requests', 'Contract Submissions', 'Contracts', 'Sales Partners'],
  'partner-admin': ['Dashboard', 'Accounts', 'Pricing Requests', 'Contract Submissions', 'Contracts', 'Sales Partners', 'Users'],
  'sales-rep': ['Dashboard', 'Accounts', 'Pricing Requests', 'Contract Submissions'],
  'affiliate-admin': ['Dashboard', 'Accounts', 'Affiliates'],
};

for (const [role, expected] of Object.entries(MENUS)) {
  test(`${role} signs in and sees exactly their menu`, async ({ page }) => {
    await signInAndWait(page, role);
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle('Partner Portal | Summit Energy');
    const items = (await menuItems(page)).filter((i) => i !== 'Logout');
    expect(items).toEqual(expected);
  });
}

test('the executive works as their shared profile ("Viewing as …")', async ({ page }) => {
  await signInAndWait(page, 'executive');
  await expect(page.getByTestId('viewing-as')).toHaveText(/^Viewing as .+/);
});

test('a disabled profile is refused with the exact message and stays signed out', async ({ page }) => {
  await signIn(page, demo('disabled'));
  await expect(notice(page, DISABLED_MESSAGE)).toBeVisible();
  await expect(page).toHaveURL(/\/welcome\/login/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/welcome\/login\?next=%2Fdashboard/);
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.includes('auth-token')))).toEqual([]);
});

test('a wrong password is refused on the login page', async ({ page }) => {
  await signIn(page, demo('sales-rep'), 'not-the-password');
  await expect(notice(page, /invalid/i)).toBeVisible();
  await expect(page).toHaveURL(/\/welcome\/login/);
});

test('titles follow "Title | Summit Energy"', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/welcome/login');
  await expect(page).toHaveTitle('Please Login | Summit Energy');
  await expect(page.getByRole('heading', { name: 'Please Login' })).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page).toHaveTitle('Page Not Found | Summit Energy');
  await expect(page.getByText('Page Not Found')).toBeVisible();

  await signInAndWait(page, 'management');
  const titles: [string, string][] = [
    ['/dashboard', 'Dashboard'],
    ['/settings', 'Your Profile'],
    ['/accounts', 'Your Accounts'],
    ['/accounts/new', 'New Account'],
    ['/contracts', 'View Contracts'],
    ['/admin/news', 'Latest News'],
    ['/admin/history', 'History'],
    ['/admin/organizations', 'Your Company'],
    ['/pricing-requests', 'Your Pricing Requests'],
    ['/matrix-submissions', 'Your Contract Submissions'],
    ['/sales-partners', 'Your Sales Partners'],
    ['/update-password', 'Update Password'],
  ];
  for (const [path, title] of titles) {
    await page.goto(path);
    await expect(page).toHaveTitle(`${title} | Summit Energy`);
  }
});

test('sign out removes the session and protected pages go back to login', { tag: ['@smoke', '@phone'] }, async ({ page }) => {
  await signInAndWait(page, 'sales-rep');
  await chooseFromUserMenu(page, 'Sign out');
  await expect(page).toHaveURL(/\/welcome\/login/);
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.includes('auth-token')))).toEqual([]);
  await page.goto('/accounts');
  await expect(page).toHaveURL(/\/welcome\/login\?next=%2Faccounts/);
});
