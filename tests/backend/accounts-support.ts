// Factories for the accounts / submissions / contracts tests: each test makes its own rows.
import { randomUUID } from 'node:crypto';
import { DEMO, serviceClient } from './helpers.ts';

const tag = () => randomUUID().slice(0, 6);

/** Inserts a row with the service role and returns it (throws on error). */
export async function insertRow<T = Record<string, unknown>>(table: string, values: Record<string, unknown>): Promise<T & { id: string }> {
  const { data, error } = await serviceClient().from(table).insert(values).select('*').single();
  if (error) throw new Error(`${table}: ${error.message}`);
  return data as T & { id: string };
}

/** A fresh account of partner Brightline (Summit) whose sales rep is sales-rep@demo.test, unless overridden. */
export function account(overrides: Record<string, unknown> = {}) {
  return insertRow<{ organization_id: string; account_name: string; updated_at: string }>('accounts', {
    organization_id: DEMO.organizations.summit,
    partner_id: DEMO.partners.brightline,
    sales_rep: DEMO.users.salesRep,
    account_name: `Acme Bakery ${tag()}`,
    ...overrides,
  });
}

/** An account with one of every child: pricing request, submission, contract, task, photo, file. */
export async function accountWithChildren(overrides: Record<string, unknown> = {}, contractNumber?: string) {
  const a = await account(overrides);
  const pr = await insertRow('pricing_requests', { account_id: a.id, name: `Request ${tag()}` });
  const ms = await insertRow('matrix_submissions', { account_id: a.id, status: 'draft', rate: 0.1, term_months: 12 });
  const task = await insertRow('tasks', { account_id: a.id, title: `Visit ${tag()}` });
  const photo = await insertRow('photos', {
    account_id: a.id,
    task_id: task.id,
    file_name: 'meter.jpg',
    path: `${a.organization_id}/accounts/${a.id}/meter-${tag()}.jpg`,
  });
  const file = await insertRow('files', {
    account_id: a.id,
    organization_id: a.organization_id,
    type: 'INVOICES',
    file_name: 'bill.pdf',
    path: `${a.organization_id}/accounts/${a.id}/bill-${tag()}.pdf`,
  });
  const contract = await insertRow('contracts', { account_id: a.id, number: contractNumber ?? `CT-${tag()}`, rate: 0.1 });
  return {
    account: a,
    children: {
      pricing_requests: pr.id,
      matrix_submissions: ms.id,
      tasks: task.id,
      photos: photo.id,
      files: file.id,
      contracts: contract.id,
    },
  };
}

/** The account_id each child row has now (service role). */
export async function ownersOf(children: Record<string, string>) {
  const out: Record<string, string> = {};
  for (const [table, id] of Object.entries(children)) {
    const { data, error } = await serviceClient().from(table).select('account_id').eq('id', id).single();
    if (error) throw error;
    out[table] = (data as { account_id: string }).account_id;
  }
  return out;
}
