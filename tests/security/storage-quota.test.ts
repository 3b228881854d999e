/**
 * The 5 GiB storage quota on every path, under concurrency (issue 25 §2; migration
 * 20261128101000_storage_quota_every_path, docs/files.md "Quota", docs/security.md "Storage").
 *
 * The red team passed the quota three ways: a chunked upload (no Content-Length: the check saw 0
 * bytes), a signed upload URL (checked with the signing request's metadata, then the PUT ran
 * unchecked) and ten parallel 1 MB uploads with 1.5 MB left (two or three stored). Here every door that
 * stores bytes is tried against an organization with little room left — raw and multipart uploads,
 * with and without Content-Length, upsert, signed upload URL (PUT with and without Content-Length),
 * copy, move from another organization, the service role that edge functions use — and the ten
 * parallel uploads, raw and chunked. After each: the refusal is hosted storage-api's shape (HTTP 400,
 * statusCode "403", AccessDenied) with a message that says it is the quota, nothing was stored, and the
 * organization's usage did not move. Zips do not count (issue 24 §7) but have an allowance of their own.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { anonClient, env } from '../backend/helpers.ts';
import { must, service } from './actors.ts';
import { freshEmail } from './targets.ts';

const BUCKET = 'organizations';
const QUOTA = 5_368_709_120;
const MB = 1_048_576;
const QUOTA_TEXT = /past its 5 GiB storage quota/;

interface Place {
  org: string;
  folder: string;
  client: SupabaseClient;
  token: string;
}

const orgs: string[] = [];

/** A fresh organization with an account, and a company admin of it (signed in). */
async function place(extraOrgs: string[] = []): Promise<Place> {
  const org = randomUUID();
  const account = randomUUID();
  orgs.push(org);
  await must(
    service()
      .from('organizations')
      .insert({ id: org, name: `Quota ${org.slice(0, 8)}` }),
  );
  await must(service().from('accounts').insert({ id: account, organization_id: org, account_name: 'Quota account' }));
  const email = freshEmail('quota');
  const password = `pw-${randomUUID()}`;
  const { data, error } = await service().auth.admin.createUser({ email, password, email_confirm: true });
  if (error || !data.user) throw new Error(`createUser failed: ${error?.message}`);
  await must(
    service().from('profiles').insert({ id: data.user.id, role: 1, last_organization: org, first_name: 'Quota', last_name: 'Admin' }),
  );
  await must(
    service()
      .from('assigned_organizations')
      .upsert(
        [org, ...extraOrgs].map((organization) => ({ profile: data.user.id, organization })),
        { onConflict: 'profile,organization' },
      ),
  );
  const client = anonClient();
  const signIn = await client.auth.signInWithPassword({ email, password });
  if (signIn.error || !signIn.data.session) throw new Error(`sign-in failed: ${signIn.error?.message}`);
  return { org, folder: `${org}/accounts/${account}`, client, token: signIn.data.session.access_token };
}

afterAll(async () => {
  for (const org of orgs) {
    const { data } = await service().storage.from(BUCKET).list(org, { limit: 1000 });
    for (const entry of data ?? []) {
      const { data: inner } = await service().storage.from(BUCKET).list(`${org}/${entry.name}`, { limit: 1000 });
      for (const sub of inner ?? []) {
        const { data: files } = await service().storage.from(BUCKET).list(`${org}/${entry.name}/${sub.name}`, { limit: 1000 });
        const paths = (files ?? []).map((f) => `${org}/${entry.name}/${sub.name}/${f.name}`);
        if (paths.length) await service().storage.from(BUCKET).remove(paths);
      }
      if (entry.id)
        await service()
          .storage.from(BUCKET)
          .remove([`${org}/${entry.name}`]);
    }
    await service().from('organizations').delete().eq('id', org);
  }
});

