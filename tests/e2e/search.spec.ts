import { expect, test, type Page } from '@playwright/test';
import { DEMO_IDS, signInAndWait } from './support.ts';

test.setTimeout(90_000);

const palette = (page: Page) => page.getByRole('dialog').filter({ has: page.getByRole('combobox', { name: 'Search' }) });
const options = (page: Page) => palette(page).getByRole('option');

/** Opens the palette with Ctrl-K and types into it. */
async function searchFor(page: Page, text: string) {
  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox', { name: 'Search' });
  await expect(box).toBeFocused();
  await box.fill(text);
}

test('Ctrl-K finds an account by part of its name, the arrows reach it and Enter opens it; the other tenant’s never show', async ({
  page,
}) => {
  await signInAndWait(page, 'sales-rep');
  await page.goto('/pricing-requests');
  await expect(page.getByRole('heading', { name: 'Your Pricing Requests' })).toBeVisible();
  await searchFor(page, 'Harbo');
  // Sam Delgado's two Harbo… accounts (newest first, as the list orders them), their requests; never
  // Coastal's Inner Harbour Hotel or Sooke Harbour Seafoods.
  const accounts = palette(page).getByRole('group', { name: 'Accounts' }).getByRole('option');
  await expect(accounts).toHaveCount(2);
  await expect(accounts.nth(0)).toContainText('Coal Harbour Marine Supply');
  await expect(accounts.nth(1)).toContainText('Harbourview Dental Clinic');
  await expect(palette(page)).not.toContainText('Inner Harbour Hotel');
  await expect(palette(page)).not.toContainText('Sooke Harbour');
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(accounts.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/accounts/${DEMO_IDS.account(1)}$`));
  await expect(palette(page)).toBeHidden();
  await expect(page.getByText('Harbourview Dental Clinic').first()).toBeVisible();

  // The other tenant's account by its full name: nothing, for records or screens.
  await searchFor(page, 'Saanich Peninsula Winery');
  await expect(palette(page).getByRole('status')).toHaveText('No matches.');
  await expect(options(page)).toHaveCount(0);
  // Esc closes it.
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
});

test('Ctrl-K finds a screen the user may open ("Contracts"), and only those', async ({ page }) => {
  await signInAndWait(page, 'company-admin');
  await searchFor(page, 'Contracts');
  await expect(options(page).first()).toHaveText('Contracts');
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  // The list may already have written its page and sort into the URL.
  await expect(page).toHaveURL(/\/contracts(\?|$)/);
  await expect(page).toHaveTitle(/^View Contracts \|/);

  // Permissions is management's screen: not offered to a company admin.
  await searchFor(page, 'Permissions');
  await expect(options(page)).toHaveCount(0);
});

test('on a phone the header button opens the search; a tap opens the hit', { tag: ['@phone'] }, async ({ page }) => {
  await signInAndWait(page, 'sales-rep');
  await page.getByRole('button', { name: 'Search everything' }).click();
  const box = page.getByRole('combobox', { name: 'Search' });
  await expect(box).toBeVisible();
  await box.fill('Kitsil');
  const hit = palette(page).getByRole('group', { name: 'Accounts' }).getByRole('option').first();
  await expect(hit).toContainText('Kitsilano Yoga Collective');
  await hit.click();
  await expect(page).toHaveURL(new RegExp(`/accounts/${DEMO_IDS.account(3)}$`));
});
