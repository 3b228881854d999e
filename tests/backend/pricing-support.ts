// Factories for the pricing-request tests: each test creates its own account, request and files.
import { randomUUID } from 'node:crypto';
import { DEMO, serviceClient, uniqueEmail } from './helpers.ts';

/** A fresh active account of partner Brightline (Summit) whose sales rep is sales-rep@demo.test. */
export async function makeAccount(overrides: Record<string, unknown> = {}) {
  const { data, error } = await serviceClient()
    .from('accounts')
    .insert({
      organization_id: DEMO.organizations.summit,
      partner_id: DEMO.partners.brightline,
      sales_rep: DEMO.users.salesRep,
      account_name: `Test Account ${randomUUID().slice(0, 6)}`,
      contact_first_name: 'Wendy',
      contact_last_name: 'Welcome',
      contact_email: uniqueEmail('contact'),
      ...overrides,
    })
    .select('id, organization_id, account_name, contact_email')
    .single();
  if (error) throw error;
  return data as { id: string; organization_id: string; account_name: string; contact_email: string };
}

/** A pricing request on `accountId`, created by the service role. */
export async function makeRequest(accountId: string, overrides: Record<string, unknown> = {}) {
  const { data, error } = await serviceClient()
    .from('pricing_requests')
    .insert({ account_id: accountId, name: `Request ${randomUUID().slice(0, 6)}`, ...overrides })
    .select('id, name, organization_id, updated_at')
    .single();
  if (error) throw error;
  return data as { id: string; name: string; organization_id: string; updated_at: string };
}

/** Two catalogue products of different retailers (seeded). */
export async function twoProducts() {
  const { data, error } = await serviceClient().from('products').select('id, retailer_id, name').eq('commodity', 'electricity');
  if (error) throw error;
  const first = data[0];
  const second = data.find((p) => p.retailer_id !== first.retailer_id);
  if (!second) throw new Error('the seed has one retailer only');
  return [first, second];
}

/** Stores `body` under the request's folder and a files row of `type` for it; returns the row. */
export async function makeFile(request: { id: string; organization_id: string }, type = 'CONTRACT', body = '%PDF-1.4 contract') {
  const admin = serviceClient();
  const path = `${request.organization_id}/pricing_requests/${request.id}/${type.toLowerCase()}-${randomUUID().slice(0, 6)}.pdf`;
  const up = await admin.storage.from('organizations').upload(path, new Blob([body], { type: 'application/pdf' }));
  if (up.error) throw up.error;
  const { data, error } = await admin
    .from('files')
    .insert({ pricing_request_id: request.id, type, file_name: path.split('/').pop(), file_size: body.length, path })
    .select('id, path, file_name')
    .single();
  if (error) throw error;
  return data as { id: string; path: string; file_name: string };
}
