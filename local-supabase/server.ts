import { EventEmitter } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { configFromEnv, type LocalSupabaseConfig } from './config.ts';
import { openDb } from './db/index.ts';
import { migrate, OutdatedDatabaseError } from './db/migrate.ts';
import { DatabaseUnavailable, type Db } from './db/types.ts';
import { answerClientError } from './http/client-error.ts';
import { applyCors, sendJson } from './http/util.ts';
import { projectKeys } from './jwt.ts';
import { MailStore } from './mail/store.ts';
import type { Surface, SurfaceContext } from './surface.ts';
import { SURFACES } from './surfaces.ts';

export interface LocalSupabase {
  /** e.g. http://127.0.0.1:54321 */
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  db: Db;
  mail: MailStore;
  /** Applies migrations added since start (tests of the migrator) and reloads surfaces. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Boots the database (PGlite or PostgreSQL), applies supabase/, and serves every surface on one port. */
export async function startLocalSupabase(overrides: Partial<LocalSupabaseConfig> = {}): Promise<LocalSupabase> {
  const config: LocalSupabaseConfig = { ...configFromEnv(), ...overrides };
  const t0 = Date.now();
  const db = await openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  config.log(
    `database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.dataDir === 'memory' ? 'PGlite in memory' : `PGlite in ${config.dataDir}`} (${Date.now() - t0} ms)`,
  );
  const result = await migrate(db, { projectDir: config.projectDir, seed: config.seed, log: config.log }).catch(async (e: unknown) => {
    await db.close().catch(() => undefined);
    if (e instanceof OutdatedDatabaseError) {
      const where = config.databaseUrl
        ? 'Drop and re-create the database in DATABASE_URL'
        : `Delete ${path.resolve(config.dataDir)} (LOCAL_SUPABASE_DATA)`;
      throw new OutdatedDatabaseError(`local-supabase: ${e.message}. ${where} to start again from supabase/seed.sql.`);
    }
    throw e;
  });
  config.log(`migrations: ${result.applied.length} applied${result.seeded ? ', seeded' : ''} (${Date.now() - t0} ms)`);

  const { anonKey, serviceRoleKey } = await projectKeys(config.jwtSecret);
  const server: Server = createServer();
  // Keep idle keep-alive connections as long as hosted's gateway does (far above Node's 5 s): a client
  // reusing a connection the server is just closing gets ECONNRESET (seen in CI after a 5 s zip build).
  server.keepAliveTimeout = 75_000;
  server.headersTimeout = 76_000;
  // Requests Node's parser refuses (431 for a 70 KB query string, 400 for garbage) get their answer
  // instead of a reset.
  server.on('clientError', answerClientError);
  const sockets = new Set<import('node:net').Socket>();
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const url = config.publicUrl ?? `http://${config.host}:${port}`;
  const ctx: SurfaceContext = { db, config, url, anonKey, serviceRoleKey, mail: new MailStore(db), bus: new EventEmitter() };
  const surfaces: Surface[] = [];
  for (const factory of SURFACES) surfaces.push(await factory(ctx));
  for (const s of surfaces) await s.afterMigrate?.();

  const find = (pathname: string) => surfaces.find((s) => pathname === s.prefix || pathname.startsWith(s.prefix + '/'));

  server.on('request', (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const surface = find(url.pathname);
    if (!surface?.handlesCors && applyCors(req, res)) return;
    if (!surface) {
      if (url.pathname === '/' || url.pathname === '/health') {
        sendJson(res, 200, { name: 'local-supabase', status: 'ok', surfaces: surfaces.map((s) => s.prefix) });
        return;
      }
      sendJson(res, 404, { message: 'no Route matched with those values' });
      return;
    }
    surface.handle(req, res, url.pathname.slice(surface.prefix.length), url).catch((e: unknown) => {
      // A surface bug must never take the server down: answer 500 and keep serving. The database
      // being away (restart) is no bug: 503, retry later.
      const down = e instanceof DatabaseUnavailable;
      if (!down) console.error(`[local-supabase] ${req.method} ${url.pathname}:`, e);
      if (res.headersSent) res.destroy();
      else if (down) sendJson(res, 503, { code: 'database_unavailable', message: e.message });
      else sendJson(res, 500, { code: 'unexpected_failure', message: e instanceof Error ? e.message : String(e) });
    });
  });
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const surface = find(url.pathname);
    if (!surface?.upgrade) {
      socket.destroy();
      return;
    }
    surface.upgrade(req, socket, head, url.pathname.slice(surface.prefix.length), url);
  });

  return {
    url,
    anonKey,
    serviceRoleKey,
    jwtSecret: config.jwtSecret,
    db,
    mail: ctx.mail,
    async migrate() {
      await migrate(db, { projectDir: config.projectDir, seed: false, log: config.log });
      for (const s of surfaces) await s.afterMigrate?.();
    },
    async close() {
      for (const s of surfaces) await s.close?.();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      });
      await db.close();
    },
  };
}
