import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_API_KEY } from '../../local-supabase/config.ts';
import type { MailMessage } from '../../local-supabase/mail/store.ts';
import { env, uniqueEmail } from './helpers.ts';

/** Posts a Graph-shaped sendMail to the catcher's e-mail API. */
async function graphSend(body: unknown, token: string | null = DEFAULT_MAIL_API_KEY, sender = 'noreply@portal.test') {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token !== null) headers.authorization = `Bearer ${token}`;
  return fetch(`${env().url}/mail/v1.0/users/${encodeURIComponent(sender)}/sendMail`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const message = (to: string, extra: Record<string, unknown> = {}) => ({
  message: {
    subject: 'Welcome aboard',
    body: { contentType: 'HTML', content: '<p>Hello <a href="http://127.0.0.1:5173/update-password?t=1&amp;x=2">set password</a></p>' },
    toRecipients: [{ emailAddress: { address: to, name: 'Someone' } }],
    ...extra,
  },
  saveToSentItems: false,
});

async function inbox(to: string): Promise<MailMessage[]> {
  const r = await fetch(`${env().url}/mail/api/messages?to=${encodeURIComponent(to)}`);
  expect(r.status).toBe(200);
  return ((await r.json()) as { messages: MailMessage[] }).messages;
}

describe('mail catcher: Graph-style e-mail API', () => {
  it('accepts a sendMail with the API key, answers 202 with no body, and stores it', async () => {
    const to = uniqueEmail('graph');
    const cc = uniqueEmail('graph-cc');
    const r = await graphSend(message(to, { ccRecipients: [{ emailAddress: { address: cc } }] }));
    expect(r.status).toBe(202);
    expect(await r.text()).toBe('');
    const [m] = await inbox(to);
    expect(m).toMatchObject({
      source: 'api',
      from_address: 'noreply@portal.test',
      to_addresses: [to],
      cc_addresses: [cc],
      subject: 'Welcome aboard',
    });
    expect(m.html).toContain('set password');
    expect(m.text).toContain('set password (http://127.0.0.1:5173/update-password?t=1&x=2)');
    expect(m.sent_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // Cc recipients find the mail too.
    expect((await inbox(cc)).map((x) => x.id)).toEqual([m.id]);
  });

  it('refuses a missing or wrong token with Graph 401 errors and stores nothing', async () => {
    const to = uniqueEmail('graph-noauth');
    const none = await graphSend(message(to), null);
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ error: { code: 'InvalidAuthenticationToken', message: 'Access token is empty.' } });
    const wrong = await graphSend(message(to), 'not-the-key');
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { error: { code: string } }).error.code).toBe('InvalidAuthenticationToken');
    expect(await inbox(to)).toEqual([]);
  });

  it('refuses bad bodies with 400 and Graph error codes', async () => {
    const noRecipients = await graphSend({ message: { subject: 'x', body: { contentType: 'Text', content: 'x' }, toRecipients: [] } });
    expect(noRecipients.status).toBe(400);
    expect(((await noRecipients.json()) as { error: { code: string } }).error.code).toBe('ErrorInvalidRecipients');
    const badAddress = await graphSend(message('not an address'));
    expect(badAddress.status).toBe(400);
    const notJson = await graphSend('{oops');
    expect(notJson.status).toBe(400);
    expect(((await notJson.json()) as { error: { code: string } }).error.code).toBe('RequestBodyRead');
  });

  it('keeps plain-text mails as text', async () => {
    const to = uniqueEmail('graph-text');
    const r = await graphSend({
      message: {
        subject: 'Plain',
        body: { contentType: 'Text', content: 'line one\nline two' },
        toRecipients: [{ emailAddress: { address: to } }],
      },
    });
    expect(r.status).toBe(202);
    const [m] = await inbox(to);
    expect(m.html).toBeNull();
    expect(m.text).toBe('line one\nline two');
  });
});

describe('mail catcher: JSON API and page', () => {
  it('lists newest first, gets one message by id, 404s an unknown id', async () => {
    const to = uniqueEmail('order');
    for (const subject of ['first', 'second']) expect((await graphSend({ message: { ...message(to).message, subject } })).status).toBe(202);
    const list = await inbox(to);
    expect(list.map((m) => m.subject)).toEqual(['second', 'first']);
    const one = await fetch(`${env().url}/mail/api/messages/${list[1].id}`);
    expect(one.status).toBe(200);
    expect(await one.json()).toEqual(list[1]);
    expect((await fetch(`${env().url}/mail/api/messages/999999999`)).status).toBe(404);
  });

  it('deletes one recipient’s messages with DELETE ?to= and leaves others alone', async () => {
    const a = uniqueEmail('del-a');
    const b = uniqueEmail('del-b');
    await graphSend(message(a));
    await graphSend(message(b));
    const r = await fetch(`${env().url}/mail/api/messages?to=${encodeURIComponent(a)}`, { method: 'DELETE' });
    expect(r.status).toBe(204);
    expect(await inbox(a)).toEqual([]);
    expect(await inbox(b)).toHaveLength(1);
  });

  it('serves an HTML inbox and a message page whose HTML body sits in a sandboxed iframe with clickable links', async () => {
    const to = uniqueEmail('page');
    await graphSend(message(to, { subject: 'Reset <your> password' }));
    const [m] = await inbox(to);
    const list = await fetch(`${env().url}/mail?to=${encodeURIComponent(to)}`);
    expect(list.status).toBe(200);
    expect(list.headers.get('content-type')).toMatch(/^text\/html/);
    const listHtml = await list.text();
    expect(listHtml).toContain(`href="/mail/messages/${m.id}"`);
    expect(listHtml).toContain('Reset &lt;your&gt; password');

    const page = await fetch(`${env().url}/mail/messages/${m.id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<iframe[^>]+sandbox="[^"]*allow-top-navigation-by-user-activation[^"]*"/);
    expect(html).not.toMatch(/sandbox="[^"]*allow-scripts/);
    // The body is escaped into srcdoc, with a base target so links open in the top window.
    expect(html).toContain('srcdoc="&lt;base target=&quot;_top&quot;&gt;&lt;p&gt;Hello');
    expect(html).toContain('<a href="http://127.0.0.1:5173/update-password?t=1&amp;x=2" target="_top">');
  });
});
