/**
 * Who the client is, for the public functions' per-client throttle (issue 25 §5): the address the
 * platform reports in `cf-connecting-ip` — on hosted Cloudflare's, overwriting whatever the client
 * sent; locally the functions gateway's, from the socket — and nothing a client writes. A caller
 * rotating `cf-connecting-ip`, `x-real-ip` or `x-forwarded-for` on every request is still one client
 * (before: 14 of 14 forgot-password requests passed, 12 registrations a minute from one host), and
 * cannot spend another client's slots by naming its address. docs/hosted-supabase.md, docs/security.md.
 */
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mailsTo } from '../backend/auth-support.ts';
import { fetchFrom, newClientAddress } from '../backend/client-address.ts';
import { env } from '../backend/helpers.ts';
import { freshEmail } from './targets.ts';

/** app.request_throttle_limits: register / client and forgot-password / client. */
const PER_CLIENT = 10;

const forged = () => `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** Every header a client could use to name an address, each with a new value. */
const forgedHeaders = (value = forged()) => ({
  'cf-connecting-ip': value,
  'x-real-ip': forged(),
  'x-forwarded-for': `${forged()}, ${forged()}`,
  'true-client-ip': forged(),
  forwarded: `for=${forged()}`,
});

async function call(fn: 'register' | 'forgot-password', from: string, headers: Record<string, string>, email = freshEmail(fn)) {
  const body = fn === 'register' ? { email, password: 'client-password-1', first_name: 'Cleo', last_name: 'Client' } : { email };
  const res = await fetchFrom(from)(`${env().url}/functions/v1/${fn}`, {
    method: 'POST',
    headers: { apikey: env().anonKey, authorization: `Bearer ${env().anonKey}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { code?: string }, email };
}

describe('a client that names a new address in every request is still one client', () => {
  for (const fn of ['forgot-password', 'register'] as const) {
    it(`${fn}: refused past ${PER_CLIENT} an hour however the headers change, and nothing is sent then`, async () => {
      const host = newClientAddress();
      for (let i = 0; i < PER_CLIENT; i++) expect((await call(fn, host, forgedHeaders())).status).toBeLessThan(300);
      for (let i = 0; i < 4; i++) {
        const refused = await call(fn, host, forgedHeaders());
        expect(refused).toMatchObject({ status: 429, body: { code: 'over_request_rate_limit' } });
        expect(await mailsTo(refused.email)).toEqual([]);
      }
    });
  }

  it("naming another client's address spends nothing of that client's", async () => {
    const victim = newClientAddress();
    const attacker = newClientAddress();
    for (let i = 0; i < PER_CLIENT; i++) expect((await call('forgot-password', attacker, forgedHeaders(victim))).status).toBe(200);
    expect((await call('forgot-password', attacker, forgedHeaders(victim))).status).toBe(429);
    // The victim, from its own address, still has all its requests.
    for (let i = 0; i < PER_CLIENT; i++) expect((await call('forgot-password', victim, {})).status).toBe(200);
  });
});
