import { expect, test, type Page } from '@playwright/test';
import {
  chooseFromUserMenu,
  DEMO_IDS,
  pick,
  mailsTo,
  notice,
  serviceInsert,
  serviceSelect,
  signIn,
  signInAndWait,
  demo,
} from './support.ts';

// Save flows a user can trust (issue 24, items 1–6; docs/frontend.md "Saving"): one journey per row of
// the table, on the desktop and on the 390 px phone. Each makes its own records (a unique tag).

test.setTimeout(120_000);

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A pricing request of account 3 (Brightline's, seen by partner-admin@ and sales-rep@) with a stored volume. */
async function pricingRequest(tag: string) {
  return serviceInsert<{ id: string }>('pricing_requests', {
    account_id: DEMO_IDS.account(3),
    name: `Trusted save ${tag}`,
    commodity: 'electricity',
    total_volume: 120000,
    requested_start_date: '2027-03-01',
  });
}

/** An account of Brightline (partner-admin@ edits it). */
async function account(tag: string) {
  return serviceInsert<{ id: string }>('accounts', {
    organization_id: DEMO_IDS.summit,
    partner_id: DEMO_IDS.brightline,
    sales_rep: DEMO_IDS.salesRep,
    account_name: `Trusted Bakery ${tag}`,
    contact_title: 'Owner',
  });
}

const stored = async <T>(table: string, id: string, column: string): Promise<T> =>
  (await serviceSelect<Record<string, T>>(`${table}?id=eq.${id}&select=${column}`))[0][column];

const saveButton = (page: Page) => page.getByRole('button', { name: /^(save )?Save$/ });

test(
  'a double-clicked Save on a new sales partner with "Invite owner" makes one partner and sends one invitation, and leaves /new at once',
  { tag: ['@phone'] },
  async ({ page }) => {
    const tag = unique();
    const name = `Twice Clicked Solar ${tag}`;
    const email = `e2e-twice-${tag}@demo.test`;
    await signInAndWait(page, 'company-admin');
    await page.goto('/sales-partners/new');
    await page.getByLabel('Name', { exact: true }).fill(name);
    await pick(page, 'Status', /^Active$/);
    await page.getByLabel('Owner first name').fill('Tess');
    await page.getByLabel('Owner last name').fill('Twice');
    await page.getByLabel('Primary email').fill(email);
    await page.getByLabel('Invite owner').check();
    await saveButton(page).dblclick();
    await expect(notice(page, 'Sales Partner successfully saved').first()).toBeVisible();
    // The filled form does not stay on /new: the record opens.
    await expect(page).toHaveURL(/\/sales-partners\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Tess Twice').first()).toBeVisible();

    const partners = await serviceSelect<{ id: string; owner: string | null }>(
      `partners?name=eq.${encodeURIComponent(name)}&select=id,owner`,
    );
    expect(partners).toHaveLength(1);
    expect(page.url()).toContain(partners[0].id);
    await expect.poll(async () => (await mailsTo(email)).length).toBeGreaterThan(0);
    const invitations = (await mailsTo(email)).filter((m) => m.subject === 'You have been invited to the Partner Portal');
    expect(invitations).toHaveLength(1);
    const owners = await serviceSelect<{ id: string }>(`profiles?email=eq.${encodeURIComponent(email)}&select=id`);
    expect(owners).toHaveLength(1);
    expect(partners[0].owner).toBe(owners[0].id);
  },
);

test(
  'a negative volume is refused at the field and the stored volume is kept; an emptied volume is not saved',
  { tag: ['@phone'] },
  async ({ page }) => {
    const request = await pricingRequest(unique());
    await signInAndWait(page, 'partner-admin');
    await page.goto(`/pricing-requests/${request.id}`);
    const volume = page.getByLabel('Total volume');
    await expect(volume).toHaveValue(/^120[,\s\u202f]?000$/);
    await volume.fill('-500');
    await saveButton(page).click();
    const item = page.locator('.ant-form-item', { has: volume });
    await expect(item.locator('.ant-form-item-explain-error')).toHaveText('The volume cannot be negative');
    await expect(volume).toHaveValue('-500');
    await expect(notice(page, 'Pricing Request successfully saved')).toHaveCount(0);
    expect(await stored<number>('pricing_requests', request.id, 'total_volume')).toBe(120000);

    // Malformed numbers are refused too, never coerced.
    await volume.fill('12.5.6');
    await saveButton(page).click();
    await expect(item.locator('.ant-form-item-explain-error').filter({ hasText: 'Enter a number' })).toBeVisible();
    await expect(notice(page, 'Pricing Request successfully saved')).toHaveCount(0);

    // "total_volume is removed from the payload before save when it is zero or empty": the stored one stays.
    await volume.fill('');
    await page.getByLabel('Notes').fill('Volume left empty');
    await saveButton(page).click();
    await expect(notice(page, 'Pricing Request successfully saved')).toBeVisible();
    await expect.poll(() => stored<string>('pricing_requests', request.id, 'notes')).toBe('Volume left empty');
    expect(await stored<number>('pricing_requests', request.id, 'total_volume')).toBe(120000);
  },
);

test('a start date of 9999-12-31 is refused at the field, never dropped under a success notice', { tag: ['@phone'] }, async ({ page }) => {
  const request = await pricingRequest(unique());
  await signInAndWait(page, 'partner-admin');
  await page.goto(`/pricing-requests/${request.id}`);
  const start = page.getByLabel('Requested start date');
  await expect(start).toHaveValue(/2027/);
  await start.fill('9999-12-31');
  await start.press('Enter');
  await saveButton(page).click();
  const item = page.locator('.ant-form-item', { has: start });
  await expect(item.locator('.ant-form-item-explain-error')).toHaveText('Please enter a date between Jan 1, 1900 and Dec 31, 2100');
  await expect(start).toHaveValue('9999-12-31');
  await expect(notice(page, 'Pricing Request successfully saved')).toHaveCount(0);
  expect(await stored<string>('pricing_requests', request.id, 'requested_start_date')).toBe('2027-03-01');
});

test(
  'two tabs save one account: the second keeps its edits, the guard stays on, and Review saves "keep mine" against the new version',
  { tag: ['@phone'] },
  async ({ page, context }) => {
    const acc = await account(unique());
    await signInAndWait(page, 'partner-admin');
    await page.goto(`/accounts/${acc.id}`);
    const other = await context.newPage();
    await other.goto(`/accounts/${acc.id}`);
    await expect(other.getByLabel('Title', { exact: true })).toHaveValue('Owner');
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Owner');

    await other.getByLabel('Title', { exact: true }).fill('Their title');
    await saveButton(other).click();
    await expect(notice(other, 'Account successfully saved')).toBeVisible();
    await expect.poll(() => stored<string>('accounts', acc.id, 'contact_title')).toBe('Their title');

    await page.getByLabel('Title', { exact: true }).fill('My title');
    await page.getByLabel('Address', { exact: true }).fill('12 Mine Street');
    await saveButton(page).click();
    const conflict = page.getByTestId('save-conflict');
    await expect(conflict).toContainText('Someone else saved this record after you opened it');
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('My title');
    expect(await stored<string>('accounts', acc.id, 'contact_title')).toBe('Their title');

    // The unsaved-changes guard is still on: leaving asks, and staying keeps the edits.
    let asked = '';
    page.once('dialog', (d) => {
      asked = d.message();
      void d.dismiss();
    });
    await chooseFromUserMenu(page, 'Your Profile');
    await expect.poll(() => asked).not.toBe('');
    await expect(page).toHaveURL(new RegExp(`/accounts/${acc.id}`));
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('My title');

    await conflict.getByRole('button', { name: 'Review' }).click();
    const review = page.getByRole('dialog').filter({ hasText: 'Their title' });
    await expect(review).toContainText('My title');
    await review
      .getByRole('radio', { name: /Keep mine/ })
      .first()
      .check();
    await review.getByRole('button', { name: 'Save' }).click();
    await expect(notice(page, 'Account successfully saved')).toBeVisible();
    await expect.poll(() => stored<string>('accounts', acc.id, 'contact_title')).toBe('My title');
    expect(await stored<string>('accounts', acc.id, 'service_address')).toBe('12 Mine Street');
    await other.close();
  },
);

test('a save after the session ended says so, keeps the draft and restores it after sign-in', { tag: ['@phone'] }, async ({ page }) => {
  const acc = await account(unique());
  await signInAndWait(page, 'partner-admin');
  await page.goto(`/accounts/${acc.id}`);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Owner');
  await page.getByLabel('Title', { exact: true }).fill('Kept through sign-in');
  // The session is gone (expired, or storage cleared): nothing in this tab holds it any more.
  await page.evaluate(() => sessionStorage.clear());
  await saveButton(page).click();
  const ended = page.getByTestId('session-ended');
  await expect(ended).toContainText('Your session has ended — sign in to save your changes');
  await expect(page.getByText('changed by someone else')).toHaveCount(0);
  await expect(page.getByTestId('save-conflict')).toHaveCount(0);
  expect(await stored<string>('accounts', acc.id, 'contact_title')).toBe('Owner');

  await ended.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/welcome\/login/);
  // No raw table, resource or function name on the way.
  await expect(page.locator('.ant-notification-notice')).not.toContainText(/_list|Error Selecting|pricing_requests|accounts/);
  await page.getByLabel('Email').fill(demo('partner-admin'));
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/accounts/${acc.id}`));
  await expect(page.getByTestId('draft-restored')).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Kept through sign-in');
  await saveButton(page).click();
  await expect(notice(page, 'Account successfully saved')).toBeVisible();
  await expect.poll(() => stored<string>('accounts', acc.id, 'contact_title')).toBe('Kept through sign-in');
});

test('a new tab opens signed in, and signing out in one tab signs out all', { tag: ['@phone'] }, async ({ page, context }) => {
  await signInAndWait(page, 'sales-rep');
  const second = await context.newPage();
  await second.goto('/pricing-requests');
  await expect(second.getByTestId('user-menu')).toBeVisible();
  await expect(second).toHaveURL(/\/pricing-requests$/);
  // The session is in each tab's sessionStorage only: nothing in localStorage.
  expect(await second.evaluate(() => JSON.stringify(localStorage))).not.toMatch(/access_token|refresh_token/);

  // Signing out takes a moment (the session is revoked first): one click, then wait for the sign-in page.
  await second.getByTestId('user-menu').click();
  await second.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(second).toHaveURL(/\/welcome\/login/, { timeout: 30_000 });
  await expect(page).toHaveURL(/\/welcome\/login/, { timeout: 30_000 });
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
  // A new tab now signs in as before.
  const third = await context.newPage();
  await third.goto('/pricing-requests');
  await expect(third).toHaveURL(/\/welcome\/login/);
  await signIn(third, demo('sales-rep'));
  await expect(third.getByTestId('user-menu')).toBeVisible();
  await second.close();
  await third.close();
});
