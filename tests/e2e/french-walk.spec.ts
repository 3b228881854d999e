import { expect, test, type Page } from '@playwright/test';
import { DEMO_IDS, FRESH_PASSWORD, freshUser, serviceSelect, signIn } from './support.ts';

// Issue 26, item 5: French complete, and kept complete. A management user whose language is French walks
// every route of the portal (lists, a record page of each entity with each of its tabs, create pages,
// settings, dashboard), and every visible text (plus title, aria-label and placeholder attributes) is
// checked against a short list of English words, matched as whole words. Names from the data (seed
// companies, people) are cut out of the text first. See docs/frontend.md, "The French walk".
// One test per area of the portal, each well within its time on a busy machine; every test reports all
// the English it met in its area at once.
test.setTimeout(240_000);

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
  // Not 'Mo': French for megabyte (« 1,2 Mo »); the other heads still tell an English calendar.
  'Su',
  'Tu',
  'We',
  'Th',
  'Fr',
  'Sa',
];
const ENGLISH = new RegExp(`(?<![\\p{L}\\p{N}_@.-])(${ENGLISH_WORDS.join('|')})(?![\\p{L}\\p{N}_@-])`, 'gu');

/** Names and data that may hold one of the words above (seed companies, people, records made by tests). */
const NAMES = [/\S+@\S+/g, /\bhttps?:\/\/\S+/g];

/** Every string in a value, however deep (History keeps a record's values as JSON). */
function stringsIn(v: unknown): string[] {
  if (typeof v === 'string') return [v];
  if (Array.isArray(v)) return v.flatMap(stringsIn);
  if (v && typeof v === 'object') return Object.values(v).flatMap(stringsIn);
  return [];
}

/**
 * The data the page may show in English because a user typed it, read as the page is checked: journeys
 * running beside the walk make records of their own ("Signed letter of authorization….pdf"), and History
 * shows any of them, with values since changed or deleted (`withHistory`, for /admin/history and a record's
 * Historique tab: its newest changes' values too).
 */
async function dataNames(withHistory: boolean): Promise<string[]> {
  // Tasks' titles ("Photograph meter and site") and file names are data too.
  const tables = [
    'organizations',
    'partners',
    'affiliates',
    'accounts',
    'contracts',
    'profiles',
    'news',
    'retailers',
    'products',
    'tasks',
    'pricing_requests',
    'proposals',
    'files',
    'photos',
  ].map((t) => `${t}?select=*`);
  if (withHistory) tables.push('record_history?select=actor_name,old_values,new_values&order=id.desc&limit=500');
  const rows = await Promise.all(tables.map((t) => serviceSelect<Record<string, unknown>>(t)));
  // Every text value of the data, except one that is itself a word of the list (a status code such as 'New'),
  // and also as the dashboard's news preview shows a Markdown body: its marks dropped, its lines run together
  // (`preview` in src/pages/dashboard/latest-news.tsx; a story the news journey wrote showed there).
  const shownAsPreview = (v: string) =>
    v
      .replace(/[#*_>`~[\]]/g, '')
      .replace(/\(https?:[^)]*\)/g, '')
      .trim()
      .replace(/\s+/g, ' ');
  const names = rows
    .flat()
    .flatMap(stringsIn)
    .flatMap((v) => [v, shownAsPreview(v)])
    .filter((v) => v.trim().length >= 3 && !ENGLISH_WORDS.includes(v.trim()));
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
  // Each word with the text around it, so the report says where to look.
  return [
    ...new Set(
      [...rest.matchAll(ENGLISH)].map(
        (m) => `${m[1]} («${rest.slice(Math.max(0, m.index - 30), m.index + m[1].length + 30).replace(/\s+/g, ' ')}»)`,
      ),
    ),
  ];
}

/** The page has drawn its content (a heading in the main area) and nothing in it is loading any more. */
async function settled(page: Page) {
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.page-spinner, .ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0, { timeout: 30_000 });
}

let email = '';

test.beforeAll(async () => {
  email = await freshUser({
    prefix: 'frwalk',
    firstName: 'Camille',
    lastName: 'Tremblay',
    role: 4,
    locale: 'fr',
    organization: DEMO_IDS.summit,
  });
});

/** Signs the French manager in; `check(where)` notes the English words on the page as it stands. */
async function walker(page: Page) {
  const found: string[] = [];
  await signIn(page, email, FRESH_PASSWORD);
  await expect(page).toHaveURL(/\/$/, { timeout: 60_000 });
  await settled(page);
  const check = async (where: string) => {
    await settled(page);
    const text = await pageTexts(page);
    const words = englishIn(text, await dataNames(/^\/admin\/history|Historique/.test(where)));
    if (words.length) found.push(`${where}: ${words.join(', ')}`);
  };
  const visit = async (paths: string[]) => {
    for (const path of paths) {
      await page.goto(path);
      await check(path);
    }
  };
  return { found, check, visit };
}

