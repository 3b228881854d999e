import { expect, test } from '@playwright/test';
import { E2E_API_URL } from './ports.ts';
import { DEMO_IDS, SERVICE_KEY, serviceRest, signInAndWait } from './support.ts';

/**
 * The dashboard's weather card shows what the scheduled job refresh-weather fetched: the weather
 * stand-in (local-supabase/weather) changes, the scheduler's clock passes a half hour (the e2e stack
 * runs pg_cron's jobs on a manual clock: POST /cron/api/clock), and the card shows the new weather
 * without a reload, with how old it is.
 */
async function service(method: string, path: string, body?: unknown) {
  const res = await fetch(`${E2E_API_URL}${path}`, {
    method,
    headers: { Authorization: `Bearer ${SERVICE_KEY}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.ok, `${method} ${path}: HTTP ${res.status}`).toBe(true);
  return res.status === 204 ? undefined : ((await res.json()) as unknown);
}

// Both tests write the weather rows: one after the other.
test.describe.configure({ mode: 'serial' });

test.afterEach(async () => {
  await service('DELETE', '/weather/api/conditions');
});

test('the weather card shows the weather the next scheduled refresh fetched, and how old it is', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAndWait(page, 'management');
  await page.goto('/dashboard');
  const card = page.getByTestId('weather-card');
  await expect(card).toBeVisible();
  await expect(card.locator('.ant-skeleton')).toHaveCount(0);

  // Weather nobody else sets: a temperature with a tenth, a condition of this test's own.
  const tag = Date.now().toString(36);
  const temp = (100 + (Date.now() % 200)) / 10;
  const condition = `Light drizzle ${tag}`;
  await service('PUT', '/weather/api/conditions', {
    current: { temp_c: temp, feelslike_c: temp - 2, humidity: 81, text: condition, code: 1153 },
    days: [{ maxtemp_c: temp + 3, mintemp_c: temp - 4, text: 'Patchy rain nearby' }],
  });
  // Nothing changes until the job runs.
  await expect(card).not.toContainText(condition);

  const moved = (await service('POST', '/cron/api/clock', { advance: '30 minutes' })) as { runs: { jobname: string; status: string }[] };
  expect(moved.runs.filter((r) => r.jobname === 'refresh-weather')).toEqual([expect.objectContaining({ status: 'succeeded' })]);

  // Live: the refresh shows without a reload.
  await expect(card).toContainText(condition);
  await expect(card.locator('.ant-statistic-content')).toHaveText(`${temp}°C`);
  await expect(card.getByTestId('weather-updated')).toHaveText(/^Updated (a few seconds|a minute) ago$/);
  await expect(card.getByTestId('weather-stale')).toHaveCount(0);

  // A reload shows the same: it is stored, not a message that passed by.
  await page.reload();
  await expect(page.getByTestId('weather-card')).toContainText(condition);
});

test('a refresh older than 3 hours shows a stale note; no weather shows an empty state, nothing made up', async ({ page }) => {
  test.setTimeout(90_000);
  // Every row the card may read for management (its organization's, else the default place's).
  const ids = ['weather', `weather:${DEMO_IDS.summit}`, `weather:${DEMO_IDS.coastal}`];
  const content = {
    location: 'Vancouver, BC, CA',
    timezone: 'America/Vancouver',
    fetched_at: new Date(Date.now() - 4 * 3_600_000).toISOString(),
    current: { temp: 3, feels_like: 1, humidity: 90, wind_kph: 12, condition: 'Freezing fog', code: 1147 },
    daily: [],
  };
  const put = await serviceRest('/rest/v1/api_content', {
    method: 'POST',
    headers: { prefer: 'resolution=merge-duplicates' },
    body: JSON.stringify(ids.map((id) => ({ id, content }))),
  });
  expect(put.ok, `upsert: HTTP ${put.status}`).toBe(true);

  await signInAndWait(page, 'management');
  await page.goto('/dashboard');
  const card = page.getByTestId('weather-card');
  await expect(card).toContainText('Freezing fog');
  await expect(card.getByTestId('weather-updated')).toHaveText('Updated 4 hours ago');
  await expect(card.getByTestId('weather-stale')).toHaveText('Not refreshed for more than 3 hours: the weather may have changed since.');

  const gone = await serviceRest(`/rest/v1/api_content?id=in.(${ids.map((id) => `"${id}"`).join(',')})`, { method: 'DELETE' });
  expect(gone.status).toBe(204);
  await page.reload();
  await expect(page.getByTestId('weather-card')).toContainText('No weather yet: it is fetched from the weather service every 30 minutes.');
  await expect(page.getByTestId('weather-card').locator('.ant-statistic')).toHaveCount(0);
});
