/**
 * What `npm start` prints (scripts/start-banner.ts) on a database migrated and seeded as `npm start`
 * does it (PGlite in memory, or a new database on DATABASE_URL's server).
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../local-supabase/db/index.ts';
import { migrate } from '../../local-supabase/db/migrate.ts';
import type { Db } from '../../local-supabase/db/types.ts';
import { demoLogins, startBanner } from '../../scripts/start-banner.ts';
import { freshDatabase, type FreshDatabase } from './fresh-database.ts';

let db: Db;
let fresh: FreshDatabase | undefined;

beforeAll(async () => {
  fresh = await freshDatabase('start_banner');
  db = await openDb({ dataDir: 'memory', databaseUrl: fresh.url });
  await migrate(db, { projectDir: path.resolve(process.env.LOCAL_SUPABASE_PROJECT ?? '.'), seed: true });
});

afterAll(async () => {
  await db?.close();
  await fresh?.drop();
});

describe('npm start banner', () => {
  it('lists every demo login of the seed, the -2 ones included, with its role and the inactive one marked', async () => {
    const banner = startBanner({
      portal: 'http://localhost:5173',
      apiUrl: 'http://127.0.0.1:54321',
      anonKey: 'anon.jwt',
      serviceRoleKey: 'service.jwt',
      startedMs: 1,
      logins: await demoLogins(db),
    });
    const lines = banner.split('\n');
    const login = (email: string) =>
      lines
        .find((l) => l.trim().startsWith(email + ' '))
        ?.trim()
        .replace(/\s+/g, ' ');
    expect(login('management@demo.test')).toBe('management@demo.test Management');
    expect(login('sales-rep-2@demo.test')).toBe('sales-rep-2@demo.test Sales Rep');
    expect(login('partner-admin-2@demo.test')).toBe('partner-admin-2@demo.test Partner Admin');
    expect(login('company-admin-2@demo.test')).toBe('company-admin-2@demo.test Company Admin');
    expect(login('disabled@demo.test')).toBe('disabled@demo.test Sales Rep (inactive profile: refused at sign-in)');
    expect(lines.filter((l) => /@demo\.test /.test(l))).toHaveLength(11);
  });

  it('prints the portal on the one origin the e-mails use, and the service key marked secret', () => {
    const banner = startBanner({
      portal: 'http://localhost:5173',
      apiUrl: 'http://127.0.0.1:54321',
      anonKey: 'anon.jwt',
      serviceRoleKey: 'service.jwt',
      startedMs: 1,
      logins: [],
    });
    expect(banner).toContain('portal:            http://localhost:5173\n');
    expect(banner).toContain('anon key:          anon.jwt\n');
    expect(banner).toMatch(/service_role key: {2}service\.jwt\n\s+\^ SECRET: bypasses row-level security/);
  });
});
