import { expect, test, type Page } from '@playwright/test';
import { listLoaded, signInAndWait } from './support';

// The production build links antd's styles for the portal's components as one file made at build time
// (scripts/build/antd-static-style.ts); antd generates only the rest in the page. These hold that the
// page is styled from the file, that what the file lacks (the dark theme) still comes, and that the
// portal's own rules still win over antd's.

/** The antd rules the page inserted itself (its <style> elements), joined. */
const insertedCss = (page: Page) => page.evaluate(() => [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n'));

test('lists are styled from the built antd file, and the dark theme is generated on demand', async ({ page }) => {
  await signInAndWait(page, 'management');
  await page.goto('/accounts');
  await listLoaded(page);
  await expect(page.locator('link[rel=stylesheet][href*="/assets/antd-static-"]')).toHaveCount(1);
  // The table, its header and the primary button look as antd draws them in the light theme...
  const header = page.locator('.ant-table-thead th').first();
  await expect(header).toHaveCSS('background-color', 'rgb(250, 250, 250)');
  await expect(page.locator('button.ant-btn-primary').first()).toHaveCSS('background-color', 'rgb(22, 119, 255)');
  // ...and none of it was generated in the page.
  const css = await insertedCss(page);
  expect(css).not.toContain('.ant-table{');
  expect(css).not.toContain('.ant-btn{');

  // The dark theme is not in the file: antd generates it when the user switches.
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(header).toHaveCSS('background-color', 'rgb(29, 29, 29)');
  expect(await insertedCss(page)).toContain('.ant-table{');
  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  await expect(header).toHaveCSS('background-color', 'rgb(250, 250, 250)');
});
