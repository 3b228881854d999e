import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { LocalSupabaseConfig } from './config.ts';
import type { Db } from './db/types.ts';
import type { MailStore } from './mail/store.ts';

/** What every surface (rest, auth, storage, functions, realtime, mail) gets from the server. */
export interface SurfaceContext {
  db: Db;
  config: LocalSupabaseConfig;
  /** Base URL the API is reachable at, without trailing slash, e.g. http://127.0.0.1:54321 */
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  mail: MailStore;
  /** Lets surfaces tell each other things (e.g. 'schema-reload'). */
  bus: import('node:events').EventEmitter;
}

export interface Surface {
  /** Path prefix it serves, e.g. '/rest/v1'. */
  prefix: string;
  /** The surface answers CORS itself, preflights included (edge functions do on Supabase). */
  handlesCors?: boolean;
  /** `path` is the request path with the prefix removed ('' or starting with '/'). */
  handle(req: IncomingMessage, res: ServerResponse, path: string, url: URL): Promise<void>;
  upgrade?(req: IncomingMessage, socket: Duplex, head: Buffer, path: string, url: URL): void;
  /** Called after migrations were applied (e.g. to reload a schema cache). */
  afterMigrate?(): Promise<void>;
  close?(): Promise<void>;
}

export type SurfaceFactory = (ctx: SurfaceContext) => Surface | Promise<Surface>;
