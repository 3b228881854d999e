import { afterAll, describe, expect, it } from 'vitest';
import { mailsTo } from './auth-support.ts';
import { anonClient, DEMO, env, serviceClient, signIn } from './helpers.ts';
import { errorBody } from './people-support.ts';
import { makeAccount, makeFile, makeRequest, twoProducts } from './pricing-support.ts';

type Client = Awaited<ReturnType<typeof signIn>>;
const send = (client: Client, body: Record<string, unknown>) =>
  client.functions.invoke<{ sent: boolean; to: string }>('welcome-email', { body });

const contacts: string[] = [];

/** An account of sales-rep@demo.test with a request, two products and a contract document. */
async function scenario() {
  const account = await makeAccount();
  contacts.push(account.contact_email);
  const request = await makeRequest(account.id);
  const [a, b] = await twoProducts();
  const { error } = await serviceClient()
    .from('pricing_requests_products')
    .insert([a, b].map((p) => ({ pricing_request_id: request.id, product_id: p.id, retailer_id: p.retailer_id })));
  if (error) throw error;
  const file = await makeFile(request, 'CONTRACT', '%PDF-1.4 the signed contract');
  const body = { account_id: account.id, pricing_request_id: request.id, document_contract: file.id };
  return { account, request, file, body, products: [a, b] };
}

afterAll(async () => {
  for (const to of contacts) await fetch(`${env().url}/mail/api/messages?to=${encodeURIComponent(to)}`, { method: 'DELETE' });
});

describe('edge function welcome-email', () => {
  it('401 without a user JWT', async () => {
    const { body } = await scenario();
    const res = await errorBody((await anonClient().functions.invoke('welcome-email', { body })).error);
    expect(res.status).toBe(401);
  });

  it('400 names the bad fields', async () => {
    const res = await errorBody((await send(await signIn('sales-rep@demo.test'), { account_id: 'x', document_contract: 3 })).error);
    expect(res.status).toBe(400);
    expect(res.body.details?.fields).toEqual(['account_id', 'pricing_request_id', 'document_contract']);
  });

  it('403 without pricing.EDIT (affiliate admin sees the account but may not edit requests)', async () => {
    const { body } = await scenario();
    const { error } = await serviceClient().from('accounts').update({ affiliate_id: DEMO.affiliates.greenleaf }).eq('id', body.account_id);
    expect(error).toBeNull();
    const res = await errorBody((await send(await signIn('affiliate-admin@demo.test'), body)).error);
    expect(res.status).toBe(403);
    expect(res.body.message).toContain('pricing.EDIT');
  });

  it('404 for unknown ids and for requests of accounts the caller cannot see', async () => {
    const { body, account } = await scenario();
    const rep = await signIn('sales-rep@demo.test');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await errorBody((await send(rep, { ...body, pricing_request_id: unknown })).error)).status).toBe(404);
    expect((await errorBody((await send(rep, { ...body, document_contract: unknown })).error)).status).toBe(404);
    expect((await errorBody((await send(rep, { ...body, account_id: DEMO.account(4) })).error)).status).toBe(404);
    const foreign = await errorBody((await send(await signIn('sales-rep-2@demo.test'), body)).error);
    expect(foreign.status).toBe(404);
    expect(await mailsTo(account.contact_email)).toEqual([]);
  });

  it('200: mails the contact the products and a working signed link to the contract', async () => {
    const { body, account, request, file } = await scenario();
    const { data, error } = await send(await signIn('sales-rep@demo.test'), body);
    expect(error).toBeNull();
    expect(data).toEqual({ sent: true, to: account.contact_email });

    const [mail] = await mailsTo(account.contact_email);
    expect(mail.subject).toBe(`Welcome, ${account.account_name}: your energy contract`);
    expect(mail.html).toContain('Hello Wendy Welcome,');
    expect(mail.html).toContain(request.name);
    const { data: names } = await serviceClient()
      .from('pricing_requests_products')
      .select('products(name), retailers(name)')
      .eq('pricing_request_id', request.id);
    for (const row of (names ?? []) as unknown as { products: { name: string }; retailers: { name: string } }[]) {
      expect(mail.html).toContain(row.products.name);
      expect(mail.html).toContain(row.retailers.name.replace(/&/g, '&amp;'));
    }
    const link = new RegExp(`<a href="([^"]+)">${file.file_name}</a>`).exec(mail.html ?? '')?.[1]?.replace(/&amp;/g, '&');
    expect(link).toMatch(/\/storage\/v1\/object\/sign\/organizations\/.+\?token=/);
    const download = await fetch(link as string);
    expect(download.status).toBe(200);
    expect(await download.text()).toBe('%PDF-1.4 the signed contract');
  });

  it('400 when the account has no contact e-mail', async () => {
    const { body } = await scenario();
    await serviceClient().from('accounts').update({ contact_email: null }).eq('id', body.account_id);
    const res = await errorBody((await send(await signIn('management@demo.test'), body)).error);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/contact e-mail/);
  });

  // Issue 16, defect 14: an invoice photo once went out as "the contract".
  it('400 when the chosen document is not a CONTRACT file, and nothing is mailed', async () => {
    const { body, request, account } = await scenario();
    const invoice = await makeFile(request, 'INVOICES', '%PDF-1.4 an invoice');
    const res = await errorBody((await send(await signIn('sales-rep@demo.test'), { ...body, document_contract: invoice.id })).error);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'The contract document must be a file of type CONTRACT',
      details: { fields: ['document_contract'] },
    });
    expect(await mailsTo(account.contact_email)).toEqual([]);
  });
});
