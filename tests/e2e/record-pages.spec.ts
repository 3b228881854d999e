import { expect, test, type Page } from '@playwright/test';
import { DEMO_IDS, signInAndWait } from './support';

// Issue 26, item 3: every entity has the record page accounts have — a header (name, status tags, key
// facts, actions) over tabs whose open tab is in the URL, so reload, back and links keep it.

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

test('a sales partner record page: header with key facts, tabs in the URL through reload and back', async ({ page }) => {
  await signInAndWait(page, 'management');
  await page.goto(`/sales-partners/${DEMO_IDS.brightline}`);
  const header = page.getByTestId('record-header');
  await expect(header).toContainText('Brightline');
  await expect(header).toContainText('Company');
  await expect(tab(page, 'Details')).toHaveAttribute('aria-selected', 'true');

  await tab(page, 'History').click();
  await expect(page).toHaveURL(/\?tab=history$/);
  await expect(tab(page, 'History')).toHaveAttribute('aria-selected', 'true');
  await page.reload();
  await expect(tab(page, 'History')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('record-header')).toContainText('Brightline');

  // Away to the list and back: the page opens on the tab it was left on (tabs replace the URL's entry,
  // so Back leaves the record rather than stepping through its tabs).
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Sales Partners' }).click();
  // The list writes its page and sort into the URL once it has loaded (a busy run saw it before the check).
  await expect(page).toHaveURL(/\/sales-partners(\?|$)/);
  await page.goBack();
  await expect(page).toHaveURL(/\?tab=history$/);
  await expect(tab(page, 'History')).toHaveAttribute('aria-selected', 'true');
  await tab(page, 'Details').click();
  await expect(page).not.toHaveURL(/tab=/);
});

test('a company record page: a link to a tab opens it, an unknown tab falls back to Details', async ({ page }) => {
  await signInAndWait(page, 'management');
  await page.goto(`/admin/organizations/${DEMO_IDS.summit}?tab=history`);
  await expect(tab(page, 'History')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('record-header')).toContainText('Summit');
  await page.goto(`/admin/organizations/${DEMO_IDS.summit}?tab=nothing-here`);
  await expect(tab(page, 'Details')).toHaveAttribute('aria-selected', 'true');
});

test('on a phone the header wraps inside the screen and the tab strip shows there is more', { tag: ['@phone'] }, async ({ page }) => {
  // A phone's width in every project (the phone project runs it with touch too).
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAndWait(page, 'management');
  await page.goto(`/accounts/${DEMO_IDS.account(1)}`);
  const header = page.getByTestId('record-header');
  await expect(header).toBeVisible();
  await expect(tab(page, 'Details')).toHaveAttribute('aria-selected', 'true');
  // Nothing in the header reaches past the screen's edge (the contact e-mail wraps instead of clipping).
  const overflow = await header.evaluate((el) => {
    const right = document.documentElement.clientWidth;
    return [...el.querySelectorAll('*')].filter((n) => n.getBoundingClientRect().right > right + 1).map((n) => n.textContent);
  });
  expect(overflow).toEqual([]);

  // The strip is wider than the screen: its end fades under an arrow that scrolls it.
  const strip = page.locator('.record-tabs-strip');
  await expect(strip).toHaveAttribute('data-more-end', 'true');
  const more = strip.locator('.record-tabs-more-end');
  await expect(more).toBeVisible();
  const list = page.getByRole('tablist');
  const before = await list.evaluate((el) => el.scrollLeft);
  await more.click();
  await expect.poll(() => list.evaluate((el) => el.scrollLeft)).toBeGreaterThan(before);
  await expect(strip).toHaveAttribute('data-more-start', 'true');
});
