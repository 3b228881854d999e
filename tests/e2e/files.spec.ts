import { expect, test, type Page } from '@playwright/test';
import JSZip from 'jszip';
import { makePdf, makePng } from './files-fixtures.ts';
import { chooseFiles, notice, serviceRest, signInAndWait, shown } from './support.ts';

const account = (n: number) => `f0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The account's `files` rows, as the service role sees them. */
async function filesOf(accountId: string): Promise<{ id: string; file_name: string; path: string; thumb_path: string | null }[]> {
  const res = await serviceRest(`/rest/v1/files?account_id=eq.${accountId}&select=id,file_name,path,thumb_path`);
  return (await res.json()) as { id: string; file_name: string; path: string; thumb_path: string | null }[];
}

async function objectExists(path: string): Promise<boolean> {
  const res = await serviceRest(`/storage/v1/object/info/organizations/${path}`);
  return res.status === 200;
}

/** The account's own file manager (task file managers on the same page are for tasks). */
function filesCard(page: Page) {
  return page.locator('[data-testid=file-manager-files][data-entity=accounts]');
}

/** Opens the account page at its files (a "Files" tab, when the page has tabs). */
async function openAccountFiles(page: Page, id: string) {
  await page.goto(`/accounts/${id}`);
  const tab = page.getByRole('tab', { name: 'Files', exact: true });
  await expect(filesCard(page).or(tab).first()).toBeVisible({ timeout: 45_000 });
  if (!(await filesCard(page).isVisible())) await tab.click();
  await expect(filesCard(page)).toBeVisible();
}

type Upload = { name: string; mimeType: string; buffer: Buffer };

async function upload(page: Page, files: Upload[]) {
  await filesCard(page).locator('input[type=file]').first().setInputFiles(files);
}

/** Drops `files` on the drop zone, as the browser sends a drop of files: dragenter, dragover, drop. */
async function drop(page: Page, files: Upload[]) {
  const zone = filesCard(page).getByTestId('file-dropzone');
  const data = await page.evaluateHandle(
    (list) => {
      const transfer = new DataTransfer();
      for (const f of list) transfer.items.add(new File([new Uint8Array(f.bytes)], f.name, { type: f.mimeType }));
      return transfer;
    },
    files.map((f) => ({ name: f.name, mimeType: f.mimeType, bytes: [...f.buffer] })),
  );
  await zone.dispatchEvent('dragenter', { dataTransfer: data });
  await zone.dispatchEvent('dragover', { dataTransfer: data });
  // Highlighted while the files are held over it.
  await expect(zone).toHaveClass(/file-dropzone-dragging/);
  await zone.dispatchEvent('drop', { dataTransfer: data });
  await expect(zone).not.toHaveClass(/file-dropzone-dragging/);
}

/** The footer's Close button of the open dialog. */
async function closeDialog(page: Page) {
  await page.locator('.ant-modal-footer').getByRole('button', { name: 'Close', exact: true }).click();
}

test.describe.configure({ mode: 'serial' });
// Uploads, a zip round trip and signed URLs: longer than the default on the dev server.
test.setTimeout(120_000);

test('upload several files, thumbnail, preview, zip download, delete with confirmation', async ({ page }) => {
  const id = account(5);
  for (const f of await filesOf(id)) await serviceRest(`/rest/v1/files?id=eq.${f.id}`, { method: 'DELETE' });
  const png = makePng();
  const pdf = makePdf();
  const csv = Buffer.from('month,kwh\n'.repeat(500));
  await signInAndWait(page, 'management');
  await openAccountFiles(page, id);
  await expect(filesCard(page).getByTestId('storage-usage')).toContainText('%');

  await upload(page, [
    { name: 'meter photo.png', mimeType: 'image/png', buffer: png },
    { name: 'Bill (March).pdf', mimeType: 'application/pdf', buffer: pdf },
    { name: 'usage.csv', mimeType: 'text/csv', buffer: csv },
  ]);
  await expect(notice(page, 'File successfully saved')).toBeVisible();
  const names = filesCard(page).getByTestId('file-name');
  await expect(names).toHaveCount(3);
  await expect(filesCard(page).getByTestId('file-thumbnail')).toHaveCount(1);
  const thumbOk = await filesCard(page)
    .getByTestId('file-thumbnail')
    .evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth));
  expect(thumbOk).toBe(400);

  const rows = await filesOf(id);
  expect(rows.map((r) => r.file_name).sort()).toEqual(['Bill_(March).pdf', 'meter_photo.png', 'usage.csv']);
  const pngRow = rows.find((r) => r.file_name === 'meter_photo.png')!;
  expect(pngRow.path).toMatch(new RegExp(`/accounts/${id}/meter_photo\\.png$`));
  expect(pngRow.thumb_path).toMatch(/\/thumbnails\/meter_photo\.png$/);

  // Preview: the image itself, then the PDF in the browser's viewer (through a signed URL).
  await filesCard(page).getByTestId('file-name').filter({ hasText: 'meter_photo.png' }).click();
  const img = page.getByTestId('preview-image');
  await expect(img).toBeVisible();
  expect(await img.evaluate((el: HTMLImageElement) => el.decode().then(() => el.naturalWidth))).toBe(640);
  await closeDialog(page);
  await filesCard(page).getByTestId('file-name').filter({ hasText: 'Bill_(March).pdf' }).click();
  const frame = page.getByTestId('preview-pdf');
  await expect(frame).toBeVisible();
  const pdfUrl = (await frame.getAttribute('src'))!;
  expect(pdfUrl).toContain('/storage/v1/object/sign/organizations/');
  const served = await page.request.get(pdfUrl);
  expect(served.headers()['content-type']).toBe('application/pdf');
  expect(Buffer.from(await served.body()).equals(pdf)).toBe(true);
  await closeDialog(page);

  // Zip of all: entries {index}_{name}, bytes as uploaded.
  await filesCard(page).getByRole('button', { name: 'Download all as zip' }).click();
  const link = page.getByTestId('zip-link');
  await expect(link).toBeVisible();
  const zipUrl = (await link.getAttribute('href'))!;
  expect(zipUrl).toMatch(/\/object\/sign\/organizations\/[0-9a-f-]+\/zips\/.+\.zip\?token=/);
  const zip = await JSZip.loadAsync(await (await page.request.get(zipUrl)).body());
  const listed = await names.allInnerTexts();
  expect(Object.keys(zip.files)).toEqual(listed.map((n, i) => `${i}_${n.replace(/[^A-Za-z0-9._-]/g, '_')}`));
  const bytes = async (suffix: string) => {
    const name = Object.keys(zip.files).find((n) => n.endsWith(suffix))!;
    return Buffer.from(await zip.file(name)!.async('uint8array'));
  };
  expect((await bytes('_meter_photo.png')).equals(png)).toBe(true);
  expect((await bytes('_Bill__March_.pdf')).equals(pdf)).toBe(true);
  expect((await bytes('_usage.csv')).equals(csv)).toBe(true);
  await closeDialog(page);

  // Delete: confirmation that Escape does not dismiss; row, object and thumbnail go.
  await filesCard(page).getByRole('button', { name: 'Delete meter_photo.png' }).click();
  const dialog = await shown(page.getByRole('dialog').filter({ hasText: 'Delete File' }));
  await expect(dialog).toContainText('Are you sure you want to delete the selected file?');
  await page.keyboard.press('Escape');
  // Two frames after the key: a dialog that Escape closed has begun to leave by then (React has
  // rendered the key's update and antd has set its leave motion).
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/-leave/);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page, 'File successfully deleted')).toBeVisible();
  await expect(names).toHaveCount(2);
  expect((await filesOf(id)).some((r) => r.id === pngRow.id)).toBe(false);
  expect(await objectExists(pngRow.path)).toBe(false);
  expect(await objectExists(pngRow.thumb_path!)).toBe(false);
});

test('a sales rep uploads without overwriting, sees refusals, and has no delete button', async ({ page }) => {
  const id = account(3);
  await signInAndWait(page, 'sales-rep');
  await openAccountFiles(page, id);
  const tag = Date.now().toString(36);
  const first = Buffer.from('first version');
  const second = Buffer.from('second version');
  // The first from the keyboard: the drop zone is a button; Enter opens the file chooser.
  const zone = filesCard(page).getByRole('button', { name: 'Drop files here or click to choose' });
  const chooser = await chooseFiles(page, async () => {
    await zone.focus();
    await page.keyboard.press('Enter');
  });
  expect(chooser.isMultiple()).toBe(true);
  await chooser.setFiles([{ name: `loa ${tag}.txt`, mimeType: 'text/plain', buffer: first }]);
  await expect(notice(page, 'File successfully saved')).toBeVisible();
  // The next ones dropped on it, refusals among them.
  await drop(page, [
    { name: `loa ${tag}.txt`, mimeType: 'text/plain', buffer: second },
    { name: 'empty.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) },
    { name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
  ]);
  await expect(filesCard(page).locator('[data-testid=upload-item][data-status=refused]')).toHaveCount(2);
  await expect(filesCard(page).getByTestId('upload-queue')).toContainText('empty.pdf is empty (0 bytes)');
  await expect(filesCard(page).getByTestId('upload-queue')).toContainText('tool.exe: .exe files cannot be uploaded');
  await expect(
    filesCard(page)
      .getByTestId('file-name')
      .filter({ hasText: `loa_${tag}.txt` }),
  ).toHaveCount(2);

  const rows = (await filesOf(id)).filter((r) => r.file_name === `loa_${tag}.txt`);
  expect(rows).toHaveLength(2);
  expect(new Set(rows.map((r) => r.path)).size).toBe(2);
  const contents = await Promise.all(rows.map(async (r) => (await serviceRest(`/storage/v1/object/organizations/${r.path}`)).text()));
  expect(contents.sort()).toEqual(['first version', 'second version']);
  expect((await filesOf(id)).some((r) => r.file_name === 'empty.pdf' || r.file_name === 'tool.exe')).toBe(false);

  // No files.DELETE for sales reps: no delete buttons.
  await expect(filesCard(page).getByRole('button', { name: /^Delete / })).toHaveCount(0);
});

test(
  'on a phone the file list fits the screen: names wrap over their size and age; past 20 files, pages of 20',
  { tag: ['@phone'] },
  async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const SUMMIT = 'b0000000-0000-4000-8000-000000000001';
    const created = await serviceRest('/rest/v1/accounts?select=id', {
      method: 'POST',
      headers: { prefer: 'return=representation' },
      body: JSON.stringify({
        organization_id: SUMMIT,
        partner_id: 'c0000000-0000-4000-8000-000000000001',
        account_name: `Phone Files ${Date.now()}`,
      }),
    });
    const [{ id }] = (await created.json()) as { id: string }[];
    const long = 'Signed letter of authorization for the head office and its three warehouses.pdf';
    // Rows only (no objects): the list shows what the table holds, newest first.
    const rows = Array.from({ length: 23 }, (_, i) => ({
      organization_id: SUMMIT,
      account_id: id,
      file_name: i === 22 ? long : `invoice ${String(i + 1).padStart(2, '0')}.pdf`,
      file_size: 2048 * (i + 1),
      path: `${SUMMIT}/accounts/${id}/file-${i}.pdf`,
      created_at: new Date(Date.now() - (23 - i) * 60_000).toISOString(),
    }));
    expect((await serviceRest('/rest/v1/files', { method: 'POST', body: JSON.stringify(rows) })).status).toBe(201);

    await signInAndWait(page, 'management');
    await openAccountFiles(page, id);
    const table = filesCard(page).getByRole('table');
    await expect(filesCard(page).getByTestId('file-name')).toHaveCount(20);
    // The phone's list: each file a card (its box, its picture, its name with size and age under it, "⋯").
    const first = table.locator('tr.ant-table-row').first();
    await expect(first.locator('.list-card')).toBeVisible();
    await expect(first.getByRole('button', { name: `Actions for ${long}` })).toBeVisible();
    await expect(first.getByTestId('file-name')).toHaveText(long);
    await expect(first).toContainText(/46 KB · .+ ago/);
    // The long name wraps inside the screen rather than being cut or pushing the table sideways.
    const name = await first.getByTestId('file-name').boundingBox();
    expect(name!.height).toBeGreaterThan(40);
    expect(await table.evaluate((t) => t.parentElement!.scrollWidth <= t.parentElement!.clientWidth)).toBe(true);
    const box = await table.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);

    // 23 files: a second page of 3; "Select all" takes the page shown.
    const pages = filesCard(page).locator('.ant-pagination');
    await expect(pages.getByRole('listitem', { name: '1', exact: true })).toHaveClass(/ant-pagination-item-active/);
    await pages.getByRole('listitem', { name: '2', exact: true }).click();
    await expect(filesCard(page).getByTestId('file-name')).toHaveCount(3);
    await expect(pages.getByRole('listitem', { name: '2', exact: true })).toHaveClass(/ant-pagination-item-active/);
    await filesCard(page).getByRole('checkbox', { name: 'Select all' }).check();
    await expect(filesCard(page)).toContainText('23 files, 3 selected');
    await expect(filesCard(page).getByRole('checkbox', { name: 'Select invoice 01.pdf' })).toBeChecked();
    await expect(filesCard(page).getByRole('button', { name: 'Download selected as zip' })).toBeEnabled();
  },
);