const setUsed = async (org: string, used: number) => must(service().rpc('fx_set_organization_storage', { org, used }));
const setZipsUsed = async (org: string, used: number) => must(service().rpc('fx_set_organization_zip_storage', { org, used }));
const usedBy = async (p: Place) => {
  const { data, error } = await p.client.rpc('get_organization_storage', { param_org_id: p.org });
  expect(error).toBeNull();
  return Number(data);
};
const exists = async (path: string) => {
  const cut = path.lastIndexOf('/');
  const { data } = await service()
    .storage.from(BUCKET)
    .list(path.slice(0, cut), { search: path.slice(cut + 1) });
  return (data ?? []).some((o) => o.name === path.slice(cut + 1));
};
const body = (bytes: number) => Buffer.alloc(bytes, 0x61);

interface Answer {
  status: number;
  json: Record<string, unknown>;
}

/** A raw HTTP request to Storage; `chunked` sends the body without Content-Length (Transfer-Encoding: chunked). */
function send(
  method: string,
  path: string,
  token: string | null,
  payload: Buffer,
  opts: { chunked?: boolean; headers?: Record<string, string> } = {},
) {
  const url = new URL(`${env().url}/storage/v1/${path}`);
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        headers: {
          apikey: env().anonKey,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          'content-type': 'application/octet-stream',
          ...(opts.chunked ? {} : { 'content-length': String(payload.length) }),
          ...opts.headers,
        },
      },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('end', () => {
          const text = Buffer.concat(parts).toString('utf8');
          resolve({ status: res.statusCode ?? 0, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} });
        });
      },
    );
    req.on('error', reject);
    if (opts.chunked) {
      // Several chunks, as a streaming client sends them.
      for (let at = 0; at < payload.length; at += 64 * 1024) req.write(payload.subarray(at, at + 64 * 1024));
      req.end();
    } else req.end(payload);
  });
}

/** Hosted storage-api's refusal: HTTP 400, the real status as a string, AccessDenied, the quota's own text. */
function expectQuotaRefusal(a: Answer | { error: unknown }) {
  if ('status' in a) {
    expect(a.status, JSON.stringify(a.json)).toBe(400);
    expect(a.json).toMatchObject({ statusCode: '403', code: 'AccessDenied', error: 'Unauthorized' });
    expect(a.json.message).toMatch(QUOTA_TEXT);
  } else {
    expect(a.error, 'refused').toBeTruthy();
    expect(a.error).toMatchObject({ statusCode: '403' });
    expect((a.error as Error).message).toMatch(QUOTA_TEXT);
  }
}

