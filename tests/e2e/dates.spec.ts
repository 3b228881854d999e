import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { DEMO_IDS, notice, serviceInsert, serviceSelect, signInAndWait } from './support.ts';

// Issue 16, defects 1 and 2. These run in every project: Tokyo, Toronto and the Vancouver phone.
test.setTimeout(120_000);

/** A fresh account of sales-rep@ with a request, a submission, a contract and a task, all dated 2023-12-16. */
async function datedAccount(tag: string) {
  const account = await serviceInsert('accounts', {
    organization_id: DEMO_IDS.summit,
    partner_id: DEMO_IDS.brightline,
    sales_rep: DEMO_IDS.salesRep,
    account_name: `Dated Deli ${tag}`,
  });
  await serviceInsert('pricing_requests', { account_id: account.id, name: `Request ${tag}`, requested_start_date: '2023-12-16' });
  await serviceInsert('matrix_submissions', { account_id: account.id, status: 'draft', start_date: '2023-12-16', notes: tag });
  const contract = await serviceInsert('contracts', {
    account_id: account.id,
    number: `CT-${tag}`,
    start_date: '2023-12-16',
    end_date: '2024-12-15',
  });
  await serviceInsert('tasks', { account_id: account.id, title: `Read meter ${tag}`, due_date: '2023-12-16' });
  return { account: account.id, contract: contract.id };
}

/** Signs in as sales-rep@ and opens the Tasks tab of a fresh dated account. */
async function openTasks(page: Page) {
  const tag = randomUUID().slice(0, 6);
  const { account } = await datedAccount(tag);
  await signInAndWait(page, 'sales-rep');
  await page.goto(`/accounts/${account}?tab=tasks`);
  return { tag, tasks: page.getByTestId('account-tasks') };
}

async function search(page: Page, label: string, text: string) {
  await page.getByLabel(label).fill(text);
  await page.getByLabel(label).press('Enter');
}

test(
  'a date without a time shows the stored day in every list, on the account page and in forms',
  { tag: ['@dates', '@phone'] },
  async ({ page }) => {
    const tag = randomUUID().slice(0, 6);
    const { account, contract } = await datedAccount(tag);
    await signInAndWait(page, 'management');

    await page.goto('/contracts');
    await search(page, 'Search contracts', `CT-${tag}`);
    const contractRow = page.getByRole('row').filter({ hasText: `CT-${tag}` });
    // A phone's contract card says when the contract ends; its start is on its page (checked below).
    if (test.info().project.name !== 'phone') await expect(contractRow).toContainText('2023-12-16');
    await expect(contractRow).toContainText('2024-12-15');

    await page.goto('/pricing-requests');
    await search(page, 'Search name or account', `Request ${tag}`);
    await expect(page.getByRole('row').filter({ hasText: `Request ${tag}` })).toContainText('2023-12-16');

    await page.goto('/matrix-submissions');
    await search(page, 'Search submissions', tag);
    await expect(page.getByRole('row').filter({ hasText: `Dated Deli ${tag}` })).toContainText('2023-12-16');

    await page.goto(`/accounts/${account}?tab=tasks`);
    await expect(
      page
        .getByTestId('account-tasks')
        .getByRole('row')
        .filter({ hasText: `Read meter ${tag}` }),
    ).toContainText('2023-12-16');
    await page.getByRole('tab', { name: 'Submissions' }).click();
    await expect(page.getByTestId('account-matrix_submissions').getByRole('row').filter({ hasText: 'Draft' })).toContainText('2023-12-16');
    await page.getByRole('tab', { name: 'Contracts' }).click();
    await expect(
      page
        .getByTestId('account-contracts')
        .getByRole('row')
        .filter({ hasText: `CT-${tag}` }),
    ).toContainText('2024-12-15');

    await page.goto(`/contracts/${contract}`);
    await expect(page.getByLabel('Start date')).toHaveValue('2023-12-16');
    await expect(page.getByLabel('End date')).toHaveValue('2024-12-15');
  },
);

