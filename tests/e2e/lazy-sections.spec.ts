import { expect, test, type Page } from '@playwright/test';
import { makePng } from './files-fixtures.ts';
import { chooseFiles, serviceRest, signInAndWait } from './support.ts';

// What a record page does not show at first loads when the user gets to it (docs/frontend.md, "Loaded
// when opened"): the tabs past Details — their code and their data — and the file chooser of a logo or avatar.

const SUMMIT = 'b0000000-0000-4000-8000-000000000001';

/** A record page's card by its title. */
const card = (page: Page, title: string) =>
  page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: new RegExp(`^${title}$`) }) });

/** The REST reads and RPCs the page makes from now on, by path under /rest/v1/ (`assigned_organizations`, `rpc/…`). */
function reads(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/rest/v1/')) paths.push(pathname.slice('/rest/v1/'.length));
  });
  return paths;
}

test('a company’s Members, Storage and History load when their tab is opened, and the keyboard lands in them', async ({ page }) => {
  await signInAndWait(page, 'management');
  const asked = reads(page);
  await page.goto(`/admin/organizations/${SUMMIT}`);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(/.+/);
  // The Details tab is open; the other tabs have neither read their data nor drawn anything yet.
  const details = page.getByRole('tab', { name: 'Details' });
  await expect(details).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Members' })).toHaveAttribute('aria-selected', 'false');
  await expect(card(page, 'Members')).toHaveCount(0);
  await expect(card(page, 'Storage Used')).toHaveCount(0);
  await expect(page.getByTestId('record-history')).toHaveCount(0);
  expect(asked.filter((p) => /^(assigned_organizations|record_history|rpc\/get_organization_storage)/.test(p))).toEqual([]);

  // The keyboard: from the open tab, → opens Members (the tab keeps the focus); the members arrive.
  await details.focus();
  await page.keyboard.press('ArrowRight');
  const members = page.getByRole('tab', { name: 'Members' });
  await expect(members).toBeFocused();
  await expect(members).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/[?&]tab=members/);
  await expect(card(page, 'Members').getByRole('cell', { name: 'management@demo.test' })).toBeVisible();
  expect(asked).toContain('assigned_organizations');
  // The next Tab lands in the Members panel, on one of its controls.
  await page.keyboard.press('Tab');
  await expect(card(page, 'Members').locator(':focus')).toHaveCount(1);

  // Storage, the next tab: its use of the quota arrives when it opens.
  await members.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Storage' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    card(page, 'Storage Used')
      .filter({ hasText: /of .+ used/ })
      .first(),
  ).toBeVisible();

  // History, the last one (End): its table arrives when it opens.
  expect(asked.filter((p) => p.startsWith('record_history'))).toEqual([]);
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('record-history').locator('.ant-table')).toBeVisible();
  expect(asked).toContain('record_history');
});

test('a contract’s Documents and History load when their tab is opened', async ({ page }) => {
  const res = await serviceRest('/rest/v1/contracts?select=id&order=id&limit=1');
  const [{ id }] = (await res.json()) as { id: string }[];
  await signInAndWait(page, 'management');
  const asked = reads(page);
  await page.goto(`/contracts/${id}`);
  // The details are there; the documents and the History are not, until their tab is opened.
  await expect(page.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  await expect(page.getByTestId('file-dropzone')).toHaveCount(0);
  await expect(page.getByTestId('record-history')).toHaveCount(0);
  expect(asked.filter((p) => p.startsWith('record_history'))).toEqual([]);

  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(page).toHaveURL(/[?&]tab=documents/);
  await expect(page.getByTestId('file-dropzone').first()).toBeVisible();
  await expect(page.getByTestId('record-history')).toHaveCount(0);
  expect(asked.filter((p) => p.startsWith('record_history'))).toEqual([]);

  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page).toHaveURL(/[?&]tab=history/);
  await expect(page.getByTestId('record-history')).toBeVisible();
  expect(asked).toContain('record_history');
});

test('a partner’s logo: the button opens the file chooser, and a file dropped on it uploads too', async ({ page }) => {
  const id = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  const res = await serviceRest('/rest/v1/partners', {
    method: 'POST',
    headers: { prefer: 'return=representation' },
    body: JSON.stringify({ name: `E2E Logo ${id}`, organization_id: SUMMIT, status: 11 }),
  });
  const partner = ((await res.json()) as { id: string }[])[0].id;
  await signInAndWait(page, 'management');
  await page.goto(`/sales-partners/${partner}`);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(`E2E Logo ${id}`);
  const picture = page.locator('form .ant-avatar img');
  await expect(picture).toHaveCount(0);

  const chooser = await chooseFiles(page, () => page.getByRole('button', { name: 'Upload picture' }).click());
  await chooser.setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng(64, 64) });
  await expect(picture).toHaveAttribute(
    'src',
    new RegExp(`/storage/v1/object/sign/organizations/${SUMMIT}/partners/${partner}/avatar-\\d+\\.png`),
  );
  const first = await picture.getAttribute('src');

  // Dropped on the button, as before.
  const dropped = await page.evaluateHandle(
    (bytes) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], 'dropped.png', { type: 'image/png' }));
      return data;
    },
    [...makePng(32, 32)],
  );
  const button = page.getByRole('button', { name: 'Upload picture' });
  await button.dispatchEvent('dragover', { dataTransfer: dropped });
  await button.dispatchEvent('drop', { dataTransfer: dropped });
  await expect(picture).not.toHaveAttribute('src', first ?? '');
  await expect(picture).toHaveAttribute('src', new RegExp(`/partners/${partner}/avatar-\\d+\\.png`));
});
