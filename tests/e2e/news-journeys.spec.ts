import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { notice, serviceRest, signInAndWait, shown } from './support.ts';

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
  const dialog = await shown(page.getByRole('dialog').filter({ hasText: 'Delete news item' }));
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

test('a publishing time is typed and shown in Pacific time, whatever the browser zone', { tag: ['@dates'] }, async ({ page }) => {
  const title = `E2E timed news ${randomUUID().slice(0, 8)}`;
  await signInAndWait(page, 'management');
  await page.goto('/admin/news/new');
  await page.getByLabel('Title').fill(title);
  await expect(page.getByTestId('markdown')).toBeEmpty();
  await page.getByLabel('Text (Markdown)').fill('Rates change on **July 1**.');
  await expect(page.getByTestId('markdown').locator('strong')).toHaveText('July 1');
  await page.locator('.ant-form-item').filter({ hasText: 'Shown to' }).locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible').getByText('Everyone (global)').click();
  const at = page.getByLabel('Publish on (Pacific time)');
  // Pointing at a date field loads its calendar; it takes the field's place before the click.
  await at.hover();
  await expect(page.locator('.ant-picker').filter({ has: page.locator('#published_at') })).toBeVisible();
  await at.click();
  await at.fill('2026-07-01 9:30 AM');
  await at.press('Enter');
  await expect(at).toHaveValue('2026-07-01 9:30 AM');
  await page.getByRole('button', { name: 'Save' }).click();
  // The list writes its paging and sort into the URL once it loads: accept both moments.
  await expect(page).toHaveURL(/\/admin\/news(\?|$)/);
  await page.getByLabel('Search news').fill(title);
  await page.getByLabel('Search news').press('Enter');
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('2026-07-01 9:30 AM');
  const [row] = (await (await serviceRest(`/rest/v1/news?select=published_at&title=eq.${encodeURIComponent(title)}`)).json()) as {
    published_at: string;
  }[];
  expect(new Date(row.published_at).toISOString()).toBe('2026-07-01T16:30:00.000Z');
});

test(
  "a story's Markdown shows as formatted text in the list and the preview; an author's HTML and script links stay text",
  { tag: ['@phone'] },
  async ({ page }) => {
    const title = `E2E markdown ${randomUUID().slice(0, 8)}`;
    const body = [
      '## New rates',
      '',
      '- **Gas**: lower',
      '- [x] power checked',
      '',
      '| Zone | Rate |',
      '|---|--:|',
      '| A | 0.12 |',
      '',
      '[details](https://example.com/rates) [trap](javascript:alert(1))',
      '',
      '<img src=x onerror=alert(2)>',
    ].join('\n');
    const res = await serviceRest('/rest/v1/news?select=id', {
      method: 'POST',
      headers: { prefer: 'return=representation' },
      body: JSON.stringify({ title, body }),
    });
    const [{ id }] = (await res.json()) as { id: string }[];
    const dialogs: string[] = [];
    page.on('dialog', (d) => void (dialogs.push(d.message()), d.dismiss()));

    const expectRendered = async () => {
      const md = page.getByTestId('markdown');
      await expect(md.getByRole('heading', { name: 'New rates' })).toBeVisible();
      await expect(md.locator('li strong')).toHaveText('Gas');
      await expect(md.getByRole('checkbox')).toBeChecked();
      await expect(md.getByRole('checkbox')).toBeDisabled();
      await expect(md.getByRole('cell', { name: '0.12' })).toHaveCSS('text-align', 'right');
      await expect(md.getByRole('link', { name: 'details' })).toHaveAttribute('href', 'https://example.com/rates');
      await expect(md.getByRole('link', { name: 'details' })).toHaveAttribute('target', '_blank');
      await expect(md.getByRole('link')).toHaveCount(1);
      await expect(md).toContainText('trap');
      await expect(md).toContainText('<img src=x onerror=alert(2)>');
      await expect(md.locator('img')).toHaveCount(0);
    };

    await signInAndWait(page, 'management');
    await page.goto('/admin/news');
    await page.getByLabel('Search news').fill(title);
    await page.getByLabel('Search news').press('Enter');
    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByRole('button', { name: 'Expand row' }).click();
    await expectRendered();

    await page.goto(`/admin/news/${id}`);
    await expectRendered();
    expect(dialogs).toEqual([]);
  },
);
