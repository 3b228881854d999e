import { expect, test, type Page } from '@playwright/test';
import { makePng } from './files-fixtures.ts';
import { serviceRest, signInAndWait } from './support.ts';

// What a record page does not show at first loads when the user gets near it (docs/frontend.md,
// "Loaded when near"): sections below the fold, and the file chooser of a logo or avatar.

const SUMMIT = 'b0000000-0000-4000-8000-000000000001';

/** A record page's card by its title. */
const card = (page: Page, title: string) =>
  page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: new RegExp(`^${title}$`) }) });

test('a company’s Members and History load when tabbed or scrolled to, and the keyboard lands in them', async ({ page }) => {
  await signInAndWait(page, 'management');
  await page.goto(`/admin/organizations/${SUMMIT}`);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(/.+/);
  // Storage Used starts inside the first screen (1440 × 900): it loads at once. Members and History,
  // below it, are placeholders with their titles until the user gets there.
  await expect(card(page, 'Storage Used')).toContainText('used');
  await expect(page.getByRole('region', { name: 'Members' })).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('region', { name: 'History' })).toHaveAttribute('aria-busy', 'true');
  await expect(card(page, 'Members').getByRole('table')).toHaveCount(0);

  // Tab from Save reaches the Members section, which loads and keeps the focus; the next Tab is in it.
  await page.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Tab');
  const members = page.getByRole('region', { name: 'Members' });
  await expect(members).not.toHaveAttribute('aria-busy');
  await expect(card(page, 'Members').getByRole('cell', { name: 'management@demo.test' })).toBeVisible();
  // The focus is on the section (if its controls were not there yet) or on its first control…
  await expect(page.locator('[role=region][aria-label=Members]:focus, [role=region][aria-label=Members] :focus')).toHaveCount(1);
  // …and the next Tab is on one of its controls.
  await page.keyboard.press('Tab');
  await expect(card(page, 'Members').locator(':focus')).toHaveCount(1);

  // Scrolling down brings the History.
  await page.mouse.wheel(0, 3000);
  await expect(page.getByRole('region', { name: 'History' })).not.toHaveAttribute('aria-busy');
  await expect(card(page, 'History').locator('.ant-table')).toBeVisible();
});

test('a contract’s History, just below the first screen, loads when scrolled into view', async ({ page }) => {
  const res = await serviceRest('/rest/v1/contracts?select=id&order=id&limit=1');
  const [{ id }] = (await res.json()) as { id: string }[];
  await signInAndWait(page, 'management');
  await page.goto(`/contracts/${id}`);
  // The documents (inside the first screen) are there; the History below them is its placeholder.
  await expect(page.getByTestId('file-dropzone')).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.first()).toHaveAttribute('aria-busy', 'true');
  await page.waitForTimeout(500);
  await expect(page.getByTestId('record-history')).toHaveCount(0);
  await page.mouse.wheel(0, 600);
  await expect(history).not.toHaveAttribute('aria-busy');
  await expect(page.getByTestId('record-history')).toBeVisible();
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

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload picture' }).click();
  await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng(64, 64) });
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
