import { expect, test } from '@playwright/test';
import { chooseFromUserMenu, firstLink, FRESH_PASSWORD as PASSWORD, freshUser, mailsTo, notice, serviceRest, signIn } from './support.ts';

test('changing the e-mail: notice, pending address with resend, verified through the mailed links', async ({ page }) => {
  const oldEmail = await freshUser({ prefix: 'mail', firstName: 'Eve', lastName: 'Mailer', role: 7 });
  const newEmail = oldEmail.replace('e2e-', 'e2e-new-');
  await signIn(page, oldEmail, PASSWORD);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await chooseFromUserMenu(page, 'Your Profile');
  await expect(page).toHaveTitle('Your Profile | Summit Energy');

  // The current address (in any case) is refused in the form, and no mail goes out (issue 16, defect 9).
  await page.getByLabel('New e-mail').fill(oldEmail.toUpperCase());
  await page.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(page.getByText('This is already your e-mail address')).toBeVisible();
  await expect(notice(page, 'An email has been sent to verify your new email address.')).toHaveCount(0);
  expect(await mailsTo(oldEmail)).toEqual([]);

  await page.getByLabel('New e-mail').fill(newEmail);
  await page.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(notice(page, 'An email has been sent to verify your new email address.')).toBeVisible();
  await expect(page.getByTestId('pending-email')).toContainText(`Pending: ${newEmail}`);
  // The mails each address holds: the links to the new address, and the "Confirm Email Change" ones.
  const confirmations = async () => [
    (await mailsTo(newEmail)).length,
    (await mailsTo(oldEmail)).filter((m) => m.subject === 'Confirm Email Change').length,
  ];
  await expect.poll(confirmations).toEqual([1, 1]);

  // Resend mails both addresses new links, and the first ones stop working: wait for the new mails (the
  // first notice is still up, so a notice says nothing about the resend), then open the newest. A
  // Resend within max_frequency of the first mail (1 s here, tests/stack-overrides.ts) is refused, and
  // the user asks again.
  await expect(async () => {
    await page.getByRole('button', { name: 'Resend' }).click();
    await expect.poll(async () => Math.min(...(await confirmations())), { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
  }).toPass({ timeout: 30_000 });

  // Secure e-mail change: a link goes to the new address and one to the current one; both are opened.
  const toNew = (await mailsTo(newEmail))[0];
  expect(toNew).toBeDefined();
  await page.goto(firstLink(toNew.html));
  await expect(page).toHaveURL(/\/settings#message=Confirmation\+link\+accepted/);
  await expect(notice(page, 'Confirmation link accepted. Please proceed to confirm link sent to the other email')).toBeVisible();
  const toOld = (await mailsTo(oldEmail)).find((m) => m.subject === 'Confirm Email Change');
  expect(toOld).toBeDefined();
  await page.goto(firstLink(toOld?.html ?? ''));
  // supabase-js takes the new session from the URL hash, then clears it.
  await expect(page).toHaveURL(/\/settings#?$/);
  await expect(page.getByTestId('current-email')).toHaveText(newEmail);
  await expect(page.getByTestId('pending-email')).toHaveCount(0);
});

test('a pending e-mail change can be cancelled', async ({ page }) => {
  const email = await freshUser({ prefix: 'mail', firstName: 'Eve', lastName: 'Mailer', role: 7 });
  await signIn(page, email, PASSWORD, '/welcome/login?next=%2Fsettings');
  await expect(page).toHaveURL(/\/settings$/);
  await page.getByLabel('New e-mail').fill(email.replace('e2e-', 'e2e-cancel-'));
  await page.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(page.getByTestId('pending-email')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(notice(page, 'E-mail change cancelled')).toBeVisible();
  await expect(page.getByTestId('pending-email')).toHaveCount(0);
  await expect(page.getByTestId('current-email')).toHaveText(email);
});

test('saving the profile shows the success notice', async ({ page }) => {
  const email = await freshUser({ prefix: 'mail', firstName: 'Eve', lastName: 'Mailer', role: 7 });
  await signIn(page, email, PASSWORD, '/welcome/login?next=%2Fsettings');
  await page.getByLabel('First name').fill('Evelyn');
  await page.getByLabel('Phone', { exact: true }).fill('+1 604 555 0199');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notice(page, 'Profile successfully saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Evelyn');
});

test("a save over someone else's newer change is refused, not lost", async ({ page }) => {
  const email = await freshUser({ prefix: 'mail', firstName: 'Eve', lastName: 'Mailer', role: 7 });
  await signIn(page, email, PASSWORD, '/welcome/login?next=%2Fsettings');
  await expect(page.getByLabel('First name')).toHaveValue('Eve');
  // Someone else (an admin) saves the profile meanwhile.
  const other = await serviceRest(`/rest/v1/profiles?email=eq.${encodeURIComponent(email)}`, {
    method: 'PATCH',
    body: JSON.stringify({ job_description: 'Changed elsewhere' }),
  });
  expect(other.status).toBeLessThan(300);
  await page.getByLabel('First name').fill('Stale');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notice(page, /Error Saving Profile: This record was changed by someone else/)).toBeVisible();
});
