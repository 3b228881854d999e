// approve-registration: { id, role, organization, partner?, affiliate?, redirect_to? } → activates a
// self-registered user (the Users page's Approve) and tells them by e-mail, as the register mail promised.
// The approval is the caller's own `approve_registration` RPC: row-level security and the profile guard
// decide who may approve whom, exactly as for their REST writes (only management sees registrations).
// Nothing is decided here in TypeScript; the service role only reads the address to mail.
import { requireCaller, requirePermission, type Caller } from '../_shared/caller.ts';
import { badRequest, forbidden, handler, HttpError, json, notFound, readJson } from '../_shared/http.ts';
import { idempotent } from '../_shared/idempotency.ts';
import { sendMail } from '../_shared/mail.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Input {
  id: string;
  role: number;
  organization: string;
  partner: string | null;
  affiliate: string | null;
  redirect_to: string | null;
}

function parse(body: Record<string, unknown>): Input {
  const bad: string[] = [];
  const uuid = (k: string, required: boolean) => {
    const v = body[k];
    if (v === undefined || v === null || v === '') {
      if (required) bad.push(k);
      return null;
    }
    if (typeof v !== 'string' || !UUID.test(v)) {
      bad.push(k);
      return null;
    }
    return v.toLowerCase();
  };
  const id = uuid('id', true);
  const organization = uuid('organization', true);
  const partner = uuid('partner', false);
  const affiliate = uuid('affiliate', false);
  const role = typeof body.role === 'number' && Number.isInteger(body.role) && body.role >= 1 && body.role <= 7 ? body.role : null;
  if (role === null) bad.push('role');
  if (bad.length) throw badRequest(`Please check: ${bad.join(', ')}`, { fields: bad });
  const redirect = typeof body.redirect_to === 'string' && /^https?:\/\/[^\s"<>]+$/.test(body.redirect_to) ? body.redirect_to : null;
  return { id: id as string, organization: organization as string, partner, affiliate, role: role as number, redirect_to: redirect };
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

Deno.serve(
  handler(async (req) => {
    const caller = await requireCaller(req);
    const body = await readJson(req);
    // One approval and one notice per Idempotency-Key.
    return idempotent(req, { fn: 'approve-registration', caller: caller.user.id, body }, () => approve(caller, body));
  }),
);

async function approve(caller: Caller, body: Record<string, unknown>): Promise<Response> {
  await requirePermission(caller, 'profiles.EDIT');
  const input = parse(body);
  const { data, error } = await caller.client.rpc('approve_registration', {
    param_profile: input.id,
    param_role: input.role,
    param_organization: input.organization,
    param_partner: input.partner,
    param_affiliate: input.affiliate,
  });
  if (error) {
    if (error.code === 'PT404') throw notFound(error.message);
    if (error.code === '42501')
      throw forbidden(/row-level security/.test(error.message) ? 'You cannot approve this registration' : error.message);
    if (error.code === '22023' || error.code?.startsWith('23')) throw badRequest(error.message);
    throw new HttpError(500, 'internal_error', `Could not approve: ${error.message}`);
  }
  const profile = data as { id: string; email: string | null; first_name: string | null };
  // The approval stands whatever happens to its notice: an address whose mail budget is spent
  // (docs/security.md) is not mailed, and the answer says so (mailed: false).
  let mailed = false;
  if (profile.email) {
    const link = input.redirect_to ? `<p><a href="${escapeHtml(input.redirect_to)}">Sign in to the Partner Portal</a></p>` : '';
    mailed = await sendMail(
      {
        to: profile.email,
        subject: 'Your Partner Portal account is active',
        html:
          `<p>Hello ${escapeHtml(profile.first_name ?? '')},</p><p>Your registration was approved: sign in with the e-mail address ` +
          `and password you registered with.</p>${link}`,
      },
      'skip',
    );
  }
  return json({ id: profile.id, approved: true, mailed });
}