/** Opens a record page and each of its tabs in turn (the tabs are in the URL, the first one shows at once). */
async function walkRecord(page: Page, check: (where: string) => Promise<void>, path: string, where: string) {
  await page.goto(path);
  await check(where);
  const tabs = page.getByRole('tab');
  const labels = (await tabs.allInnerTexts()).map((l) => l.trim());
  for (const label of labels.slice(1)) {
    const tab = tabs.filter({ hasText: label }).first();
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await check(`${where} tab ${label}`);
  }
}

/** The first seeded record of a table in Summit (the French manager's company), through one of its accounts. */
async function summitRecord(table: string): Promise<string> {
  const accounts = await serviceSelect<{ id: string }>(
    `accounts?organization_id=eq.${DEMO_IDS.summit}&select=id&order=created_at.asc&limit=30`,
  );
  const [row] = await serviceSelect<{ id: string }>(
    `${table}?account_id=in.(${accounts.map((a) => a.id).join(',')})&select=id&order=created_at.asc&limit=1`,
  );
  expect(row, `a seeded ${table} row in Summit`).toBeDefined();
  return row!.id;
}

test(
  'French: the dashboard, Settings and the lists of daily work show no English word but names',
  { tag: ['@phone'] },
  async ({ page }) => {
    const { found, visit } = await walker(page);
    await visit(['/', '/settings', '/accounts', '/tasks', '/pricing-requests', '/matrix-submissions', '/contracts']);
    expect(found, found.join('\n')).toEqual([]);
  },
);

// The areas that are a list of addresses to open, each its own test (its own time on a busy machine).
const AREAS: [title: string, paths: string[]][] = [
  [
    'French: the administration lists and Permissions show no English word but names',
    [
      '/sales-partners',
      '/affiliates',
      '/admin/organizations',
      '/admin/news',
      '/admin/users',
      '/admin/history',
      '/permissions',
      '/permissions/assignments',
    ],
  ],
  [
    'French: every create page shows no English word but names',
    [
      '/accounts/new',
      '/pricing-requests/new',
      '/matrix-submissions/new',
      '/contracts/new',
      '/sales-partners/new',
      '/affiliates/new',
      '/admin/organizations/new',
      '/admin/news/new',
    ],
  ],
];

for (const [title, paths] of AREAS) {
  test(title, async ({ page }) => {
    const { found, visit } = await walker(page);
    await visit(paths);
    expect(found, found.join('\n')).toEqual([]);
  });
}

test('French: the record pages of accounts, pricing requests, submissions and contracts, every tab, show no English word but names', async ({
  page,
}) => {
  const records: [string, string][] = [
    ['/accounts', DEMO_IDS.account(1)],
    ['/pricing-requests', await summitRecord('pricing_requests')],
    ['/matrix-submissions', await summitRecord('matrix_submissions')],
    ['/contracts', await summitRecord('contracts')],
  ];
  const { found, check } = await walker(page);
  for (const [base, id] of records) await walkRecord(page, check, `${base}/${id}`, `${base}/:id`);
  expect(found, found.join('\n')).toEqual([]);
});

test('French: the record pages of partners, affiliates, the company and news, every tab, show no English word but names', async ({
  page,
}) => {
  const [partner] = await serviceSelect<{ id: string }>(`partners?organization_id=eq.${DEMO_IDS.summit}&select=id&order=id.asc&limit=1`);
  const [affiliate] = await serviceSelect<{ id: string }>(
    `affiliates?organization_id=eq.${DEMO_IDS.summit}&select=id&order=id.asc&limit=1`,
  );
  const [news] = await serviceSelect<{ id: string }>(`news?organization_id=eq.${DEMO_IDS.summit}&select=id&order=published_at.asc&limit=1`);
  const records: [string, string][] = [
    ['/sales-partners', partner!.id],
    ['/affiliates', affiliate!.id],
    ['/admin/organizations', DEMO_IDS.summit],
    ['/admin/news', news!.id],
  ];
  const { found, check } = await walker(page);
  for (const [base, id] of records) await walkRecord(page, check, `${base}/${id}`, `${base}/:id`);
  expect(found, found.join('\n')).toEqual([]);
});

test('French: a date picker opened by its label shows its calendar in French', async ({ page }) => {
  const { found, check } = await walker(page);
  await page.goto('/contracts/new');
  await settled(page);
  // The field is a plain input until the user reaches for it; the click loads the calendar and opens it.
  await page.getByLabel('Date de début').click();
  const calendar = page.locator('.ant-picker-dropdown:visible');
  await expect(calendar).toBeVisible();
  // Its days are drawn (their weekday heads and its buttons are what the check reads).
  await expect(calendar.locator('td[title]').first()).toBeVisible();
  await check('/contracts/new: Date de début, open');
  expect(found, found.join('\n')).toEqual([]);
});
