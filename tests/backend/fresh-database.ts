import pg from 'pg';

export interface FreshDatabase {
  /** The new database's URL, or undefined without DATABASE_URL (the caller then uses PGlite in memory). */
  url: string | undefined;
  /** Drops the database (connections are closed first); nothing to do on PGlite. */
  drop(): Promise<void>;
}

/**
 * A brand-new, empty database on the PostgreSQL server in DATABASE_URL, named `{prefix}_{pid}_{time}`,
 * for a test file or run that needs its own; without DATABASE_URL, none (PGlite).
 */
export async function freshDatabase(prefix: string): Promise<FreshDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { url: undefined, drop: async () => undefined };
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      await admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
      await admin.end();
    },
  };
}
