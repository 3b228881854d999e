// forgot-password: { email, redirect_to? } → always the same 200 answer, so the endpoint never tells
// whether an address has an account. Known addresses get a recovery link through the mail module.
// Each request takes a slot per client and one of the address's mail budget in the database
// (`_shared/throttle.ts`, counted whether or not the address has an account): past either, 429
// over_request_rate_limit. docs/security.md.
import { badRequest, handler, json, readJson } from '../_shared/http.ts';
import { sendMail } from '../_shared/mail.ts';
import { serviceClient } from '../_shared/supabase.ts';
import { throttle } from '../_shared/throttle.ts';

const FORGOT_PASSWORD_ANSWER = 'If an account exists for that email, a link to reset the password has been sent.';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

function resetMail(link: string): { subject: string; html: string } {
  const safe = escapeHtml(link);
  return {
    subject: 'Reset your password',
    html:
      `<h2>Reset your password</h2>` +
      `<p>Someone asked to reset the password of your partner portal account. If it was you, follow this link:</p>` +
      `<p><a href="${safe}">Choose a new password</a></p>` +
      `<p>If you did not ask for this, ignore this email; your password stays as it is.</p>`,
  };
}

Deno.serve(
  handler(async (req) => {
    const body = await readJson<{ email?: unknown; redirect_to?: unknown }>(req);
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    if (!EMAIL.test(email)) throw badRequest('Please enter a valid email');
    const redirectTo = typeof body.redirect_to === 'string' && /^https?:\/\//.test(body.redirect_to) ? body.redirect_to : undefined;

    const admin = serviceClient();
    await throttle(admin, 'forgot-password', email, req);
    // Unknown addresses fail here; the caller gets the same answer either way.
    const { data, error } = await admin.auth.admin.generateLink({
      type: 'recovery',
      email,
      options: redirectTo ? { redirectTo } : undefined,
    });
    if (!error && data?.properties?.action_link) {
      const { data: profile } = await admin.from('profiles').select('active').eq('id', data.user.id).maybeSingle();
      // Disabled accounts get no link: they could not sign in with a new password anyway.
      if (profile?.active !== false) await sendMail({ to: email, ...resetMail(data.properties.action_link) }, 'counted');
    }
    return json({ message: FORGOT_PASSWORD_ANSWER });
  }),
);
