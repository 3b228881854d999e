/**
 * A data directory (or DATABASE_URL database) made by an older local-supabase, which applied the
 * migrations as a superuser, cannot be brought over to the non-superuser layout: local-supabase says
 * so and what to delete, instead of starting on objects hosted would never have.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { OutdatedDatabaseError } from '../../local-supabase/db/migrate.ts';
import { startLocalSupabase } from '../../local-supabase/server.ts';
import { freshDatabase } from './fresh-database.ts';

describe('a database from an older local-supabase', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ls-outdated-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('restarts when it is current; is refused, saying what to delete, when its migrations ran as a superuser', async () => {
    const fresh = await freshDatabase('ls_outdated');
    const opts = {
      port: 0,
      dataDir: dir,
      databaseUrl: fresh.url,
      seed: true,
      projectDir: path.resolve(process.env.LOCAL_SUPABASE_PROJECT ?? '.'),
      log: () => undefined,
    };
    try {
      await (await startLocalSupabase(opts)).close();
      const again = await startLocalSupabase(opts);
      expect((await again.db.query<{ n: number }>('select count(*)::int as n from auth.users')).rows[0]!.n).toBeGreaterThan(5);
      // What the old bootstrap left: everything, GoTrue's tables included, owned by the superuser.
      await again.db.exec('alter table auth.users owner to current_user');
      await again.close();
      const refused = startLocalSupabase(opts);
      await expect(refused).rejects.toBeInstanceOf(OutdatedDatabaseError);
      await expect(refused).rejects.toThrow(
        fresh.url ? 'Drop and re-create the database in DATABASE_URL' : `Delete ${dir} (LOCAL_SUPABASE_DATA) to start again`,
      );
    } finally {
      await fresh.drop();
    }
  }, 60_000);
});
