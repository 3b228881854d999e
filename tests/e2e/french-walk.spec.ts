import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { DEMO_IDS, serviceRest, serviceSelect, signIn } from './support.ts';

// Issue 26, item 5: French complete, and kept complete. A management user whose language is French walks
// every route of the portal (lists, a record page of each entity with each of its tabs, create pages,
// settings, dashboard), and every visible text (plus title, aria-label and placeholder attributes) is
// checked against a short list of English words, matched as whole words. Names from the data (seed
// companies, people) are cut out of the text first. See docs/frontend.md, "The French walk".
test.setTimeout(600_000);

const USER_PASSWORD = 'e2e-password-1';

/** Words that are English and never French (a word the two languages share — Contact, Type — is not here). */
const ENGLISH_WORDS = [
  'Save',
  'Cancel',
  'New',
  'Edit',
  'Delete',
  'Search',
  'Create',
  'Refresh',
  'Filter',
  'Filters',
  'Account',
  'Accounts',
  'Contract',
  'Contracts',
  'Status',

  'Inactive',
  'Name',
  'Phone',
  'Company',
  'Companies',
  'Partner',
  'Partners',
  'Retailer',
  'Product',
  'Products',
  'Rate',
  'Start',
  'End',
  'Select',
  'Today',
  'Loading',

  'Columns',
  'Show',
  'Back',
  'Yes',
  'No',
  'Updated',
  'Settings',
  'Profile',
  'Password',
  'Users',
  'Files',
  'Photos',
  'Tasks',
  'History',
  'Details',

  'Proposals',
  'Month',
  'Months',
  'Sign',
  'Upload',
  'Download',
  'Close',
  'Open',
  'Add',
  'Remove',
  'Clear',
  'Reset',
  'Submit',
  'Created',
  'Owner',
  'Address',
  'City',
  'Country',

  'Due',
  'Done',
  'Pending',
  'Approved',
  'Rejected',
  'Draft',
  'Members',
  'Language',

  'the',
  'and',
  'of',
  'with',
  'your',
  'you',
  'this',
  'No data',

  'items',
  'Su',
  'Mo',
  'Tu',
  'We',
  'Th',
  'Fr',
  'Sa',
];
const ENGLISH = new RegExp(`(?<![\\p{L}\\p{N}_@.-])(${ENGLISH_WORDS.join('|')})(?![\\p{L}\\p{N}_@-])`, 'gu');

/** Names and data that may hold one of the words above (seed companies, people, records made by tests). */
const NAMES = [/\S+@\S+/g, /\bhttps?:\/\/\S+/g];

async function freshFrenchManager(): Promise<string> {
  const email = `e2e-frwalk-${randomUUID().slice(0, 8)}@demo.test`;
  const res = await serviceRest('/auth/v1/admin/users', {
    method: 'POST',
    body: JSON.stringify({ email, password: USER_PASSWORD, email_confirm: true }),
  });
  const user = (await res.json()) as { id: string };
  await serviceRest('/rest/v1/profiles', {
    method: 'POST',
    headers: { prefer: 'resolution=merge-duplicates' },
    body: JSON.stringify({
      id: user.id,
      email,
      first_name: 'Camille',
      last_name: 'Tremblay',
      role: 4,
      active: true,
      first_login: false,
      last_organization: DEMO_IDS.summit,
      locale: 'fr',
    }),
  });
  await serviceRest('/rest/v1/assigned_organizations', {
    method: 'POST',
    body: JSON.stringify({ profile: user.id, organization: DEMO_IDS.summit }),
  });
  return email;
}

