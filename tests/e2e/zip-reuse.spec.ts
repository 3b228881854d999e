import { expect, test, type Page } from '@playwright/test';
import { E2E_API_URL } from './ports.ts';
import { DEMO_IDS, SERVICE_KEY, serviceRest, signInAndWait } from './support.ts';

/**
 * Issue 24 item 7: a zip is derived data. The same request (same files, same versions) a second time
 * is served from the zip the first one stored ({org}/zips/{user}/{hash}.zip, src/lib/zip-plan.ts):
 * nothing built or uploaded again, one object, and the organization's storage meter unchanged.
 * On a desktop (sales-rep-2, Coastal) and a 390 px phone (sales-rep, Summit): each project its own
 * organization, so that the two, run side by side, do not see each other's zips.
 */
const SETUPS = {
  desktop: {
    login: 'sales-rep-2',
    user: 'a0000000-0000-4000-8000-000000000009',
    org: DEMO_IDS.coastal,
    partner: 'c0000000-0000-4000-8000-000000000003',
  },
  phone: { login: 'sales-rep', user: DEMO_IDS.salesRep, org: DEMO_IDS.summit, partner: DEMO_IDS.brightline },
} as const;

interface Listed {
  name: string;
  id: string | null;
  updated_at: string | null;
  metadata: { size?: number } | null;
}

/** The objects in a folder of bucket organizations, as the service role lists them. */
async function listFolder(prefix: string): Promise<Listed[]> {
  const res = await serviceRest('/storage/v1/object/list/organizations', {
    method: 'POST',
    body: JSON.stringify({ prefix, limit: 1000, offset: 0, sortBy: { column: 'name', order: 'asc' } }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as Listed[]).filter((o) => o.id !== null);
}

/** An account of the rep's with two stored files (objects and rows), made for this test. */
async function accountWithFiles(setup: (typeof SETUPS)[keyof typeof SETUPS]): Promise<string> {
  const created = await serviceRest('/rest/v1/accounts?select=id', {
    method: 'POST',
    headers: { prefer: 'return=representation' },
    body: JSON.stringify({
      organization_id: setup.org,
      partner_id: setup.partner,
      sales_rep: setup.user,
      account_name: `Zip Twice ${Date.now().toString(36)}`,
    }),
  });
  expect(created.status).toBe(201);
  const [{ id }] = (await created.json()) as { id: string }[];
  for (const [i, text] of ['first meter reading', 'second meter reading'].entries()) {
    const path = `${setup.org}/accounts/${id}/reading-${i}.txt`;
    // Not serviceRest: it sends every body as JSON.
    const put = await fetch(`${E2E_API_URL}/storage/v1/object/organizations/${path}`, {
      method: 'POST',
      headers: { apikey: SERVICE_KEY, authorization: `Bearer ${SERVICE_KEY}`, 'content-type': 'text/plain' },
      body: text,
    });
    expect(put.status).toBe(200);
    const row = await serviceRest('/rest/v1/files', {
      method: 'POST',
      body: JSON.stringify({
        organization_id: setup.org,
        account_id: id,
        file_name: `reading-${i}.txt`,
        file_size: text.length,
        path,
      }),
    });
    expect(row.status).toBe(201);
  }
  return id;
}

const filesCard = (page: Page) => page.locator('[data-testid=file-manager-files][data-entity=accounts]');

async function openAccountFiles(page: Page, id: string) {
  await page.goto(`/accounts/${id}`);
  const tab = page.getByRole('tab', { name: 'Files', exact: true });
  await expect(filesCard(page).or(tab).first()).toBeVisible({ timeout: 45_000 });
  if (!(await filesCard(page).isVisible())) await tab.click();
  await expect(filesCard(page).getByTestId('file-name')).toHaveCount(2);
}

/** The storage meter's reading ("3%"), once loaded. */
async function meter(page: Page): Promise<string> {
  const usage = filesCard(page).getByTestId('storage-usage');
  await expect(usage).toHaveText(/\d+%/);
  return /\d+%/.exec(await usage.innerText())![0];
}

/** Clicks "Download all as zip", waits for the link; the object path it signs. */
async function zipAll(page: Page): Promise<string> {
  await filesCard(page).getByRole('button', { name: 'Download all as zip' }).click();
  const link = page.getByTestId('zip-link');
  await expect(link).toBeVisible({ timeout: 60_000 });
  const href = (await link.getAttribute('href'))!;
  const path = decodeURIComponent(new URL(href).pathname.replace(/^.*\/object\/sign\/organizations\//, ''));
  await page.locator('.ant-modal-footer').getByRole('button', { name: 'Close', exact: true }).click();
  return path;
}

test(
  'downloading the same files as zip twice stores one zip, and the storage meter does not move',
  { tag: ['@phone'] },
  async ({ page }, info) => {
    test.setTimeout(150_000);
    const setup = info.project.name === 'phone' ? SETUPS.phone : SETUPS.desktop;
    const id = await accountWithFiles(setup);
    const folder = `${setup.org}/zips/${setup.user}`;
    const before = await listFolder(folder);

    await signInAndWait(page, setup.login);
    await openAccountFiles(page, id);
    const used = await meter(page);

    const first = await zipAll(page);
    expect(first).toMatch(new RegExp(`^${folder}/[0-9a-f]{64}\\.zip$`));
    const once = await listFolder(folder);
    expect(once.map((o) => o.name).sort()).toEqual([...before.map((o) => o.name), first.split('/').pop()!].sort());
    const stored = once.find((o) => `${folder}/${o.name}` === first)!;

    // The same request again: the same object, not uploaded again (same id, same last change).
    const second = await zipAll(page);
    expect(second).toBe(first);
    const twice = await listFolder(folder);
    expect(twice).toHaveLength(once.length);
    expect(twice.find((o) => `${folder}/${o.name}` === first)).toMatchObject({ id: stored.id, updated_at: stored.updated_at });

    // What the organization's storage meter says after a fresh load: as before the zips.
    await page.reload();
    await expect(filesCard(page).getByTestId('file-name')).toHaveCount(2);
    expect(await meter(page)).toBe(used);
  },
);
