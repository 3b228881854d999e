import { expect, test } from '@playwright/test';
import { chooseFromUserMenu, demo, DISABLED_MESSAGE, menuItems, notice, serviceRest, signIn, signInAndWait } from './support.ts';

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

test(
  'a registrant not yet approved is told so after a correct password, and nothing with a wrong one',
  { tag: ['@phone'] },
  async ({ page }) => {
    // A registration as the register function leaves it: an auth user and an inactive profile of nothing.
    const email = `awaiting-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@test.local`;
    const created = await serviceRest('/auth/v1/admin/users', {
      method: 'POST',
      body: JSON.stringify({ email, password: 'applicant-password', email_confirm: true }),
    });
    expect(created.status).toBeLessThan(300);
    const { id } = (await created.json()) as { id: string };
    const profile = await serviceRest('/rest/v1/profiles', {
      method: 'POST',
      body: JSON.stringify({ id, email, first_name: 'Ada', last_name: 'Applicant', active: false, first_login: false }),
    });
    expect(profile.status).toBe(201);

    // A wrong password: the same refusal as for an address nobody registered.
    await signIn(page, email, 'not-the-password');
    await expect(notice(page, 'Invalid login credentials')).toBeVisible();
    await expect(page.getByText('Your registration is awaiting approval')).toHaveCount(0);

    await page.reload();
    await signIn(page, email, 'applicant-password');
    await expect(notice(page, 'Your registration is awaiting approval')).toBeVisible();
    await expect(page.getByText('Account disabled', { exact: false })).toHaveCount(0);
    await expect(page).toHaveURL(/\/welcome\/login/);
  },
);

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