describe('every door that stores bytes, with half a megabyte left', () => {
  it('an upload with Content-Length: refused before a byte is read, with the quota message', async () => {
    const p = await place();
    await setUsed(p.org, QUOTA - MB / 2);
    const path = `${p.folder}/declared.bin`;
    expectQuotaRefusal(await send('POST', `object/${BUCKET}/${path}`, p.token, body(MB)));
    expect(await exists(path)).toBe(false);
    expect(await usedBy(p)).toBe(QUOTA - MB / 2);
  });

  it('a chunked upload (no Content-Length): its real bytes are counted, and it is refused', async () => {
    const p = await place();
    await setUsed(p.org, QUOTA - MB / 2);
    const path = `${p.folder}/chunked.bin`;
    expectQuotaRefusal(await send('POST', `object/${BUCKET}/${path}`, p.token, body(MB), { chunked: true }));
    expect(await exists(path)).toBe(false);
    expect(await usedBy(p)).toBe(QUOTA - MB / 2);
  });

  it('a multipart (form) upload, as browsers send it: refused', async () => {
    const p = await place();
    await setUsed(p.org, QUOTA - MB / 2);
    const path = `${p.folder}/form.bin`;
    const form = new FormData();
    form.append('cacheControl', '3600');
    form.append('', new Blob([body(MB)], { type: 'application/octet-stream' }), 'form.bin');
    const res = await fetch(`${env().url}/storage/v1/object/${BUCKET}/${path}`, {
      method: 'POST',
      headers: { apikey: env().anonKey, authorization: `Bearer ${p.token}` },
      body: form,
    });
    expectQuotaRefusal({ status: res.status, json: (await res.json()) as Record<string, unknown> });
    expect(await exists(path)).toBe(false);
    expect(await usedBy(p)).toBe(QUOTA - MB / 2);
  });

  it('an upsert over a smaller object, chunked: refused, and the old object stays as it was', async () => {
    const p = await place();
    const path = `${p.folder}/replaced.bin`;
    expect(
      (await p.client.storage.from(BUCKET).upload(path, body(100 * 1024), { contentType: 'application/octet-stream' })).error,
    ).toBeNull();
    await setUsed(p.org, QUOTA - MB / 2);
    expectQuotaRefusal(
      await send('POST', `object/${BUCKET}/${path}`, p.token, body(MB), { chunked: true, headers: { 'x-upsert': 'true' } }),
    );
    expectQuotaRefusal(await send('PUT', `object/${BUCKET}/${path}`, p.token, body(MB), { chunked: true }));
    const { data } = await service().storage.from(BUCKET).download(path);
    expect(data?.size).toBe(100 * 1024);
    expect(await usedBy(p)).toBe(QUOTA - MB / 2);
  });

  it('a signed upload URL (checked when signed): the PUT is refused, with and without Content-Length', async () => {
    const p = await place();
    await setUsed(p.org, QUOTA - MB / 2);
    for (const chunked of [false, true]) {
      const path = `${p.folder}/signed-${chunked ? 'chunked' : 'declared'}.bin`;
      const signed = await p.client.storage.from(BUCKET).createSignedUploadUrl(path);
      expect(signed.error).toBeNull();
      expectQuotaRefusal(
        await send('PUT', `object/upload/sign/${BUCKET}/${path}?token=${signed.data!.token}`, null, body(MB), { chunked }),
      );
      expect(await exists(path)).toBe(false);
    }
    // supabase-js' own call, the way the portal would use it.
    const path = `${p.folder}/signed-js.bin`;
    const signed = await p.client.storage.from(BUCKET).createSignedUploadUrl(path);
    const put = await p.client.storage
      .from(BUCKET)
      .uploadToSignedUrl(path, signed.data!.token, body(MB), { contentType: 'application/octet-stream' });
    expectQuotaRefusal(put);
    expect(await exists(path)).toBe(false);
    expect(await usedBy(p)).toBe(QUOTA - MB / 2);
  });

  it('a copy within the organization: refused', async () => {
    const p = await place();
    const source = `${p.folder}/source.bin`;
    expect((await p.client.storage.from(BUCKET).upload(source, body(MB), { contentType: 'application/octet-stream' })).error).toBeNull();
    await setUsed(p.org, QUOTA - MB / 2);
    const copy = await p.client.storage.from(BUCKET).copy(source, `${p.folder}/copy.bin`);
    expectQuotaRefusal(copy);
    expect(await exists(`${p.folder}/copy.bin`)).toBe(false);
    expect(await usedBy(p)).toBe(QUOTA - MB / 2);
  });

  it('a move from another organization (whose admin it also is): refused, the object stays where it was', async () => {
    const roomy = await place();
    const full = await place([roomy.org]);
    const source = `${roomy.folder}/mover.bin`;
    expect((await full.client.storage.from(BUCKET).upload(source, body(MB), { contentType: 'application/octet-stream' })).error).toBeNull();
    await setUsed(full.org, QUOTA - MB / 2);
    const moved = await full.client.storage.from(BUCKET).move(source, `${full.folder}/mover.bin`);
    expectQuotaRefusal(moved);
    expect(await exists(source)).toBe(true);
    expect(await exists(`${full.folder}/mover.bin`)).toBe(false);
    expect(await usedBy(full)).toBe(QUOTA - MB / 2);
    expect(await usedBy(roomy)).toBe(MB);
  });

  it('the service role (edge functions) is held to the quota too', async () => {
    const p = await place();
    await setUsed(p.org, QUOTA - MB / 2);
    const path = `${p.folder}/service.bin`;
    expectQuotaRefusal(await service().storage.from(BUCKET).upload(path, body(MB), { contentType: 'application/octet-stream' }));
    expect(await exists(path)).toBe(false);
    expect(await usedBy(p)).toBe(QUOTA - MB / 2);
  });

  it('what fits is stored and counted by its real size — chunked, and avatars and logos too', async () => {
    const p = await place();
    await setUsed(p.org, QUOTA - MB);
    const chunked = await send('POST', `object/${BUCKET}/${p.folder}/fits.bin`, p.token, body(300 * 1024), { chunked: true });
    expect(chunked.status, JSON.stringify(chunked.json)).toBe(200);
    const logo = await p.client.storage
      .from(BUCKET)
      .upload(`${p.org}/organizations/${p.org}/logo.png`, body(200 * 1024), { contentType: 'image/png' });
    expect(logo.error).toBeNull();
    expect(await usedBy(p)).toBe(QUOTA - MB + 500 * 1024);
  });
});

