/**
 * What the file manager relies on from bucket `organizations`, beyond tests/backend/rls-storage.test.ts
 * (which covers each role × upload/download/remove in an account folder at home and abroad):
 * the quota refused by storage itself, zip folders, other entity folders, the row written after the
 * object, and uploaders taking back their own unclaimed objects without files.DELETE.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, serviceClient, signIn } from './helpers.ts';

const BUCKET = 'organizations';
const QUOTA = 5_368_709_120;
const HOME_ACCOUNT = `${DEMO.organizations.summit}/accounts/${DEMO.account(3)}`;

let svc: SupabaseClient;
const as = new Map<string, SupabaseClient>();
const client = (who: string) => as.get(who)!;

beforeAll(async () => {
  svc = serviceClient();
  for (const who of ['management', 'company-admin', 'sales-rep', 'sales-rep-2', 'partner-admin', 'regional', 'affiliate-admin']) {
    as.set(who, await signIn(`${who}@demo.test`));
  }
});

const exists = async (path: string) => {
  const cut = path.lastIndexOf('/');
  const { data } = await svc.storage.from(BUCKET).list(path.slice(0, cut), { search: path.slice(cut + 1) });
  return (data ?? []).some((o) => o.name === path.slice(cut + 1));
};

describe('quota, refused by storage itself', () => {
  const org = randomUUID();
  const account = randomUUID();
  beforeAll(async () => {
    expect((await svc.from('organizations').insert({ id: org, name: 'Quota test org' })).error).toBeNull();
    expect((await svc.from('accounts').insert({ id: account, organization_id: org, account_name: 'Quota test account' })).error).toBeNull();
  });
  afterAll(async () => {
    const { data } = await svc.storage.from(BUCKET).list(`${org}/accounts/${account}`);
    await svc.storage.from(BUCKET).remove((data ?? []).map((o) => `${org}/accounts/${account}/${o.name}`));
    await svc.from('organizations').delete().eq('id', org);
  });

  it('an upload that would pass 5 GiB is refused; one that fits is stored and counted', async () => {
    expect((await svc.rpc('fx_set_organization_storage', { org, used: QUOTA - 100 })).error).toBeNull();
    const folder = `${org}/accounts/${account}`;
    const over = await client('management')
      .storage.from(BUCKET)
      .upload(`${folder}/over.txt`, 'x'.repeat(101), { contentType: 'text/plain' });
    expect(over.error).toMatchObject({ statusCode: '403' });
    expect(over.error?.message).toMatch(/past its 5 GiB storage quota/);
    expect(await exists(`${folder}/over.txt`)).toBe(false);

    const fits = await client('management')
      .storage.from(BUCKET)
      .upload(`${folder}/fits.txt`, 'x'.repeat(100), { contentType: 'text/plain' });
    expect(fits.error).toBeNull();
    const { data: used } = await client('management').rpc('get_organization_storage', { param_org_id: org });
    expect(used).toBe(QUOTA);
    // Full: even one byte more is refused…
    const byte = await client('management').storage.from(BUCKET).upload(`${folder}/byte.txt`, 'x', { contentType: 'text/plain' });
    expect(byte.error).toMatchObject({ statusCode: '403' });
    // …but a zip is derived data, outside the quota (its own allowance: tests/security/storage-quota.test.ts).
    const zipPath = `${org}/zips/${randomUUID()}.zip`;
    const zip = await client('management').storage.from(BUCKET).upload(zipPath, 'z', { contentType: 'application/zip' });
    expect(zip.error).toBeNull();
    expect((await client('management').rpc('get_organization_storage', { param_org_id: org })).data).toBe(QUOTA);
    await client('management').storage.from(BUCKET).remove([zipPath]);
  });
});

describe('zip folder {org}/zips', () => {
  // A zip holds documents of many accounts (an admin's zip: other partners' files): only its creator reaches it.
  it('any member uploads a zip; only its creator reads, signs, lists, overwrites and removes it', async () => {
    const path = `${DEMO.organizations.summit}/zips/${randomUUID()}.zip`;
    const name = path.split('/').pop()!;
    // sales-rep has no files.DELETE, yet removes their zip (spec: cancel leaves nothing behind).
    expect((await client('sales-rep').storage.from(BUCKET).upload(path, 'PK', { contentType: 'application/zip' })).error).toBeNull();
    expect((await client('sales-rep').storage.from(BUCKET).download(path)).error).toBeNull();
    expect((await client('sales-rep').storage.from(BUCKET).createSignedUrl(path, 60)).error).toBeNull();
    for (const other of ['sales-rep-2', 'partner-admin', 'company-admin', 'management']) {
      const api = client(other).storage.from(BUCKET);
      expect((await api.download(path)).error).not.toBeNull();
      expect((await api.createSignedUrl(path, 60)).error).not.toBeNull();
      expect((await api.list(`${DEMO.organizations.summit}/zips`, { search: name })).data ?? []).toEqual([]);
      expect((await api.upload(path, 'evil', { upsert: true, contentType: 'application/zip' })).error).not.toBeNull();
      expect((await api.remove([path])).data ?? []).toEqual([]);
      expect(await exists(path)).toBe(true);
    }
    expect(await (await svc.storage.from(BUCKET).download(path)).data?.text()).toBe('PK');
    const foreign = `${DEMO.organizations.coastal}/zips/${randomUUID()}.zip`;
    expect((await client('sales-rep').storage.from(BUCKET).upload(foreign, 'PK', { contentType: 'application/zip' })).error).not.toBeNull();
    const removed = await client('sales-rep').storage.from(BUCKET).remove([path]);
    expect(removed.data?.map((o) => o.name)).toEqual([path]);
    expect(await exists(path)).toBe(false);
  });

  // The portal stores a zip at {org}/zips/{user}/{hash of what it holds}.zip, a path a colleague can
  // compute: if they could write there first, the user would never get that zip (issue 24 item 7).
  // Upload, upsert, copy and move: tests/security/storage-objects.test.ts ("zips/ (sales rep's folder)").
  it('nobody else writes in a user’s zip folder {org}/zips/{user id}/, not through a signed upload URL either', async () => {
    const org = DEMO.organizations.summit;
    const squat = `${org}/zips/${DEMO.users.salesRep}/${randomUUID()}.zip`;
    for (const other of ['sales-rep-2', 'company-admin', 'management']) {
      const api = client(other).storage.from(BUCKET);
      expect((await api.upload(squat, 'evil', { contentType: 'application/zip' })).error, other).toMatchObject({ statusCode: '403' });
      const signed = await api.createSignedUploadUrl(squat);
      if (!signed.error) expect((await api.uploadToSignedUrl(squat, signed.data.token, 'evil')).error, other).not.toBeNull();
      expect(await exists(squat), other).toBe(false);
    }
    const rep = client('sales-rep').storage.from(BUCKET);
    // Nor a folder deeper down, not even in the user's own.
    const deeper = `${org}/zips/${DEMO.users.salesRep}/deeper/${randomUUID()}.zip`;
    expect((await rep.upload(deeper, 'PK', { contentType: 'application/zip' })).error).toMatchObject({ statusCode: '403' });
    // The user writes there, and reads what is theirs alone to read.
    expect((await rep.upload(squat, 'PK', { contentType: 'application/zip' })).error).toBeNull();
    expect(await (await rep.download(squat)).data?.text()).toBe('PK');
    expect((await client('sales-rep-2').storage.from(BUCKET).download(squat)).error).not.toBeNull();
    expect((await rep.remove([squat])).data?.map((o) => o.name)).toEqual([squat]);
  });
});

describe('entity folders other than accounts follow their row', () => {
  it('a pricing request folder: its account’s sales rep may upload, the other organization’s may not', async () => {
    const pr = async (account: string) => {
      const { data, error } = await svc.from('pricing_requests').insert({ account_id: account, name: 'Files test' }).select('id').single();
      expect(error).toBeNull();
      return data as { id: string };
    };
    const home = await pr(DEMO.account(3));
    const foreign = await pr(DEMO.account(40));
    const homePath = `${DEMO.organizations.summit}/pricing_requests/${home.id}/${randomUUID()}.pdf`;
    const foreignPath = `${DEMO.organizations.coastal}/pricing_requests/${foreign.id}/${randomUUID()}.pdf`;
    const up = (p: string) => client('sales-rep').storage.from(BUCKET).upload(p, '%PDF-1.4', { contentType: 'application/pdf' });
    expect((await up(homePath)).error).toBeNull();
    expect((await up(foreignPath)).error).not.toBeNull();
    // A pricing request filed under the wrong organization folder is refused too.
    expect((await up(`${DEMO.organizations.coastal}/pricing_requests/${home.id}/${randomUUID()}.pdf`)).error).not.toBeNull();
    // An unknown entity folder is refused to members who are not org-wide.
    const odd = await client('partner-admin')
      .storage.from(BUCKET)
      .upload(`${DEMO.organizations.summit}/secrets/${DEMO.account(3)}/x.txt`, 'x');
    expect(odd.error).not.toBeNull();
    await svc.storage.from(BUCKET).remove([homePath]);
    await svc.from('pricing_requests').delete().in('id', [home.id, foreign.id]);
  });
});

describe('row after object, and clean-up of unclaimed uploads', () => {
  it('each uploading role writes the row after the object, with every column; the row reads back', async () => {
    for (const who of ['management', 'company-admin', 'partner-admin', 'regional', 'sales-rep', 'affiliate-admin']) {
      const path = `${HOME_ACCOUNT}/${who}-${randomUUID()}.txt`;
      expect(
        (await client(who).storage.from(BUCKET).upload(path, 'bill', { contentType: 'text/plain', cacheControl: '28800' })).error,
      ).toBeNull();
      const { data: signed } = await client(who).storage.from(BUCKET).createSignedUrl(path, 52_560_000);
      const me = (await client(who).auth.getUser()).data.user!.id;
      const { data: row, error } = await client(who)
        .from('files')
        .insert({
          account_id: DEMO.account(3),
          organization_id: DEMO.organizations.summit,
          profile_id: me,
          type: 'INVOICES',
          file_name: 'bill.txt',
          file_size: 4,
          path,
          url: signed!.signedUrl,
          thumb_path: null,
          thumb_file_size: null,
        })
        .select()
        .single();
      expect(error, who).toBeNull();
      expect(row).toMatchObject({ path, profile_id: me, organization_id: DEMO.organizations.summit, file_size: 4, created_by: me });
      // The stored signed URL serves the bytes to whoever holds it; the object keeps its cache-control.
      const res = await fetch(signed!.signedUrl);
      expect(await res.text()).toBe('bill');
      expect(res.headers.get('cache-control')).toBe('max-age=28800');
      await svc.from('files').delete().eq('id', row!.id);
      await svc.storage.from(BUCKET).remove([path]);
    }
  });

  it('an uploader without files.DELETE removes their own object while no row claims it, not after', async () => {
    const rep = client('sales-rep');
    const orphan = `${HOME_ACCOUNT}/orphan-${randomUUID()}.txt`;
    expect((await rep.storage.from(BUCKET).upload(orphan, 'x')).error).toBeNull();
    expect((await rep.storage.from(BUCKET).remove([orphan])).data?.map((o) => o.name)).toEqual([orphan]);
    expect(await exists(orphan)).toBe(false);

    const claimed = `${HOME_ACCOUNT}/claimed-${randomUUID()}.txt`;
    const thumb = `${HOME_ACCOUNT}/thumbnails/claimed-${randomUUID()}.png`;
    expect((await rep.storage.from(BUCKET).upload(claimed, 'x')).error).toBeNull();
    expect((await rep.storage.from(BUCKET).upload(thumb, 'x')).error).toBeNull();
    const { data: row } = await rep
      .from('files')
      .insert({ account_id: DEMO.account(3), file_name: 'claimed.txt', path: claimed, thumb_path: thumb })
      .select('id')
      .single();
    await rep.storage.from(BUCKET).remove([claimed, thumb]);
    expect(await exists(claimed)).toBe(true);
    expect(await exists(thumb)).toBe(true);
    // …nor may they delete the row (files.DELETE), so the file stays whole.
    expect((await rep.from('files').delete().eq('id', row!.id).select('id')).data).toEqual([]);
    await svc.from('files').delete().eq('id', row!.id);
    await svc.storage.from(BUCKET).remove([claimed, thumb]);
  });

  it('nobody takes back someone else’s unclaimed upload without files.DELETE', async () => {
    const path = `${HOME_ACCOUNT}/theirs-${randomUUID()}.txt`;
    expect((await client('partner-admin').storage.from(BUCKET).upload(path, 'x')).error).toBeNull();
    await client('sales-rep').storage.from(BUCKET).remove([path]);
    expect(await exists(path)).toBe(true);
    await svc.storage.from(BUCKET).remove([path]);
  });

  it('with files.DELETE: the row goes first, then object and thumbnail', async () => {
    const admin = client('partner-admin');
    const path = `${HOME_ACCOUNT}/gone-${randomUUID()}.png`;
    const thumb = `${HOME_ACCOUNT}/thumbnails/gone-${randomUUID()}.png`;
    await svc.storage.from(BUCKET).upload(path, 'x');
    await svc.storage.from(BUCKET).upload(thumb, 'x');
    const { data: row } = await svc
      .from('files')
      .insert({ account_id: DEMO.account(3), file_name: 'gone.png', path, thumb_path: thumb })
      .select('id')
      .single();
    expect((await admin.from('files').delete().eq('id', row!.id).select('id')).data).toEqual([{ id: row!.id }]);
    expect((await admin.storage.from(BUCKET).remove([path, thumb])).data?.length).toBe(2);
    expect(await exists(path)).toBe(false);
    expect(await exists(thumb)).toBe(false);
  });
});
