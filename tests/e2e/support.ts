import { expect, type FileChooser, type Locator, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { E2E_API_URL } from './ports.ts';

export const PASSWORD = 'demo-password';
export const DISABLED_MESSAGE = 'Account disabled. Please contact your company to re-activate.';

/** The local-supabase anon and service keys (Supabase CLI's well-known local keys; default JWT secret). */
export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const SERVICE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

export const demo = (who: string) => `${who}@demo.test`;

/** Signs in through the login form and waits for the main layout. */
export async function signIn(page: Page, email: string, password = PASSWORD, path = '/welcome/login'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signInAndWait(page: Page, who: string): Promise<void> {
  await signIn(page, demo(who));
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

/**
 * Picks an entry of the header's user menu. A click that lands while the dropdown is still opening
 * can be lost (seen once in CI: the menu stayed open and nothing happened); a user would click again,
 * and so does this, until the menu has closed on the entry's click. A busy machine's emulated phone
 * can take seconds to take a click: each try gets 5 s. The entry is clicked once it is in the window,
 * as a user sees it: the menu is drawn off-screen until it has been placed under its button, and a
 * busy run's click aimed there ("element is outside of the viewport") until the 30 s were gone.
 */
export async function chooseFromUserMenu(page: Page, entry: string): Promise<void> {
  const item = page.getByRole('menuitem', { name: entry });
  await expect(async () => {
    if (!(await item.isVisible())) await page.getByTestId('user-menu').click();
    await expect(item).toBeInViewport({ timeout: 5_000 });
    await item.click({ timeout: 5_000 });
    await expect(item).toBeHidden({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * The file chooser that `open` (a click, or Enter on a focused drop zone) brings up. Playwright starts
 * catching choosers when the wait begins, but that reaches the browser asynchronously: on a busy machine
 * the keystroke can win, the chooser opens uncaught and is gone (seen in CI: 2 min waiting for it). A
 * user whose chooser did not come up does it again, and so does this, each try given 10 s.
 */
export async function chooseFiles(page: Page, open: () => Promise<void>): Promise<FileChooser> {
  for (let attempt = 1; ; attempt++) {
    try {
      // Together, so a failed `open` leaves no wait behind to reject unheard.
      const [chooser] = await Promise.all([page.waitForEvent('filechooser', { timeout: 10_000 }), open()]);
      return chooser;
    } catch (e) {
      if (attempt === 4) throw e;
    }
  }
}

/** Names of the sider menu entries. */
export async function menuItems(page: Page): Promise<string[]> {
  const items = page.getByRole('navigation', { name: 'Main menu' }).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  return (await items.allInnerTexts()).map((t) => t.trim()).filter(Boolean);
}

/**
 * Waits until a list's first answer is in: its rows (or its empty text) instead of the skeleton rows that
 * stand in while it loads (issue 26, item 1). A loaded machine is slow: the waits are long.
 */
export async function listLoaded(page: Page): Promise<void> {
  await expect(page.locator('.list-table-box').first()).toBeVisible({ timeout: 90_000 });
  await expect(page.locator('.list-skeleton')).toHaveCount(0, { timeout: 90_000 });
  await expect(page.locator('.list-table-box[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
}

/**
 * `el` (a dialog, a notice, a menu) once it has finished appearing, as a user sees it before clicking in
 * it. antd's popups move in: a dialog first stands invisible at its place (the motion's prepared frame,
 * opacity 0), then grows from a fifth of its size; a notice slides in; a menu zooms. Playwright finds a
 * button there still and steady, and its click lands when the popup has moved away from that point:
 * lost (seen in CI: a confirmation's Delete, its Approve, did nothing and the dialog stayed open). No
 * user clicks a popup they cannot see yet. The motion's classes (`…-appear`, `…-enter`) sit on the
 * element or on a wrapper around it (a notice's); it has arrived when neither carries them.
 */
export async function shown(el: Locator): Promise<Locator> {
  await expect(el).toBeVisible();
  const moving = () =>
    el.evaluate((node) => {
      for (let n: Element | null = node; n; n = n.parentElement)
        if (/(^|\s)ant-[\w-]+-(appear|enter)(\s|$)/.test(n.getAttribute('class') ?? '')) return true;
      return false;
    });
  await expect.poll(moving, { message: 'still appearing' }).toBe(false);
  return el;
}

/**
 * Counts the page shows, each checked against the service role's count of the same rows read just
 * before `act` (which makes the page load them, then reads them) and just after. Other journeys add and
 * remove shared rows (registrations, submissions) while one runs, so each count seen must lie between
 * its two, and equal them when nothing moved.
 */
export async function countsBetween(serviceCounts: (() => Promise<number>)[], act: () => Promise<number[]>): Promise<number[]> {
  const before = await Promise.all(serviceCounts.map((c) => c()));
  const seen = await act();
  const after = await Promise.all(serviceCounts.map((c) => c()));
  seen.forEach((n, i) => {
    const [lo, hi] = [Math.min(before[i]!, after[i]!), Math.max(before[i]!, after[i]!)];
    expect(n, `count ${i} seen between ${before[i]} (before) and ${after[i]} (after)`).toBeGreaterThanOrEqual(lo);
    expect(n, `count ${i} seen between ${before[i]} (before) and ${after[i]} (after)`).toBeLessThanOrEqual(hi);
  });
  return seen;
}

/** A table's count of rows matching `query` (PostgREST filters), as the service role. */
export async function serviceCount(table: string, query: string): Promise<number> {
  const res = await serviceRest(`/rest/v1/${table}?${query}&select=id&limit=1`, { headers: { Prefer: 'count=exact' } });
  expect(res.status).toBeLessThan(300);
  return Number(res.headers.get('content-range')!.split('/')[1]);
}

/** The list's total under its rows ("12 items"), once the list has answered. */
export async function listTotal(page: Page): Promise<number> {
  const total = page.getByText(/^\d+ items?$/);
  await expect(total).toBeVisible();
  return Number((await total.textContent())!.split(' ')[0]);
}

/** A notice (antd notification) containing the text. */
export function notice(page: Page, text: string | RegExp) {
  return page.locator('.ant-notification-notice').filter({ hasText: text });
}

/** Service-role REST call to the e2e backend (test setup only). */
export async function serviceRest(pathAndQuery: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('apikey', SERVICE_KEY);
  headers.set('authorization', `Bearer ${SERVICE_KEY}`);
  if (init.body) headers.set('content-type', 'application/json');
  return fetch(`${E2E_API_URL}${pathAndQuery}`, { ...init, headers });
}

/** The password of every user a journey makes for itself (`freshUser`). */
export const FRESH_PASSWORD = 'e2e-password-1';

export interface FreshUserOptions {
  /** Marks the e-mail with the journey: e2e-<prefix>-<8 hex>@demo.test. */
  prefix: string;
  firstName: string;
  lastName: string;
  role: number;
  locale?: 'en' | 'fr';
  firstLogin?: boolean;
  /** A member of this organization, which is also the one it last worked in. */
  organization?: string;
  /** Belongs to this sales partner (a partner admin's or a sales rep's partner). */
  partner?: string;
}

/**
 * A user of the journey's own, so that a journey never changes a demo login: an auth user with a confirmed
 * e-mail and FRESH_PASSWORD, an active profile, and its organization's membership. Returns the e-mail.
 */
export async function freshUser(u: FreshUserOptions): Promise<string> {
  const email = `e2e-${u.prefix}-${randomUUID().slice(0, 8)}@demo.test`;
  const res = await serviceRest('/auth/v1/admin/users', {
    method: 'POST',
    body: JSON.stringify({ email, password: FRESH_PASSWORD, email_confirm: true }),
  });
  expect(res.status).toBe(200);
  const user = (await res.json()) as { id: string };
  const profile = await serviceRest('/rest/v1/profiles', {
    method: 'POST',
    headers: { prefer: 'resolution=merge-duplicates' },
    body: JSON.stringify({
      id: user.id,
      email,
      first_name: u.firstName,
      last_name: u.lastName,
      role: u.role,
      active: true,
      first_login: u.firstLogin ?? false,
      ...(u.locale ? { locale: u.locale } : {}),
      ...(u.organization ? { last_organization: u.organization } : {}),
      ...(u.partner ? { partner_id: u.partner } : {}),
    }),
  });
  expect(profile.status).toBeLessThan(300);
  if (u.organization) {
    const member = await serviceRest('/rest/v1/assigned_organizations', {
      method: 'POST',
      body: JSON.stringify({ profile: user.id, organization: u.organization }),
    });
    expect(member.status).toBeLessThan(300);
  }
  return email;
}

/**
 * A sales partner of the journey's own in Summit, with `accounts` named `<name> 01`, `<name> 02`, … and a
 * partner admin of it (FRESH_PASSWORD), signed in on `page`. Other journeys add and change the demo
 * partners' accounts while this one runs; this admin's lists, exports and live changes hold only the
 * journey's rows, so they can be checked exactly.
 */
export async function asFreshPartnerAdmin(page: Page, prefix: string, accounts: number): Promise<{ partner: string; name: string }> {
  const name = `E2E ${prefix} ${randomUUID().slice(0, 8)}`;
  const partner = await serviceInsert('partners', { name, organization_id: DEMO_IDS.summit });
  if (accounts > 0) {
    const rows = Array.from({ length: accounts }, (_, i) => ({
      organization_id: DEMO_IDS.summit,
      partner_id: partner.id,
      account_name: `${name} ${String(i + 1).padStart(2, '0')}`,
    }));
    const res = await serviceRest('/rest/v1/accounts', { method: 'POST', body: JSON.stringify(rows) });
    expect(res.status).toBe(201);
  }
  const email = await freshUser({
    prefix,
    firstName: 'Pat',
    lastName: 'Partner',
    role: 3,
    organization: DEMO_IDS.summit,
    partner: partner.id,
  });
  await signIn(page, email, FRESH_PASSWORD);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  return { partner: partner.id, name };
}

interface MailMessage {
  id: string;
  subject: string;
  html: string;
  text: string;
  to_addresses: string[];
}

/** Mails the catcher holds for an address, newest first. */
export async function mailsTo(address: string): Promise<MailMessage[]> {
  const res = await fetch(`${E2E_API_URL}/mail/api/messages?to=${encodeURIComponent(address)}`);
  const body = (await res.json()) as { messages: MailMessage[] };
  return body.messages;
}

/** The first link in an e-mail's HTML. */
export function firstLink(html: string): string {
  const m = /href="([^"]+)"/.exec(html);
  if (!m) throw new Error('no link in mail');
  return m[1].replace(/&amp;/g, '&');
}

/** Inserts a row as the service role (test setup only) and returns it. */
export async function serviceInsert<T = Record<string, unknown>>(
  table: string,
  values: Record<string, unknown>,
): Promise<T & { id: string }> {
  const res = await serviceRest(`/rest/v1/${table}?select=*`, {
    method: 'POST',
    headers: { prefer: 'return=representation' },
    body: JSON.stringify(values),
  });
  if (res.status !== 201) throw new Error(`insert into ${table}: ${res.status} ${await res.text()}`);
  const [row] = (await res.json()) as (T & { id: string })[];
  return row;
}

/** Rows of a service-role REST read, e.g. `tasks?id=eq.…&select=due_date`. */
export async function serviceSelect<T = Record<string, unknown>>(pathAndQuery: string): Promise<T[]> {
  const res = await serviceRest(`/rest/v1/${pathAndQuery}`);
  if (res.status !== 200) throw new Error(`select ${pathAndQuery}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T[];
}

/** Demo ids (supabase/seed.sql, docs/data-model.md). */
export const DEMO_IDS = {
  summit: 'b0000000-0000-4000-8000-000000000001',
  coastal: 'b0000000-0000-4000-8000-000000000002',
  brightline: 'c0000000-0000-4000-8000-000000000001',
  salesRep: 'a0000000-0000-4000-8000-000000000006',
  account: (n: number) => `f0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
} as const;

/** Picks an option of the antd Select labelled `label`. */
export async function pick(page: Page, label: string, option: string | RegExp) {
  await page
    .locator('.ant-form-item', { has: page.locator(`label[title="${label}"]`) })
    .locator('.ant-select-selector')
    .click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click();
}
