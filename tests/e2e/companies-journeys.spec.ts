import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { notice, serviceRest, signInAndWait } from './support.ts';

test('Edit Company: checks the phone, saves twice in a row, and refuses a save over a newer change', async ({ page }) => {
  const name = `E2E Company ${randomUUID().slice(0, 8)}`;
  const created = await serviceRest('/rest/v1/organizations', {
    method: 'POST',
    headers: { prefer: 'return=representation' },
    body: JSON.stringify({ name, active: true }),
  });
  expect(created.status).toBe(201);
  const [org] = (await created.json()) as { id: string }[];

  await signInAndWait(page, 'management');
  await page.goto(`/admin/organizations/${org!.id}`);
  await expect(page).toHaveTitle(/^Edit Company \|/);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);

  await page.getByLabel('Phone').fill('call me');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
  await page.getByLabel('Phone').fill('+1 (604) 555-0100');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Company successfully saved')).toBeVisible();

  // A second save from the same open form is not mistaken for someone else's change.
  await page.getByLabel('City').fill('Vancouver');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Company successfully saved')).toHaveCount(2);

  // Someone else saves the company meanwhile: this form's save is refused, not written over theirs.
  const other = await serviceRest(`/rest/v1/organizations?id=eq.${org!.id}`, {
    method: 'PATCH',
    body: JSON.stringify({ website: 'https://example.com' }),
  });
  expect(other.status).toBeLessThan(300);
  await page.getByLabel('City').fill('Victoria');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, /Error Saving Company: This record was changed by someone else/)).toBeVisible();
  const row = (await (await serviceRest(`/rest/v1/organizations?id=eq.${org!.id}&select=city,website,phone`)).json()) as unknown[];
  expect(row).toEqual([{ city: 'Vancouver', website: 'https://example.com', phone: '+1 (604) 555-0100' }]);
});