/** The names the seed data shows: what the page may show in English because a user typed it. */
async function dataNames(): Promise<string[]> {
  const tables = ['organizations', 'partners', 'affiliates', 'accounts', 'contracts', 'profiles', 'news'];
  const rows = await Promise.all(tables.map((t) => serviceSelect<Record<string, unknown>>(`${t}?select=*`)));
  // Every text value of the data, except one that is itself a word of the list (a status code such as 'New').
  const names = rows
    .flat()
    .flatMap((r) => Object.values(r).filter((v): v is string => typeof v === 'string' && v.trim().length >= 3))
    .filter((v) => !ENGLISH_WORDS.includes(v.trim()));
  // Longest first, so "Summit Energy Partners" goes before "Summit".
  return [...new Set(names)].sort((a, b) => b.length - a.length);
}

/** The visible text of the page and its title / aria-label / placeholder attributes. */
async function pageTexts(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attrs = [...document.querySelectorAll('[title], [aria-label], [placeholder]')]
      .filter((el) => (el as HTMLElement).offsetParent !== null || el === document.body)
      .flatMap((el) => ['title', 'aria-label', 'placeholder'].map((a) => el.getAttribute(a) ?? ''));
    return [document.body.innerText, ...attrs].join('\n');
  });
}

function englishIn(text: string, names: string[]): string[] {
  let rest = text;
  for (const n of names) rest = rest.split(n).join(' ');
  for (const re of NAMES) rest = rest.replace(re, ' ');
  return [...new Set([...rest.matchAll(ENGLISH)].map((m) => m[1]))];
}

async function settled(page: Page) {
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0, { timeout: 30_000 });
}

test('French: every route of the portal shows no English word but names', async ({ page }) => {
  const email = await freshFrenchManager();
  const names = await dataNames();
  const found: string[] = [];
  const check = async (where: string) => {
    await settled(page);
    const words = englishIn(await pageTexts(page), names);
    if (words.length) found.push(`${where}: ${words.join(', ')}`);
  };

  await signIn(page, email, USER_PASSWORD);
  await expect(page.getByRole('navigation', { name: /menu/i })).toBeVisible({ timeout: 60_000 });

  const lists = [
    '/',
    '/accounts',
    '/tasks',
    '/pricing-requests',
    '/matrix-submissions',
    '/contracts',
    '/sales-partners',
    '/affiliates',
    '/admin/organizations',
    '/admin/news',
    '/admin/users',
    '/admin/history',
    '/permissions',
    '/permissions/assignments',
    '/settings',
  ];
  const creates = [
    '/accounts/new',
    '/pricing-requests/new',
    '/matrix-submissions/new',
    '/contracts/new',
    '/sales-partners/new',
    '/affiliates/new',
    '/admin/organizations/new',
    '/admin/news/new',
  ];
  for (const path of [...lists, ...creates]) {
    await page.goto(path);
    await check(path);
  }

  // A record page of each entity, with each of its tabs.
  const records: [string, string][] = [
    ['accounts', '/accounts'],
    ['pricing_requests', '/pricing-requests'],
    ['matrix_submissions', '/matrix-submissions'],
    ['contracts', '/contracts'],
    ['partners', '/sales-partners'],
    ['affiliates', '/affiliates'],
    ['organizations', '/admin/organizations'],
    ['news', '/admin/news'],
  ];
  for (const [table, base] of records) {
    const [row] = await serviceSelect<{ id: string }>(`${table}?select=id&limit=1&order=id.asc`);
    if (!row) continue;
    await page.goto(`${base}/${row.id}`);
    await check(`${base}/:id`);
    const tabs = page.getByRole('tab');
    const count = await tabs.count();
    for (let i = 1; i < count; i++) {
      const tab = tabs.nth(i);
      const label = (await tab.innerText()).trim();
      await tab.click();
      await check(`${base}/:id tab ${label}`);
    }
  }

  // The date picker's calendar, opened (weekday letters, Today).
  await page.goto('/contracts/new');
  await settled(page);
  await page.locator('.ant-picker').first().click();
  await expect(page.locator('.ant-picker-dropdown:visible')).toBeVisible();
  await check('/contracts/new date picker');

  expect(found, found.join('\n')).toEqual([]);
});
