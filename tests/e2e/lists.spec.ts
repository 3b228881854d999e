import { expect, test, type Page } from '@playwright/test';
import { listLoaded, serviceRest, serviceSelect, signInAndWait } from './support.ts';

// The lists (issue 26 items 1–2, issue 28): rows open their record, every list fits its box at
// 1280 px, skeleton rows until the first answer, the per-user column chooser, and a phone's cards.

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The lists whose rows have a page of their own, and where a row takes the user. */
const OPENING_LISTS: { path: string; record: RegExp }[] = [
  { path: '/accounts', record: new RegExp(`/accounts/${UUID}$`) },
  { path: '/contracts', record: new RegExp(`/contracts/${UUID}$`) },
  { path: '/pricing-requests', record: new RegExp(`/pricing-requests/${UUID}$`) },
  { path: '/matrix-submissions', record: new RegExp(`/matrix-submissions/${UUID}$`) },
  { path: '/sales-partners', record: new RegExp(`/sales-partners/${UUID}$`) },
  { path: '/affiliates', record: new RegExp(`/affiliates/${UUID}$`) },
  { path: '/tasks', record: new RegExp(`/accounts/${UUID}\\?tab=tasks$`) },
  { path: '/admin/news', record: new RegExp(`/admin/news/${UUID}$`) },
  { path: '/admin/organizations', record: new RegExp(`/admin/organizations/${UUID}$`) },
];

/** Every list route, and the permission matrix (an antd Table of its own). */
const LIST_ROUTES = [...OPENING_LISTS.map((l) => l.path), '/admin/users', '/admin/history', '/permissions'];

/** The first row that opens its record. */
const firstRow = (page: Page) => page.locator('tr.list-row-opens').first();

/** The list routes in the main menu (the sider's links that hold a list table). */
async function menuRoutes(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link').first()).toBeVisible();
  const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((h) => h.startsWith('/') && h !== '/'))];
}

/** Each table on the page: its width and its box's, and whether its scroller scrolls sideways. */
function measureLists(page: Page) {
  return page.locator('.ant-table-wrapper').evaluateAll((wrappers) =>
    wrappers.map((wrapper) => {
      const box = wrapper.parentElement!;
      const table = wrapper.querySelector('table');
      const scroller = box.querySelector('.ant-table-content, .ant-table-body');
      return {
        label: wrapper.getAttribute('aria-label') ?? table?.getAttribute('aria-label') ?? '',
        table: table?.scrollWidth ?? 0,
        box: box.clientWidth,
        scrolls: scroller ? scroller.scrollWidth > scroller.clientWidth + 1 : false,
      };
    }),
  );
}

