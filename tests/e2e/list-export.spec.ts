import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { asFreshPartnerAdmin, listLoaded, serviceRest } from './support.ts';

/**
 * Today in the portal's display time zone (the file name's date), whatever the browser's zone — asked
 * of the browser, whose time-zone rules are the ones the portal runs on (Chromium's tzdata and Node's
 * can disagree on America/Vancouver's offset; they did in November 2026).
 */
const today = (page: Page) => page.evaluate(() => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Vancouver' }).format(new Date()));

/** CSV text → rows of fields (every field is quoted by the export). */
function parseCsv(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1].replace(/""/g, '"')));
}

// Issue 16, defect 12: the export holds what the list shows — its filters, its order, its formatting.
// A partner of the journey's own (12 active accounts, 2 inactive): other journeys add accounts to the
// demo partners while the page and the export are read.
test('the accounts export is the filtered, sorted list as shown, in accounts-<date>.csv @dates', async ({ page }) => {
  const { name } = await asFreshPartnerAdmin(page, 'export', 14);
  const inactive = [`${name} 03`, `${name} 13`];
  const off = await serviceRest(`/rest/v1/accounts?account_name=in.(${inactive.map((n) => `"${n}"`).join(',')})`, {
    method: 'PATCH',
    body: JSON.stringify({ active: false }),
  });
  expect(off.status).toBe(204);
  await page.goto(
    '/accounts?sorters[0][field]=account_name&sorters[0][order]=desc&filters[0][field]=active&filters[0][operator]=eq&filters[0][value]=true',
  );
  await listLoaded(page);
  // The first cell after the row's selection box (bulk actions).
  const names = page.locator('.ant-table-tbody tr.ant-table-row td.ant-table-selection-column + td');
  await expect(names).toHaveCount(10);
  const shown = await names.allInnerTexts();
  expect(shown[0]).toBe(`${name} 14`);
  expect(shown).not.toContain(`${name} 13`);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
  expect(download.suggestedFilename()).toBe(`accounts-${await today(page)}.csv`);
  const [header, ...lines] = parseCsv(await readFile((await download.path()) as string, 'utf8'));
  const rows = lines.filter((r) => r.length);
  expect(header).toEqual(['Account', 'Contact', 'E-mail', 'Phone', 'City', 'Utility', 'Partner', 'Sales rep', 'Active', 'Created']);
  // Every active account (all pages, not just the one shown), in the list's order.
  expect(rows).toHaveLength(12);
  expect(rows.slice(0, shown.length).map((r) => r[0])).toEqual(shown);
  expect(rows.map((r) => r[0])).not.toContain(`${name} 03`);
  expect(new Set(rows.map((r) => r[6]))).toEqual(new Set([name]));
  expect(new Set(rows.map((r) => r[8]))).toEqual(new Set(['Yes']));
  for (const r of rows) expect(r[9]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

// Issue 18, bulk actions: "Export selected" is the same file, with just the selected rows.
test('export selected holds just the selected rows, with the list’s columns, in accounts-selected-<date>.csv', async ({ page }) => {
  await asFreshPartnerAdmin(page, 'export-selected', 4);
  await page.goto('/accounts?sorters[0][field]=account_name&sorters[0][order]=asc');
  // The rows themselves, not the skeleton rows standing in while the list loads.
  await listLoaded(page);
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(4);
  const picked = [
    await rows.nth(0).locator('td.ant-table-selection-column + td').innerText(),
    await rows.nth(2).locator('td.ant-table-selection-column + td').innerText(),
  ];
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(2).getByRole('checkbox').check();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export selected' }).click()]);
  expect(download.suggestedFilename()).toBe(`accounts-selected-${await today(page)}.csv`);
  const [header, ...lines] = parseCsv(await readFile((await download.path()) as string, 'utf8'));
  expect(header).toEqual(['Account', 'Contact', 'E-mail', 'Phone', 'City', 'Utility', 'Partner', 'Sales rep', 'Active', 'Created']);
  expect(lines.filter((r) => r.length).map((r) => r[0])).toEqual(picked);
});
