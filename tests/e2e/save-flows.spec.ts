import { expect, test, type Page } from '@playwright/test';
import {
  chooseFromUserMenu,
  DEMO_IDS,
  pick,
  mailsTo,
  notice,
  serviceInsert,
  serviceRest,
  serviceSelect,
  signIn,
  signInAndWait,
  demo,
  shown,
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
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Invite owner').check();
    // The invitation takes its time, as on the reporter's connection: held until the user has clicked again.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/functions/v1/invites', async (route) => {
      await held;
      await route.continue();
    });
    await saveButton(page).dblclick();
    // The partner is stored and its owner is being invited: a user who sees nothing move clicks Save again.
    await expect.poll(async () => (await serviceSelect(`partners?name=eq.${encodeURIComponent(name)}&select=id`)).length).toBe(1);
    // (While busy, Save reads "loading Save" and is disabled: the click is the user's, whatever its state.)
    await page.getByRole('button', { name: /^(loading |save )?Save$/ }).click({ force: true });
    release();
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
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Owner');
    // The second tab opened from the first, once that one shows the account (a user opens it from there).
    const other = await context.newPage();
    await other.goto(`/accounts/${acc.id}`);
    await expect(other.getByLabel('Title', { exact: true })).toHaveValue('Owner');

    await other.getByLabel('Title', { exact: true }).fill('Their title');
    await saveButton(other).click();
    await expect(notice(other, 'Account successfully saved')).toBeVisible();
    await expect.poll(() => stored<string>('accounts', acc.id, 'contact_title')).toBe('Their title');

    // Back to the first tab, as the user switches to it. A tab left behind gets no frames in Chromium,
    // so its animations crawl: beside two busy processes its user menu took 7 s to open and 5 s to close,
    // and the menu step below ran out of its 30 s in 3 of 24 tries. The tab in front takes 0.25 s.
    await page.bringToFront();
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
    const review = await shown(page.getByRole('dialog').filter({ hasText: 'Their title' }));
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
  // A full page load of the record and its form's code: beside a benchmark its Details tab once took over 15 s.
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Owner', { timeout: 30_000 });
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
  await page.getByLabel('E-mail').fill(demo('partner-admin'));
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
  await expect(second).toHaveURL(/\/pricing-requests(\?|$)/);
  // The session is in each tab's sessionStorage only: nothing in localStorage.
  expect(await second.evaluate(() => JSON.stringify(localStorage))).not.toMatch(/access_token|refresh_token/);

  // Signing out takes a moment (the session is revoked first): the menu's entry, then wait for the sign-in
  // page. A sign-out that has not left the page after 15 s is asked for again, as a user would (CI once saw
  // the menu close on the click with the page staying signed in; not seen here in 3 runs under load).
  await expect(async () => {
    if (!/\/welcome\/login/.test(second.url())) await chooseFromUserMenu(second, 'Sign out');
    await expect(second).toHaveURL(/\/welcome\/login/, { timeout: 15_000 });
  }).toPass({ timeout: 60_000 });
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

test(
  'an edited, unsaved form survives a reload and a closed tab: offered back with its time, restored on request, then saved',
  { tag: ['@phone'] },
  async ({ page, context }) => {
    const acc = await account(unique());
    await signInAndWait(page, 'partner-admin');
    await page.goto(`/accounts/${acc.id}`);
    const title = page.getByLabel('Title', { exact: true });
    await expect(title).toHaveValue('Owner');
    await title.fill('Kept through a reload');
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('pp-draft:')))).toBe(true);

    // A reload: the browser may ask to leave (the unsaved-changes guard); the user leaves.
    page.on('dialog', (d) => void d.accept());
    await page.reload();
    const banner = page.getByTestId('draft-restore');
    await expect(banner).toContainText(/Restore unsaved changes from \d{2}:\d{2}\?/);
    // Offered, not applied behind the user's back.
    await expect(title).toHaveValue('Owner');
    await banner.getByRole('button', { name: 'Restore' }).click();
    await expect(title).toHaveValue('Kept through a reload');
    expect(await stored<string>('accounts', acc.id, 'contact_title')).toBe('Owner');

    // A crash: the tab goes without asking anything; the browser's other tab opens the record again.
    const other = await context.newPage();
    await other.goto('/dashboard');
    await expect(other.getByTestId('user-menu')).toBeVisible();
    await page.close({ runBeforeUnload: false });
    await other.goto(`/accounts/${acc.id}`);
    const again = other.getByTestId('draft-restore');
    await expect(again).toContainText(/Restore unsaved changes from \d{2}:\d{2}\?/);
    await again.getByRole('button', { name: 'Restore' }).click();
    await expect(other.getByLabel('Title', { exact: true })).toHaveValue('Kept through a reload');
    await saveButton(other).click();
    await expect(notice(other, 'Account successfully saved')).toBeVisible();
    await expect.poll(() => stored<string>('accounts', acc.id, 'contact_title')).toBe('Kept through a reload');
    // Saved: the draft is gone, and coming back offers nothing.
    await expect.poll(() => other.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('pp-draft:')))).toBe(false);
    await other.reload();
    await expect(other.getByLabel('Title', { exact: true })).toHaveValue('Kept through a reload');
    await expect(other.getByTestId('draft-restore')).toHaveCount(0);
  },
);

test(
  'a create whose answer was lost and whose record someone then deleted says so, keeps the form, and the next Save creates it anew',
  { tag: ['@phone'] },
  async ({ page }) => {
    const name = `Lost Answer Bakery ${unique()}`;
    const byName = () => serviceSelect<{ id: string }>(`accounts?account_name=eq.${encodeURIComponent(name)}&select=id`);
    await signInAndWait(page, 'partner-admin');
    await page.goto('/accounts/new');
    await page.getByLabel('Account name').fill(name);
    // The first Save reaches the server, which stores the account; its answer is lost on the way back.
    let dropped = false;
    await page.route('**/rest/v1/accounts?*', async (route) => {
      if (route.request().method() !== 'POST' || dropped) return route.fallback();
      dropped = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await saveButton(page).click();
    await expect.poll(byName).toHaveLength(1);
    await expect(page).toHaveURL(/\/accounts\/new$/);
    await expect(saveButton(page)).toBeEnabled();
    const [first] = await byName();

    // Meanwhile someone deletes that account. The retry carries the same id, which the database never stores again.
    expect((await serviceRest(`/rest/v1/accounts?id=eq.${first.id}`, { method: 'DELETE' })).status).toBe(204);
    await saveButton(page).click();
    await expect(page.getByText('This record was saved and then deleted by someone. Save again to create it anew.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/accounts\/new$/);
    await expect(page.getByLabel('Account name')).toHaveValue(name);
    expect(await byName()).toHaveLength(0);

    // Save again: a new id, one new account.
    await saveButton(page).click();
    await expect(page).toHaveURL(/\/accounts\/[0-9a-f-]{36}$/);
    await expect.poll(byName).toHaveLength(1);
    const [made] = await byName();
    expect(made.id).not.toBe(first.id);
    await expect(page).toHaveURL(new RegExp(`/accounts/${made.id}`));
  },
);