test.describe('lists on a desktop', () => {
  test('a row opens its record on a click anywhere on it, from every list', async ({ page }) => {
    test.setTimeout(600_000);
    await signInAndWait(page, 'management');
    for (const { path, record } of OPENING_LISTS) {
      await page.goto(path);
      await listLoaded(page);
      const row = firstRow(page);
      // A cell away from the name (the last data cell before the actions): the row opens anyway.
      const cells = row.locator('td:not(.ant-table-selection-column):not(.list-actions)');
      await cells.nth((await cells.count()) - 1).click();
      await expect(page, `a row of ${path} opens its record`).toHaveURL(record);
    }
  });

  test('Enter on a focused row opens it; Ctrl-click on the name opens a new tab; a box or a text selection does not', async ({
    page,
    context,
  }) => {
    await signInAndWait(page, 'management');
    await page.goto('/accounts');
    await listLoaded(page);

    // The selection box: ticks, stays on the list.
    const row = firstRow(page);
    await row.locator('.ant-table-selection-column input[type="checkbox"]').check();
    await expect(page).toHaveURL(/\/accounts(\?.*)?$/);
    await row.locator('.ant-table-selection-column input[type="checkbox"]').uncheck();

    // Selecting text with the mouse in a row: no navigation.
    const name = row.locator('.list-row-link');
    const box = (await name.boundingBox())!;
    await page.mouse.move(box.x + 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width - 2, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    // A drag that starts on a link may still follow it in some browsers: the list must stay put either way.
    await expect(page).toHaveURL(/\/accounts(\?.*)?$/);

    // Ctrl-click on the name: a real link, opened in a new tab, this page stays.
    const href = await name.getAttribute('href');
    expect(href).toMatch(new RegExp(`^/accounts/${UUID}$`));
    const popup = context.waitForEvent('page');
    await name.click({ modifiers: ['ControlOrMeta'] });
    const tab = await popup;
    await expect(tab).toHaveURL(new RegExp(`${href}$`));
    await tab.close();
    await expect(page).toHaveURL(/\/accounts(\?.*)?$/);

    // Keyboard: Tab reaches the rows; Enter on one opens it.
    await row.focus();
    await expect(row).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('no list is wider than its box at 1280 px, as management and as a partner admin', async ({ browser }) => {
    test.setTimeout(900_000);
    for (const who of ['management', 'partner-admin']) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await signInAndWait(page, who);
      // The list routes this user has (the menu's, and Tasks, reached from the dashboard).
      const menu = await menuRoutes(page);
      const routes = LIST_ROUTES.filter((r) => r === '/tasks' || menu.includes(r));
      let lists = 0;
      for (const route of routes) {
        await page.goto(route);
        if (route === '/permissions') await expect(page.locator('.ant-table-wrapper').first()).toBeVisible({ timeout: 90_000 });
        else await listLoaded(page);
        // The columns settle once the box is measured and the rows are in.
        await expect(page.locator('tr.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
        for (const m of await measureLists(page)) {
          lists++;
          expect(m.table, `${who} ${route} ${m.label}: table ${m.table} px in a ${m.box} px box`).toBeLessThanOrEqual(m.box);
          expect(m.scrolls, `${who} ${route} ${m.label} scrolls sideways`).toBe(false);
        }
      }
      expect(lists, `${who} saw list tables`).toBeGreaterThan(3);
      await context.close();
    }
  });

  test('skeleton rows until the first answer, never the empty text; then the rows', async ({ page }) => {
    test.setTimeout(180_000);
    await signInAndWait(page, 'management');
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    await page.route(/\/rest\/v1\/accounts\?/, async (route) => {
      if (route.request().method() === 'GET' && !held) {
        held = true;
        await released;
      }
      await route.continue();
    });
    await page.goto('/accounts');
    await expect(page.locator('.list-skeleton').first()).toBeVisible({ timeout: 90_000 });
    await expect(page.locator('.list-table-box[aria-busy="true"]')).toBeVisible();
    await expect(page.getByText('No accounts found')).toHaveCount(0);
    expect(held).toBe(true);
    release();
    await expect(firstRow(page)).toBeVisible();
    await expect(page.locator('.list-skeleton')).toHaveCount(0);
    await expect(page.getByText('No accounts found')).toHaveCount(0);
    await page.unroute(/\/rest\/v1\/accounts\?/);
  });

  test("the column chooser's choice survives a reload and is the user's own", async ({ page, browser }) => {
    const managementId = (await serviceSelect<{ id: string }>('profiles?email=eq.management%40demo.test&select=id'))[0].id;
    const clear = () => serviceRest(`/rest/v1/list_preferences?user_id=eq.${managementId}&list=eq.accounts`, { method: 'DELETE' });
    test.setTimeout(300_000);
    await clear();
    try {
      await signInAndWait(page, 'management');
      await page.goto('/accounts');
      await listLoaded(page);
      const table = page.locator('.list-table-box').first();
      await expect(table.getByRole('columnheader', { name: 'E-mail' })).toBeVisible();

      await table.getByRole('button', { name: 'Choose columns' }).click();
      const chooser = page.getByRole('group', { name: 'Columns to show' });
      await chooser.getByRole('checkbox', { name: 'E-mail' }).uncheck();
      await expect(table.getByRole('columnheader', { name: 'E-mail' })).toHaveCount(0);
      // Kept on the server (list_preferences), not only in this tab.
      await expect
        .poll(
          async () =>
            (
              await serviceSelect<{ hidden_columns: string[] }>(
                `list_preferences?user_id=eq.${managementId}&list=eq.accounts&select=hidden_columns`,
              )
            )[0]?.hidden_columns,
        )
        .toContain('contact_email');

      await page.reload();
      await listLoaded(page);
      await expect(table.getByRole('columnheader', { name: 'Account' })).toBeVisible();
      await expect(table.getByRole('columnheader', { name: 'E-mail' })).toHaveCount(0);

      // Another user's accounts list keeps its own columns.
      const other = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const otherPage = await other.newPage();
      await signInAndWait(otherPage, 'sales-rep');
      await otherPage.goto('/accounts');
      await listLoaded(otherPage);
      await expect(otherPage.locator('.list-table-box').first().getByRole('columnheader', { name: 'E-mail' })).toBeVisible();
      await other.close();

      // Reset columns: back to the defaults, on the server too.
      await table.getByRole('button', { name: 'Choose columns' }).click();
      await chooser.getByRole('button', { name: 'Reset columns' }).click();
      await expect(table.getByRole('columnheader', { name: 'E-mail' })).toBeVisible();
      await page.reload();
      await listLoaded(page);
      await expect(table.getByRole('columnheader', { name: 'E-mail' })).toBeVisible();
    } finally {
      await clear();
    }
  });
});

// The phone project (390 px, touch) runs these alone: a desktop has no cards to measure (@phone-only keeps
// them out of the desktop project, playwright.config.ts).
test.describe('lists on a phone', { tag: ['@phone', '@phone-only'] }, () => {
  test('@phone every list is full-width cards of at most four lines, and the page never scrolls sideways', async ({ page }) => {
    test.setTimeout(900_000);
    await signInAndWait(page, 'management');
    const viewport = page.viewportSize()!;
    const routes = LIST_ROUTES.filter((r) => r !== '/permissions');
    for (const route of routes) {
      await page.goto(route);
      await listLoaded(page);
      const cards = page.locator('.list-card');
      await expect(cards.first(), `${route} shows cards`).toBeVisible();
      const sizes = await cards.evaluateAll((els) =>
        els.map((card) => ({
          width: (card.closest('tr') ?? card).getBoundingClientRect().width,
          lines: card.querySelectorAll(':scope > .list-card-line').length,
        })),
      );
      for (const s of sizes) {
        expect(s.width, `${route}: a card ${s.width} px wide on a ${viewport.width} px phone`).toBeGreaterThanOrEqual(0.9 * viewport.width);
        expect(s.lines, `${route}: a card of ${s.lines} lines`).toBeLessThanOrEqual(4);
      }
      const page_ = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(page_.scroll, `${route} scrolls sideways`).toBeLessThanOrEqual(page_.client);
    }
  });

  test('@phone a card opens its record on a tap; its actions are in one "⋯" menu', async ({ page }) => {
    test.setTimeout(180_000);
    await signInAndWait(page, 'management');
    await page.goto('/accounts');
    await listLoaded(page);
    const card = firstRow(page);
    const name = (await card.locator('.list-row-link').innerText()).trim();
    await card
      .getByRole('button', { name: `Actions for ${name}` })
      .first()
      .click();
    await expect(page.getByRole('menuitem', { name: /Edit/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/accounts(\?.*)?$/);
    await card.locator('.list-card-fact').first().tap();
    await expect(page).toHaveURL(new RegExp(`/accounts/${UUID}$`));
  });

  test('@phone the filters are in a drawer behind a "Filters" button that counts them', async ({ page }) => {
    test.setTimeout(180_000);
    await signInAndWait(page, 'management');
    await page.goto('/contracts');
    await listLoaded(page);
    // Only the search box and the button on the page; the other filters in the drawer.
    await expect(page.getByLabel('Search contracts')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.locator('.list-filter-drawer');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('combobox', { name: 'Status' }).click();
    await page.locator('.ant-select-item-option[title="Active"]').click();
    await drawer.getByRole('button', { name: 'Show results' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters (1 set)' })).toBeVisible();
    await expect(page).toHaveURL(/status/);
    await listLoaded(page);
    const statuses = await page.locator('.list-card .list-card-status').allInnerTexts();
    expect(statuses.length).toBeGreaterThan(0);
    for (const s of statuses) expect(s).toContain('Active');
    const doc = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(doc.scroll).toBeLessThanOrEqual(doc.client);
  });
});
