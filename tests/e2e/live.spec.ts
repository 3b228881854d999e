import { expect, test } from '@playwright/test';
import { asFreshPartnerAdmin, DEMO_IDS, listLoaded, notice, serviceInsert, serviceSelect, signInAndWait } from './support.ts';

// Issue 18, item 2: live screens, with two people at work in two browsers.
test('an open account edited by someone else says so by name, and Reload shows their change', async ({ page, browser }) => {
  const account = await serviceInsert<{ id: string; account_name: string }>('accounts', {
    organization_id: DEMO_IDS.summit,
    partner_id: DEMO_IDS.brightline,
    account_name: `Live Deli ${Date.now()}`,
    service_city: 'Vancouver',
  });
  const [editor] = await serviceSelect<{ first_name: string; last_name: string }>(
    'profiles?email=eq.partner-admin%40demo.test&select=first_name,last_name',
  );

  await signInAndWait(page, 'management');
  await page.goto(`/accounts/${account.id}`);
  await expect(page.getByLabel('City')).toHaveValue('Vancouver');

  const other = await browser.newContext();
  const theirs = await other.newPage();
  await signInAndWait(theirs, 'partner-admin');
  await theirs.goto(`/accounts/${account.id}`);
  await theirs.getByLabel('City').fill('Victoria');
  await theirs.getByRole('button', { name: 'Save' }).click();
  await expect(notice(theirs, 'Account successfully saved')).toBeVisible();
  await other.close();

  const changed = page.getByTestId('live-record-change');
  await expect(changed).toContainText(`Changed by ${editor.first_name} ${editor.last_name} just now`);
  await expect(page.getByLabel('City')).toHaveValue('Vancouver');
  await changed.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByLabel('City')).toHaveValue('Victoria');
  await expect(changed).toHaveCount(0);
});

test("a list counts others' new rows instead of moving rows under the cursor; Show brings them in", async ({ page }) => {
  // A partner of the journey's own: the banner counts every change its admin may see, and other
  // journeys change the demo partners' accounts meanwhile.
  const { partner } = await asFreshPartnerAdmin(page, 'live', 3);
  await page.goto('/accounts');
  // The list's rows, not the skeleton rows standing in while it loads.
  await listLoaded(page);
  const first = page.locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(first).toBeVisible();
  const before = await first.innerText();
  const name = `Live Bakery ${Date.now()}`;
  await serviceInsert('accounts', { organization_id: DEMO_IDS.summit, partner_id: partner, account_name: name });
  const banner = page.getByTestId('live-banner');
  await expect(banner).toContainText('1 new since you opened this list');
  expect(await first.innerText()).toBe(before);
  await banner.getByRole('button', { name: 'Show' }).click();
  await expect(first).toContainText(name);
  await expect(banner).toHaveCount(0);
});
