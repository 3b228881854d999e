import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../local-supabase/mail/store.ts';
import { anonClient, createUserClient, env, raw, signIn, uniqueEmail } from './helpers.ts';

const fixtures = path.resolve('tests/backend/fixtures/functions');
const created: string[] = [];

/** Writes a throw-away function `fx-tmp-…` into the test functions directory. */
function writeFunction(slug: string, source: string): void {
  const dir = path.join(fixtures, slug);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.ts'), source);
  if (!created.includes(dir)) created.push(dir);
}

afterAll(() => {
  for (const dir of created) rmSync(dir, { recursive: true, force: true });
});

async function errorOf(p: Promise<{ error: unknown }>): Promise<{ status: number; body: unknown }> {
  const { error } = await p;
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const context = (error as FunctionsHttpError).context as Response;
  return { status: context.status, body: await context.json() };
}

describe('functions: mail through _shared/mail.ts', () => {
  it('a function’s sendMail lands in the mail catcher as an API mail', async () => {
    const to = uniqueEmail('fn-mail');
    const { data, error } = await anonClient().functions.invoke('fx-mail', { body: { to, subject: 'Welcome to the portal' } });
    expect(error).toBeNull();
    expect(data).toEqual({ sent: true });
    const r = await fetch(`${env().url}/mail/api/messages?to=${encodeURIComponent(to)}`);
    const { messages } = (await r.json()) as { messages: MailMessage[] };
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ source: 'api', to_addresses: [to], subject: 'Welcome to the portal' });
    expect(messages[0].html).toContain('<a href="http://127.0.0.1:5173/login">Sign in</a>');
  });
});

describe('functions: _shared/caller.ts', () => {
  it('refuses the anon key and a missing token with 401 JSON', async () => {
    expect(await errorOf(anonClient().functions.invoke('fx-caller'))).toEqual({
      status: 401,
      body: { code: 'unauthorized', message: 'Your session is invalid or has expired; please sign in again' },
    });
  });

  it('identifies a signed-in caller', async () => {
    const { client, user, email } = await createUserClient();
    const { data, error } = await client.functions.invoke('fx-caller', { method: 'GET' });
    expect(error).toBeNull();
    expect(data).toEqual({ id: user.id, email });
  });

  it('requirePermission: 403 without the permission, 200 for management (via RPC has_permission)', async () => {
    const { client } = await createUserClient();
    expect(await errorOf(client.functions.invoke('fx-caller?permission=files.DELETE', { method: 'GET' }))).toEqual({
      status: 403,
      body: { code: 'forbidden', message: 'You need the files.DELETE permission to do this' },
    });
    const management = await signIn('management@demo.test');
    const { data, error } = await management.functions.invoke('fx-caller?permission=files.DELETE', { method: 'GET' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ email: 'management@demo.test' });
  });
});

describe('functions: code changes are picked up without a restart', () => {
  it('serves the new code after index.ts changes', async () => {
    const slug = `fx-tmp-${randomUUID().slice(0, 8)}`;
    writeFunction(slug, `Deno.serve(() => Response.json({ version: 1 }));\n`);
    const first = await raw(`/functions/v1/${slug}`, { method: 'POST' });
    expect(await first.json()).toEqual({ version: 1 });

    writeFunction(slug, `Deno.serve(() => Response.json({ version: 'two', env: Deno.env.get('SUPABASE_URL') }));\n`);
    const second = await raw(`/functions/v1/${slug}`, { method: 'POST' });
    expect(await second.json()).toEqual({ version: 'two', env: env().url });
  });

  it('also reloads a module the function imports', async () => {
    const slug = `fx-tmp-${randomUUID().slice(0, 8)}`;
    writeFunction(slug, `import { value } from './value.ts';\nDeno.serve(() => Response.json({ value }));\n`);
    writeFileSync(path.join(fixtures, slug, 'value.ts'), `export const value = 'a';\n`);
    expect(await (await raw(`/functions/v1/${slug}`, { method: 'POST' })).json()).toEqual({ value: 'a' });
    writeFileSync(path.join(fixtures, slug, 'value.ts'), `export const value = 'bb';\n`);
    expect(await (await raw(`/functions/v1/${slug}`, { method: 'POST' })).json()).toEqual({ value: 'bb' });
  });

  it('answers 503 BOOT_ERROR for a function that fails to load, then recovers once fixed', async () => {
    const slug = `fx-tmp-${randomUUID().slice(0, 8)}`;
    writeFunction(slug, `throw new Error('cannot start');\n`);
    const broken = await raw(`/functions/v1/${slug}`, { method: 'POST' });
    expect(broken.status).toBe(503);
    expect(await broken.json()).toEqual({ code: 'BOOT_ERROR', message: 'Function failed to boot (please check logs)' });

    writeFunction(slug, `export default { fetch: () => Response.json({ fixed: true }) };\n`);
    const fixed = await raw(`/functions/v1/${slug}`, { method: 'POST' });
    expect(fixed.status).toBe(200);
    expect(await fixed.json()).toEqual({ fixed: true });
  });
});