test(
  'a due date outside 1900–2100 is refused at the field, kept as typed, and nothing is saved; a valid day is stored as that day',
  { tag: ['@dates', '@phone'] },
  async ({ page }) => {
    const { tag, tasks } = await openTasks(page);
    await tasks.getByRole('button', { name: 'New task' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill(`Typo ${tag}`);
    const due = dialog.getByLabel('Due date');
    // Issue 24 item 2: an invalid typed value is neither coerced nor dropped; the save is refused with the
    // message at the field.
    for (const typed of ['61201-02-02', '2101-01-01', '1899-12-31']) {
      await due.fill(typed);
      await due.press('Enter');
      await dialog.getByLabel('Title').click();
      await expect(due).toHaveValue(typed);
      await dialog.getByRole('button', { name: 'Save task' }).click();
      await expect(due).toHaveAttribute('aria-invalid', 'true');
      await expect(dialog.locator('#due_date_help')).toBeVisible();
      await expect(dialog).toBeVisible();
    }
    expect(await serviceSelect<{ due_date: string }>(`tasks?title=eq.${encodeURIComponent(`Typo ${tag}`)}&select=due_date`)).toEqual([]);
    await due.fill('2027-03-01');
    await due.press('Enter');
    // On a phone the calendar stays open over the dialog's buttons until the user taps elsewhere.
    await dialog.getByLabel('Title').click();
    await expect(due).toHaveValue('2027-03-01');
    await dialog.getByRole('button', { name: 'Save task' }).click();
    await expect(dialog).toBeHidden();
    await expect(notice(page, /Task successfully saved/)).toBeVisible();
    await expect(tasks.getByRole('row').filter({ hasText: `Typo ${tag}` })).toContainText('2027-03-01');
    const [stored] = await serviceSelect<{ due_date: string }>(`tasks?title=eq.${encodeURIComponent(`Typo ${tag}`)}&select=due_date`);
    expect(stored.due_date).toBe('2027-03-01');
  },
);

test(
  'a date field opens its calendar when clicked, before and after the calendar has loaded; a picked day is stored as that day',
  { tag: ['@dates', '@phone'] },
  async ({ page }) => {
    const { tag, tasks } = await openTasks(page);
    for (const [title, day] of [
      [`Picked ${tag}`, '2027-05-14'],
      [`Picked again ${tag}`, '2027-05-21'],
    ] as const) {
      await tasks.getByRole('button', { name: 'New task' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Title').fill(title);
      const due = dialog.getByLabel('Due date');
      // The first time the calendar loads with the click; the second time it is there already.
      await due.click();
      const calendar = page.locator('.ant-picker-dropdown:visible');
      await expect(calendar).toBeVisible();
      // Type the month into the open picker, then pick the day from its calendar.
      await due.fill(day);
      await calendar.locator(`td[title="${day}"]`).click();
      await expect(due).toHaveValue(day);
      await dialog.getByRole('button', { name: 'Save task' }).click();
      await expect(dialog).toBeHidden();
      const [stored] = await serviceSelect<{ due_date: string }>(`tasks?title=eq.${encodeURIComponent(title)}&select=due_date`);
      expect(stored.due_date).toBe(day);
    }
  },
);

test('a date selected in a field whose calendar is still loading is typed over, not after, when the calendar arrives @dates', async ({
  page,
}) => {
  // Hold the calendar's code until the user has selected the shown day, as on a slow connection.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // The built chunk (assets/date-pickers-<hash>.js), or the module itself under the dev server (E2E_DEV=1).
  await page.route(/\/(assets\/date-pickers-[^/]*\.js|src\/components\/date-pickers\.tsx)(\?.*)?$/, async (route) => {
    await held;
    await route.continue();
  });
  await signInAndWait(page, 'management');
  await page.goto('/admin/history');
  const from = page.getByLabel('From day');
  await from.fill('2099-01-01');
  await expect(page).toHaveURL(/changed_at/);
  await expect(page.getByText('No changes found')).toBeVisible();
  // Still the stand-in: select its day, then the calendar arrives and takes the field's place.
  await expect(page.locator('.ant-picker')).toHaveCount(0);
  await from.press('ControlOrMeta+a');
  release();
  await expect(page.locator('.ant-picker-focused')).toBeVisible();
  await page.keyboard.type('2020-01-01');
  await page.keyboard.press('Enter');
  await expect(from).toHaveValue('2020-01-01');
  await expect(page.locator('.history-table .ant-table-tbody > tr.ant-table-row').first()).toBeVisible();
  // Typed over again, now in the loaded calendar: the new day is taken too.
  await from.fill('2099-01-01');
  await from.press('Enter');
  await expect(page.getByText('No changes found')).toBeVisible();
  await expect(from).toHaveValue('2099-01-01');
});
