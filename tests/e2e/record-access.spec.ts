import { expect, test, type Page } from '@playwright/test';
import { DEMO_IDS, notice, serviceInsert, serviceSelect, signInAndWait } from './support.ts';

/**
 * Issue 16, defect 4 and 16: a record page whose record does not exist or may not be seen shows one
 * "not available" page — never an empty form whose Save reports success — and says so at once (a
 * refused read is not retried for seconds).
 */
async function expectUnavailable(page: Page, title: string) {
  const result = page.locator('.ant-result');
  await expect(result.getByText(`${title} not available`)).toBeVisible();
  await expect(result.getByText('This record does not exist, or you may not see it.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
}

test("another company's admin gets no form for Summit, and Summit is unchanged @smoke", async ({ page }) => {
  const [before] = await serviceSelect<{ name: string; updated_at: string }>(
    `organizations?id=eq.${DEMO_IDS.summit}&select=name,updated_at`,
  );
  await signInAndWait(page, 'company-admin-2');
  await page.goto(`/admin/organizations/${DEMO_IDS.summit}`);
  await expectUnavailable(page, 'Company');
  await expect(notice(page, 'Error Selecting Company')).toBeVisible();
  const [after] = await serviceSelect<{ name: string; updated_at: string }>(
    `organizations?id=eq.${DEMO_IDS.summit}&select=name,updated_at`,
  );
  expect(after).toEqual(before);
});

test('an unknown sales partner says so with the spec notice, without seconds of retries', async ({ page }) => {
  await signInAndWait(page, 'management');
  // react-query's default retried the refused read 3 times with back-off (~9 s before the notice); a 4xx is
  // final at once: the partner is asked for exactly once.
  const reads: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && /\/rest\/v1\/partners\?.*id=eq\.c0000000-0000-4000-8000-0000000fffff/.test(r.url())) reads.push(r.url());
  });
  await page.goto('/sales-partners/c0000000-0000-4000-8000-0000000fffff');
  await expect(notice(page, 'Error Selecting Sales Partner')).toBeVisible();
  await expectUnavailable(page, 'Sales partner');
  await page.waitForTimeout(3_000); // the first retry would have come after 1 s, the second after 3 s
  expect(reads).toHaveLength(1);
  await page.getByRole('button', { name: 'Back to Your Sales Partners' }).click();
  await expect(page).toHaveURL(/\/sales-partners(\?|$)/);
});

test('a malformed id is a record that is not available, not a blank account', async ({ page }) => {
  await signInAndWait(page, 'management');
  await page.goto('/accounts/not-a-uuid');
  await expectUnavailable(page, 'Account');
  await expect(page.getByLabel('Account name')).toHaveCount(0);
  await page.goto('/contracts/00000000-0000-4000-8000-000000000000');
  await expectUnavailable(page, 'Contract');
});

// Issue 16, defect 7: a sales rep outside the picker's choices (here a partner admin, whom sales-rep
// pickers do not offer) showed as a raw UUID.
test("a record's sales rep shows by name even when the picker does not offer them", async ({ page }) => {
  const [admin] = await serviceSelect<{ id: string; first_name: string; last_name: string }>(
    'profiles?email=eq.partner-admin%40demo.test&select=id,first_name,last_name',
  );
  const request = await serviceInsert('pricing_requests', {
    account_id: DEMO_IDS.account(3),
    name: `Odd rep ${Date.now()}`,
    sales_rep: admin.id,
  });
  await signInAndWait(page, 'management');
  await page.goto(`/pricing-requests/${request.id}`);
  const field = page.locator('.ant-form-item').filter({ hasText: 'Sales rep' });
  await expect(field).toContainText(`${admin.first_name} ${admin.last_name}`);
  await expect(field).not.toContainText(admin.id);
});
