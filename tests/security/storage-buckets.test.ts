/**
 * Buckets are the service role's: no demo login (nor anon) may empty, create, update or delete
 * one. storage-api v1.60.2 authorises `empty` through RLS as the caller and then deletes every
 * object as superuser, so the refusal must come from the project's policies; afterwards the
 * bucket's settings and objects in every folder kind must be exactly as before.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, serviceClient } from '../backend/helpers.ts';
import { ACTORS, as, type Actor } from './actors.ts';
import { BUCKET } from './storage-support.ts';

const summit = DEMO.organizations.summit;
let svc: SupabaseClient;
const clients = new Map<Actor, SupabaseClient>();
/** One object in each folder kind, with its bytes. */
const sentinels = new Map<string, string>();
const spare = `sec-spare-${randomUUID().slice(0, 8)}`;

async function bucketRow(id: string) {
  const { data } = await svc.storage.getBucket(id);
  return data ? { public: data.public, file_size_limit: data.file_size_limit, allowed_mime_types: data.allowed_mime_types } : null;
}

beforeAll(async () => {
  svc = serviceClient();
  for (const actor of ACTORS) clients.set(actor, await as(actor));
  const folders = [
    `${summit}/accounts/${DEMO.account(3)}`,
    `${DEMO.organizations.coastal}/accounts/${DEMO.account(40)}`,
    `${summit}/profiles/${DEMO.users.management}`,
    `${summit}/organizations/${summit}`,
    `${summit}/zips`,
  ];
  for (const folder of folders) {
    const path = `${folder}/sentinel-${randomUUID()}.bin`;
    const body = `sentinel ${randomUUID()}`;
    const owner = folder.endsWith('/zips') ? clients.get('company-admin')! : svc;
    expect((await owner.storage.from(BUCKET).upload(path, body, { contentType: 'text/plain' })).error).toBeNull();
    sentinels.set(path, body);
  }
  expect((await svc.storage.createBucket(spare, { public: false })).error).toBeNull();
});

afterAll(async () => {
  await svc.storage.from(BUCKET).remove([...sentinels.keys()]);
  await svc.storage.deleteBucket(spare);
});

async function nothingChanged(before: Awaited<ReturnType<typeof bucketRow>>) {
  expect(await bucketRow(BUCKET)).toEqual(before);
  expect(await bucketRow(spare)).toEqual({ public: false, file_size_limit: null, allowed_mime_types: null });
  for (const [path, body] of sentinels) {
    const { data } = await svc.storage.from(BUCKET).download(path);
    expect(data ? await data.text() : `missing: ${path}`).toBe(body);
  }
}

describe('storage: buckets are the service role’s', () => {
  it.each(ACTORS.map((a) => [a]))('%s can neither empty, create, update nor delete a bucket', async (actor) => {
    const api = clients.get(actor)!.storage;
    const before = await bucketRow(BUCKET);

    const emptied = await api.emptyBucket(BUCKET);
    expect(emptied.error).not.toBeNull();
    await nothingChanged(before);

    const made = `sec-${actor}-${randomUUID().slice(0, 8)}`;
    expect((await api.createBucket(made, { public: true })).error).not.toBeNull();
    expect(await bucketRow(made)).toBeNull();

    const updated = await api.updateBucket(BUCKET, { public: true, fileSizeLimit: null, allowedMimeTypes: ['text/html'] });
    expect(updated.error).not.toBeNull();
    expect((await api.updateBucket(spare, { public: true })).error).not.toBeNull();

    expect((await api.deleteBucket(spare)).error).not.toBeNull();
    expect((await api.deleteBucket(BUCKET)).error).not.toBeNull();
    await nothingChanged(before);
  });

  it('the organizations bucket stays private, 50 MiB per file, with its list of allowed types', async () => {
    const row = await bucketRow(BUCKET);
    expect(row).toMatchObject({ public: false, file_size_limit: 52_428_800 });
    expect(row?.allowed_mime_types).toEqual(expect.arrayContaining(['application/pdf', 'application/octet-stream', 'image/png']));
    for (const active of ['text/html', 'image/svg+xml', 'application/xhtml+xml', 'text/xml', 'application/xml', 'text/javascript'])
      expect(row?.allowed_mime_types).not.toContain(active);
  });
});
