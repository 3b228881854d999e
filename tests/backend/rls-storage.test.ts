/**
 * Storage policies on bucket `organizations`, the same way as the table matrix: each demo role
 * (and anon) × upload / download / remove under the home account's folder
 * (Summit / account 3) and a foreign one (Coastal / account 40). 'SID|---' = may download (S),
 * upload (I) and remove (D) at home, nothing abroad.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, DEMO, serviceClient, signIn } from './helpers.ts';

const BUCKET = 'organizations';
const FOLDERS = {
  home: `${DEMO.organizations.summit}/accounts/${DEMO.account(3)}`,
  foreign: `${DEMO.organizations.coastal}/accounts/${DEMO.account(40)}`,
} as const;

const EXPECT: Record<string, string> = {
  anon: '---|---',
  management: 'SID|SID',
  'company-admin': 'SID|---',
  // Coastal org-wide; Summit's account 3 through the shared regional profile.
  executive: 'SID|SID',
  regional: 'SI-|---',
  'partner-admin': 'SID|---',
  'sales-rep': 'SI-|---',
  'sales-rep-2': '---|SI-',
  'affiliate-admin': 'SI-|---',
  disabled: '---|---',
};

let svc: SupabaseClient;
const clients = new Map<string, SupabaseClient>();

beforeAll(async () => {
  svc = serviceClient();
  for (const a of Object.keys(EXPECT)) clients.set(a, a === 'anon' ? anonClient() : await signIn(`${a}@demo.test`));
});

async function put(path: string) {
  const { error } = await svc.storage.from(BUCKET).upload(path, 'seeded by the service role', { contentType: 'text/plain' });
  if (error) throw error;
}

async function probe(client: SupabaseClient, folder: string): Promise<string> {
  const readable = `${folder}/read-${randomUUID()}.txt`;
  await put(readable);
  const download = await client.storage.from(BUCKET).download(readable);

  const mine = `${folder}/upload-${randomUUID()}.txt`;
  const upload = await client.storage.from(BUCKET).upload(mine, 'hello', { contentType: 'text/plain' });

  const doomed = `${folder}/remove-${randomUUID()}.txt`;
  await put(doomed);
  await client.storage.from(BUCKET).remove([doomed]);
  const left = await svc.storage.from(BUCKET).list(folder, { search: doomed.split('/').pop() });

  await svc.storage.from(BUCKET).remove([readable, mine, doomed]);
  return [download.error ? '-' : 'S', upload.error ? '-' : 'I', (left.data ?? []).length === 0 ? 'D' : '-'].join('');
}

describe('storage policies on bucket organizations', () => {
  it.each(Object.keys(EXPECT))('%s', async (actor) => {
    const client = clients.get(actor)!;
    const outcome = `${await probe(client, FOLDERS.home)}|${await probe(client, FOLDERS.foreign)}`;
    expect(outcome).toBe(EXPECT[actor]);
  });

  it('a path outside any organization folder is refused even to management', async () => {
    const { error } = await clients.get('management')!.storage.from(BUCKET).upload(`not-an-org/${randomUUID()}.txt`, 'x');
    expect(error).not.toBeNull();
  });

  it('avatars and logos under an organization are readable by its members only', async () => {
    const logo = `${DEMO.organizations.summit}/organizations/${DEMO.organizations.summit}/logo-${randomUUID()}.txt`;
    await put(logo);
    try {
      expect((await clients.get('sales-rep')!.storage.from(BUCKET).download(logo)).error).toBeNull();
      expect((await clients.get('sales-rep-2')!.storage.from(BUCKET).download(logo)).error).not.toBeNull();
    } finally {
      await svc.storage.from(BUCKET).remove([logo]);
    }
  });

  it('get_organization_storage follows uploads and removals in the organization folder', async () => {
    const org = randomUUID();
    expect((await svc.from('organizations').insert({ id: org, name: 'Storage usage test org' })).error).toBeNull();
    try {
      const usage = async () => {
        const { data, error } = await clients.get('management')!.rpc('get_organization_storage', { param_org_id: org });
        expect(error).toBeNull();
        return data as number;
      };
      expect(await usage()).toBe(0);
      const path = `${org}/accounts/${randomUUID()}/bill.txt`;
      const body = 'x'.repeat(1234);
      expect((await svc.storage.from(BUCKET).upload(path, body, { contentType: 'text/plain' })).error).toBeNull();
      expect(await usage()).toBe(1234);
      await svc.storage.from(BUCKET).remove([path]);
      expect(await usage()).toBe(0);
    } finally {
      await svc.from('organizations').delete().eq('id', org);
    }
  });
});