describe('uploads at the same time', () => {
  for (const chunked of [false, true]) {
    it(`ten parallel 1 MB uploads${chunked ? ' (chunked)' : ''} with 1.5 MB left: exactly one is stored`, async () => {
      const p = await place();
      await setUsed(p.org, QUOTA - (3 * MB) / 2);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          send('POST', `object/${BUCKET}/${p.folder}/parallel-${i}.bin`, p.token, body(MB), { chunked }),
        ),
      );
      const stored = answers.filter((a) => a.status === 200);
      expect(stored.length, JSON.stringify(answers.map((a) => a.json))).toBe(1);
      for (const a of answers.filter((x) => x.status !== 200)) expectQuotaRefusal(a);
      const { data } = await service().storage.from(BUCKET).list(p.folder);
      expect((data ?? []).filter((o) => o.name.startsWith('parallel-')).length).toBe(1);
      expect(await usedBy(p)).toBe(QUOTA - MB / 2);
    });
  }
});

describe('zips are derived data (issue 24 §7)', () => {
  it('they do not count against the quota, its breakdown or its percentage; they have an allowance of their own', async () => {
    const p = await place();
    const doc = await p.client.storage
      .from(BUCKET)
      .upload(`${p.folder}/doc.bin`, body(100 * 1024), { contentType: 'application/octet-stream' });
    expect(doc.error).toBeNull();
    const zip = await p.client.storage
      .from(BUCKET)
      .upload(`${p.org}/zips/${randomUUID()}.zip`, body(300 * 1024), { contentType: 'application/zip' });
    expect(zip.error).toBeNull();
    expect(await usedBy(p)).toBe(100 * 1024);
    const { data: breakdown } = await p.client.rpc('get_organization_storage_breakdown', { param_org_id: p.org });
    expect(breakdown).toEqual([{ entity: 'accounts', bytes: 100 * 1024, objects: 1 }]);

    // A full quota leaves zips alone…
    await setUsed(p.org, QUOTA);
    const another = await p.client.storage
      .from(BUCKET)
      .upload(`${p.org}/zips/${randomUUID()}.zip`, body(1024), { contentType: 'application/zip' });
    expect(another.error).toBeNull();
    expect(await usedBy(p)).toBe(QUOTA);
    // …and zips have their own 5 GiB: a folder that counted nowhere would be storage without limit.
    await setZipsUsed(p.org, QUOTA - 100);
    const over = await p.client.storage
      .from(BUCKET)
      .upload(`${p.org}/zips/${randomUUID()}.zip`, body(1024), { contentType: 'application/zip' });
    expect(over.error).toMatchObject({ statusCode: '403' });
    expect((over.error as Error).message).toMatch(/zip downloads past their 5 GiB allowance/);
  });

  it('removing a zip frees its allowance, not the quota', async () => {
    const p = await place();
    const path = `${p.org}/zips/${randomUUID()}.zip`;
    expect((await p.client.storage.from(BUCKET).upload(path, body(2048), { contentType: 'application/zip' })).error).toBeNull();
    await setUsed(p.org, 5000);
    expect((await p.client.storage.from(BUCKET).remove([path])).error).toBeNull();
    expect(await usedBy(p)).toBe(5000);
  });
});
