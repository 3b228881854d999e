/**
 * Uploaded files must never act as pages of the Storage origin (issue 14, item 6: stored XSS through
 * long-lived signed links). storage-api serves HTML as text/plain (STOR v1.60.2:
 * src/storage/renderer/renderer.ts normalizeContentType) and SVG as it is; local-supabase does the
 * same and adds X-Content-Type-Options: nosniff. Bucket `organizations` refuses both types outright
 * (allowed_mime_types, the portal's STORED_MIME_TYPES), so hosted is safe without nosniff.
 */
import { describe, expect, it } from 'vitest';
import { STORED_MIME_TYPES } from '../../src/lib/stored-content-type.ts';
import { DEMO, raw, serviceClient, signIn } from './helpers.ts';
import { objectExists, unique, userClient } from './storage-support.ts';

const PAGE = '<html><body><script>alert(document.domain)</script></body></html>';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>';

async function served(path: string, jwt: string) {
  const direct = await raw(`/storage/v1/object/${path}`, { token: jwt });
  const { data } = await serviceClient().storage.from(path.split('/')[0]).createSignedUrl(path.split('/').slice(1).join('/'), 60);
  const signed = await fetch(data!.signedUrl);
  return [direct, signed].map((r) => ({
    status: r.status,
    type: r.headers.get('content-type'),
    nosniff: r.headers.get('x-content-type-options'),
  }));
}

describe('what Storage serves', () => {
  it('serves uploaded HTML as text/plain (any case, any parameters), with nosniff', async () => {
    const { client, uid, jwt } = await userClient();
    for (const type of ['text/html', 'TEXT/HTML; charset=utf-8']) {
      const name = `${uid}/${unique('page')}.html`;
      expect((await client.storage.from('fx-private').upload(name, PAGE, { contentType: type })).error).toBeNull();
      for (const r of await served(`fx-private/${name}`, jwt)) expect(r).toEqual({ status: 200, type: 'text/plain', nosniff: 'nosniff' });
    }
  });

  it('serves SVG as image/svg+xml as hosted does, but with nosniff; other types keep their own', async () => {
    const { client, uid, jwt } = await userClient();
    const svg = `${uid}/${unique('pic')}.svg`;
    expect((await client.storage.from('fx-private').upload(svg, SVG, { contentType: 'image/svg+xml' })).error).toBeNull();
    for (const r of await served(`fx-private/${svg}`, jwt)) expect(r).toEqual({ status: 200, type: 'image/svg+xml', nosniff: 'nosniff' });
    const pdf = `${uid}/${unique('doc')}.pdf`;
    expect((await client.storage.from('fx-private').upload(pdf, '%PDF-1.4', { contentType: 'application/pdf' })).error).toBeNull();
    for (const r of await served(`fx-private/${pdf}`, jwt)) expect(r).toEqual({ status: 200, type: 'application/pdf', nosniff: 'nosniff' });
  });
});

describe('bucket organizations stores no active content', () => {
  const folder = `${DEMO.organizations.summit}/accounts/${DEMO.account(3)}`;

  it('refuses text/html, SVG, XML and scripts (415) and keeps nothing, for members and service role alike', async () => {
    const rep = await signIn('sales-rep@demo.test');
    for (const client of [rep, serviceClient()])
      for (const type of ['text/html', 'image/svg+xml', 'application/xhtml+xml', 'text/xml', 'application/xml', 'text/javascript']) {
        const name = `${folder}/${unique('active')}.bin`;
        const { error } = await client.storage.from('organizations').upload(name, SVG, { contentType: type });
        expect(error).toMatchObject({ statusCode: '415', message: `mime type ${type} is not supported` });
        expect(await objectExists('organizations', name)).toBe(false);
      }
  });

  it('takes an SVG declared as application/octet-stream, and serves it so (downloaded, never rendered)', async () => {
    const rep = await signIn('sales-rep@demo.test');
    const name = `${folder}/${unique('drawing')}.svg`;
    expect((await rep.storage.from('organizations').upload(name, SVG, { contentType: 'application/octet-stream' })).error).toBeNull();
    try {
      const { data: session } = await rep.auth.getSession();
      for (const r of await served(`organizations/${name}`, session.session!.access_token))
        expect(r).toEqual({ status: 200, type: 'application/octet-stream', nosniff: 'nosniff' });
    } finally {
      await serviceClient().storage.from('organizations').remove([name]);
    }
  });

  it("allows exactly the portal's STORED_MIME_TYPES (src/lib/stored-content-type.ts)", async () => {
    const { data } = await serviceClient().storage.getBucket('organizations');
    expect([...(data?.allowed_mime_types ?? [])].sort()).toEqual([...STORED_MIME_TYPES].sort());
  });
});
