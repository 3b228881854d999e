import type { Db } from './types.ts';

export * from './types.ts';

/** Opens PGlite at dataDir (or in memory), or the PostgreSQL server at databaseUrl. */
export async function openDb(opts: { dataDir: string; databaseUrl?: string }): Promise<Db> {
  if (opts.databaseUrl) {
    const { openPg } = await import('./pg.ts');
    const { installEmulatedExtensions } = await import('./emulated-extensions.ts');
    const db = await openPg(opts.databaseUrl);
    // pg_cron, pg_net and supabase_vault, as SQL: in the server's extension directory before any
    // migration asks for them.
    await installEmulatedExtensions(db).catch(async (e: unknown) => {
      await db.close().catch(() => undefined);
      throw e;
    });
    return db;
  }
  const { openPglite } = await import('./pglite.ts');
  return openPglite(opts.dataDir === 'memory' ? 'memory' : `${opts.dataDir}/pgdata`);
}
