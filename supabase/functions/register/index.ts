// register: the registration form → an auth user and an INACTIVE profile awaiting approval.
// Anyone may call it; the new account cannot sign in until the company activates it.
//
// The answer never tells whether the address already has an account (issue 14, hole 7): a taken
// address gets the same 201 and message, nothing about its account changes, and its owner is mailed
// instead ("you already have an account"). Each request takes a slot per client and one of the
// address's mail budget in the database (`_shared/throttle.ts`, `_shared/mail.ts`): past either, 429
// over_request_rate_limit, and nothing is created or sent. docs/security.md.
// Idempotent with an `Idempotency-Key` (_shared/idempotency.ts): a replay sends no second mail.
import { badRequest, handler, HttpError, json, readJson } from '../_shared/http.ts';
import { idempotent } from '../_shared/idempotency.ts';
import { sendMail } from '../_shared/mail.ts';
import { serviceClient } from '../_shared/supabase.ts';
import { throttle } from '../_shared/throttle.ts';

/** The one answer, for a new address and a taken one alike. */
const REGISTER_ANSWER = 'Thank you for registering. Your account will be active once your company approves it.';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[+()\d\s.-]{7,20}$/;
const MIN_PASSWORD = 8;
/** bcrypt reads 72 bytes; Auth's admin API fails on more (hosted: a 500), so they are refused here. */
const MAX_PASSWORD_BYTES = 72;

interface Form {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  company: string | null;
  job_description: string | null;
}

const text = (v: unknown, max = 200): string | null => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null);

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** Validates the form; every problem is listed in one 400. */
function parse(body: Record<string, unknown>): Form {
  const problems: string[] = [];
  const email = (text(body.email, 320) ?? '').toLowerCase();
  const password = typeof body.password === 'string' ? body.password : '';
  const first_name = text(body.first_name, 100);
  const last_name = text(body.last_name, 100);
  const phone = text(body.phone, 20);
  if (!EMAIL.test(email)) problems.push('email');
  if (password.length < MIN_PASSWORD) problems.push(`password (at least ${MIN_PASSWORD} characters)`);
  else if (new TextEncoder().encode(password).length > MAX_PASSWORD_BYTES) problems.push(`password (at most ${MAX_PASSWORD_BYTES} bytes)`);
  if (!first_name) problems.push('first_name');
  if (!last_name) problems.push('last_name');
  if (phone && !PHONE.test(phone)) problems.push('phone');
  if (problems.length) throw badRequest(`Please check: ${problems.join(', ')}`, { fields: problems });
  return {
    email,
    password,
    first_name: first_name as string,
    last_name: last_name as string,
    phone,
    company: text(body.company),
    job_description: text(body.job_description),
  };
}

const isTaken = (error: { code?: string; status?: number; message: string } | null) =>
  error?.code === 'email_exists' || error?.code === 'user_already_exists' || (error?.status === 422 && /already/i.test(error.message));

/** To the owner of a taken address: someone (perhaps they) asked for an account with it. */
function alreadyRegisteredMail(form: Form) {
  return {
    to: form.email,
    subject: 'We received your registration',
    html:
      `<p>Hello,</p><p>Someone, perhaps you, asked for a partner portal account with this email address, but it already has one. ` +
      `Sign in with it, or choose "Forgot password?" on the sign-in page if you no longer know its password.</p>` +
      `<p>If it was not you, ignore this email; nothing about your account has changed.</p>`,
  };
}

Deno.serve(
  handler(async (req) => {
    const body = await readJson(req);
    // Anyone may call it: keys are the anonymous caller's ('anon'); a replay answers as the first request.
    return idempotent(req, { fn: 'register', caller: 'anon', body }, () => register(req, parse(body)));
  }),
);

async function register(req: Request, form: Form): Promise<Response> {
  const admin = serviceClient();
  await throttle(admin, 'register', form.email, req);
  const { data, error } = await admin.auth.admin.createUser({
    email: form.email,
    password: form.password,
    email_confirm: true,
    user_metadata: { first_name: form.first_name, last_name: form.last_name, company: form.company, registered: true },
  });
  if (isTaken(error as { code?: string; status?: number; message: string } | null)) {
    await sendMail(alreadyRegisteredMail(form), 'counted');
    return json({ message: REGISTER_ANSWER }, 201);
  }
  // Anything else Auth refuses as bad input is the caller's to fix (4xx), not a failure of ours.
  const status = (error as { status?: number } | null)?.status;
  if (error && status && status >= 400 && status < 500) throw new HttpError(400, 'bad_request', `Could not register: ${error.message}`);
  if (error || !data.user) throw new HttpError(500, 'internal_error', `Could not register: ${error?.message ?? 'unknown error'}`);
  const profile = {
    id: data.user.id,
    email: form.email,
    first_name: form.first_name,
    last_name: form.last_name,
    phone: form.phone,
    job_description: form.job_description,
    active: false,
    first_login: false,
  };
  const { error: profileError } = await admin.from('profiles').upsert(profile);
  if (profileError) {
    await admin.auth.admin.deleteUser(data.user.id);
    throw new HttpError(500, 'internal_error', `Could not register: ${profileError.message}`);
  }

  const name = escapeHtml(`${form.first_name} ${form.last_name}`);
  await sendMail(
    {
      to: form.email,
      subject: 'We received your registration',
      html: `<p>Hello ${escapeHtml(form.first_name)},</p><p>Thank you for registering. Your account will be active once your company approves it; we will let you know.</p>`,
    },
    'counted',
  );
  const { data: managers } = await admin.from('profiles').select('email').eq('role', 4).eq('active', true);
  const to = (managers ?? []).map((m: { email: string | null }) => m.email).filter((e): e is string => Boolean(e));
  if (to.length) {
    // A notice to staff, from their notice budget: past it (a burst of registrations) a manager sees
    // the registrations on the Users page instead, and their own mail budget is untouched.
    await sendMail(
      {
        to,
        subject: `New registration awaiting approval: ${form.first_name} ${form.last_name}`,
        html:
          `<p>${name} (${escapeHtml(form.email)}) registered${form.company ? ` for ${escapeHtml(form.company)}` : ''} and awaits approval.</p>` +
          `<p>Approve or reject it on the portal's Users page (Registrations awaiting approval): approving chooses ` +
          `their organization and role, activates the account and lets them know.</p>`,
      },
      'notice',
    );
  }
  return json({ message: REGISTER_ANSWER }, 201);
}
