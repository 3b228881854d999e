// welcome-email: { account_id, pricing_request_id, document_contract } → mails the account's contact a
// welcome with the pricing request's products and a signed link to the contract document.
// Everything is read as the caller (RLS), so the function reaches no further than the screens do:
// the caller needs pricing.EDIT and must see the request, i.e. may edit it (docs/pricing-requests.md).
import { requireCaller, requirePermission, type Caller } from '../_shared/caller.ts';
import { badRequest, handler, HttpError, json, notFound, readJson } from '../_shared/http.ts';
import { idempotent } from '../_shared/idempotency.ts';
import { sendMail } from '../_shared/mail.ts';
import { composeWelcomeMail, type WelcomeProduct } from './compose.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Signed URLs last 52,560,000 s (spec §9). */
const SIGNED_URL_SECONDS = 52_560_000;
const BUCKET = 'organizations';

interface Input {
  account_id: string;
  pricing_request_id: string;
  document_contract: string;
}

function parse(body: Record<string, unknown>): Input {
  const fields = ['account_id', 'pricing_request_id', 'document_contract'] as const;
  const bad = fields.filter((f) => typeof body[f] !== 'string' || !UUID.test(body[f] as string));
  if (bad.length) throw badRequest(`Please check: ${bad.join(', ')}`, { fields: bad });
  return Object.fromEntries(fields.map((f) => [f, (body[f] as string).toLowerCase()])) as unknown as Input;
}

const failed = (what: string, message: string) => new HttpError(500, 'internal_error', `Could not read ${what}: ${message}`);

Deno.serve(
  handler(async (req) => {
    const caller = await requireCaller(req);
    const body = await readJson(req);
    // One welcome mail per Idempotency-Key (a double click, a retry): the replay sends nothing.
    return idempotent(req, { fn: 'welcome-email', caller: caller.user.id, body }, () => welcome(caller, parse(body)));
  }),
);

async function welcome(caller: Caller, input: Input): Promise<Response> {
  await requirePermission(caller, 'pricing.EDIT');
  const db = caller.client;

  const request = await db
    .from('pricing_requests')
    .select('id, name, account_id, commodity, requested_start_date')
    .eq('id', input.pricing_request_id)
    .maybeSingle();
  if (request.error) throw failed('the pricing request', request.error.message);
  if (!request.data || request.data.account_id !== input.account_id) throw notFound('No such pricing request for this account');

  const account = await db
    .from('accounts')
    .select('id, account_name, contact_first_name, contact_last_name, contact_email')
    .eq('id', input.account_id)
    .maybeSingle();
  if (account.error) throw failed('the account', account.error.message);
  if (!account.data) throw notFound('No such account');
  const to = (account.data.contact_email ?? '').trim();
  if (!EMAIL.test(to))
    throw badRequest('The account has no valid contact e-mail; add one to the account first', { fields: ['account_id'] });

  const file = await db.from('files').select('id, file_name, path, account_id, type').eq('id', input.document_contract).maybeSingle();
  if (file.error) throw failed('the contract document', file.error.message);
  if (!file.data || file.data.account_id !== input.account_id) throw notFound('No such contract document for this account');
  // Only a contract goes out as the contract (an invoice photo once did: issue 16, defect 14).
  if (file.data.type !== 'CONTRACT')
    throw badRequest('The contract document must be a file of type CONTRACT', { fields: ['document_contract'] });

  const products = await db
    .from('pricing_requests_products')
    .select('products(name, term_months), retailers(name)')
    .eq('pricing_request_id', input.pricing_request_id)
    .eq('active', true)
    .order('created_at');
  if (products.error) throw failed('the products', products.error.message);

  const signed = await db.storage.from(BUCKET).createSignedUrl(file.data.path, SIGNED_URL_SECONDS);
  if (signed.error || !signed.data?.signedUrl)
    throw notFound(`The contract document's file is missing (${signed.error?.message ?? 'no URL'})`);

  const mail = composeWelcomeMail({
    accountName: account.data.account_name,
    contactName: [account.data.contact_first_name, account.data.contact_last_name].filter(Boolean).join(' '),
    requestName: request.data.name,
    products: (products.data ?? []) as unknown as WelcomeProduct[],
    documentName: file.data.file_name,
    documentUrl: signed.data.signedUrl,
  });
  await sendMail({ to, ...mail });
  return json({ sent: true, to });
}
