import type { Db } from './types.ts';

export * from './types.ts';

/** Opens PGlite at dataDir (or in memory), or the PostgreSQL server at databaseUrl. */
export async function openDb(opts: { dataDir: string; databaseUrl?: string }): Promise<Db> {
  if (opts.databaseUrl) {
    const { openPg } = await import('./pg.ts');
    return openPg(opts.databaseUrl);
  }
  const { openPglite } = await import('./pglite.ts');
  return openPglite(opts.dataDir === 'memory' ? 'memory' : `${opts.dataDir}/pgdata`);
}
