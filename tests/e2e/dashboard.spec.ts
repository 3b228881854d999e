import { expect, test, type Request } from '@playwright/test';
import { E2E_API_URL } from './ports.ts';
import { countsBetween, listTotal, serviceCount, signInAndWait } from './support.ts';

/** The count a tile shows ('Open pricing requests: 12' is its label). */
async function tileCount(page: import('@playwright/test').Page, label: string): Promise<number> {
  const tile = page.locator('.dashboard-stat', { hasText: label });
  await expect(tile).toHaveAttribute('aria-label', new RegExp(`^${label}: \\d+$`));
  await expect(tile.locator('.ant-skeleton')).toHaveCount(0);
  return Number((await tile.getAttribute('aria-label'))!.split(': ')[1]);
}

test('the dashboard shows the totals of the lists its tiles link to', async ({ page }) => {
  // Other journeys make and submit drafts meanwhile: each count is read between the service role's.
  const draftCount = () => serviceCount('matrix_submissions', 'status=eq.draft');
  await signInAndWait(page, 'management');
  const [drafts] = await countsBetween([draftCount], async () => {
    await page.goto('/dashboard');
    return [await tileCount(page, 'Draft')];
  });
  expect(drafts).toBeGreaterThan(0);
  await countsBetween([draftCount], async () => {
    await page.locator('.dashboard-stat', { hasText: 'Draft' }).click();
    await expect(page).toHaveURL(/\/matrix-submissions\?.*status/);
    return [await listTotal(page)];
  });
});

/** Requests to the API while `act` runs (preflights left out), with when each started and ended. */
async function apiRequests(page: import('@playwright/test').Page, act: () => Promise<void>) {
  const seen: { call: string; start: number; end: number }[] = [];
  const started = new Map<Request, number>();
  const onRequest = (r: Request) => {
    if (r.url().startsWith(E2E_API_URL) && r.method() !== 'OPTIONS') started.set(r, Date.now());
  };
  const onDone = (r: Request) => {
    const start = started.get(r);
    if (start !== undefined) seen.push({ call: `${r.method()} ${new URL(r.url()).pathname}`, start, end: Date.now() });
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  await act();
  page.off('request', onRequest);
  page.off('requestfinished', onDone);
  page.off('requestfailed', onDone);
  return seen.sort((a, b) => a.start - b.start);
}

/** Round trips: a request that starts only after every request of the current wave has ended begins the next wave. */
function waves(requests: { start: number; end: number }[]): number {
  let count = 0;
  let waveEnd = -Infinity;
  for (const r of requests) {
    if (r.start >= waveEnd) {
      count += 1;
      waveEnd = r.end;
    } else waveEnd = Math.max(waveEnd, r.end);
  }
  return count;
}

test("the dashboard's numbers, news and weather come in 3 requests sent together", async ({ page }) => {
  await signInAndWait(page, 'management');
  await page.goto('/settings');
  // The settings page has loaded what it shows (its e-mail from Auth, the header's organizations):
  // "network idle" alone can come in a CPU-bound pause of a loaded machine, before those are asked for.
  await expect(page.getByTestId('current-email')).toHaveText('management@demo.test');
  await expect(page.getByTestId('organization-switcher')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Every API answer is held back 300 ms from here on, as over a real network: requests the page sends
  // without waiting for one another then overlap however the machine's CPU slices the render, and a
  // request that waits for another's answer starts a wave of its own.
  await page.route(`${E2E_API_URL}/**`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  // Opened from the menu, as a user does: the shell is loaded; the route guard re-reads the profile
  // and permissions (every navigation does), then the page asks for its data.
  const requests = await apiRequests(page, async () => {
    await page.locator('.ant-layout-sider').getByRole('link', { name: 'Dashboard' }).click();
    await tileCount(page, 'Open pricing requests');
    await tileCount(page, 'In 180 days');
    await expect(page.getByRole('main').getByText('Latest News')).toBeVisible();
    await page.waitForLoadState('networkidle');
  });
  const summary = requests.map((r) => r.call).join('\n');
  const content = requests.filter((r) => !/\/rest\/v1\/(profiles|rpc\/my_permissions)$/.test(r.call));
  expect(content.map((r) => r.call).sort(), summary).toEqual([
    'GET /rest/v1/api_content',
    'GET /rest/v1/news',
    'GET /rest/v1/rpc/dashboard_tiles',
  ]);
  expect(waves(content), 'the three are sent together: one round trip').toBe(1);
  expect(waves(requests), `the whole navigation, the guard's check included:\n${summary}`).toBeLessThanOrEqual(3);
});
