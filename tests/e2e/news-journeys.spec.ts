import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { notice, serviceRest, signInAndWait } from './support.ts';

test('Latest News: deleting asks in a dialog that Escape does not close; confirming removes the row', async ({ page }) => {
  const title = `E2E news ${randomUUID().slice(0, 8)}`;
  const res = await serviceRest('/rest/v1/news', { method: 'POST', body: JSON.stringify({ title, body: 'Rates are changing.' }) });
  expect(res.status).toBe(201);

  await signInAndWait(page, 'management');
  await page.goto('/admin/news');
  await expect(page).toHaveTitle(/^Latest News \|/);
  await page.getByLabel('Search news').fill(title);
  await page.getByLabel('Search news').press('Enter');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: 'Delete news item' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Delete news item' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Are you sure you want to delete "${title}"?`);
  // Neither Escape nor a click outside dismisses it.
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await expect(row).toBeVisible();

  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(notice(page, 'News item successfully deleted')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  const left = await serviceRest(`/rest/v1/news?select=id&title=eq.${encodeURIComponent(title)}`);
  expect(await left.json()).toEqual([]);
});
