import { loadProjectConfig } from '../project-config.ts';
import type { Surface, SurfaceContext } from '../surface.ts';
import { JwtVerifier } from './auth.ts';
import { handleRest, type RestState } from './handler.ts';
import { loadSchemaCache } from './schema-cache.ts';

/** Largest request body accepted (413 above it), like the gateway's limit in front of PostgREST. */
const BODY_LIMIT = Number(process.env.LOCAL_SUPABASE_REST_BODY_LIMIT ?? 10 * 1024 * 1024);

/** `/rest/v1`: PostgREST semantics over the local database (see docs/local-supabase-rest.md). */
export async function createRestSurface(ctx: SurfaceContext): Promise<Surface> {
  const project = loadProjectConfig(ctx.config.projectDir, ctx.config.configOverrides);
  const schemas = project.api.schemas;
  let state: RestState | undefined;
  let loading: Promise<void> | undefined;
  let zones: Promise<ReadonlySet<string>> | undefined;
  const timezones = () =>
    (zones ??= ctx.db.query<{ name: string }>('select name from pg_timezone_names').then(
      (r) => new Set(r.rows.map((z) => z.name)),
      (e: unknown) => {
        zones = undefined; // ask again next time
        throw e;
      },
    ));

  const reload = () => {
    loading = (async () => {
      const cache = await loadSchemaCache(ctx.db, schemas);
      if (state) {
        state.cache = cache;
        state.plans.clear();
      } else {
        state = {
          ctx,
          cache,
          schemas,
          maxRows: project.api.maxRows,
          bodyLimit: BODY_LIMIT,
          jwt: new JwtVerifier(ctx.config.jwtSecret),
          plans: new Map(),
          timezones,
        };
      }
    })();
    return loading;
  };

  const unlisten = await ctx.db.listen('pgrst', (payload) => {
    if (payload.trim() === '' || /reload schema/i.test(payload)) {
      reload().catch((e: unknown) => console.error('[local-supabase rest] schema reload failed:', e));
    }
  });
  ctx.bus.on('schema-reload', () => void reload().catch(() => undefined));
  // Back after the server restarted: a reload notice may have been missed meanwhile (PostgREST, too,
  // reloads its schema cache when its connection comes back). The old cache serves until then.
  const stopReconnect = ctx.db.onReconnect(() => {
    reload().catch((e: unknown) => console.error('[local-supabase rest] schema reload after reconnect failed:', e));
  });

  return {
    prefix: '/rest/v1',
    async handle(req, res, path, url) {
      if (!state) await (loading ?? reload());
      await handleRest(state!, req, res, path, url);
    },
    async afterMigrate() {
      await reload();
    },
    async close() {
      stopReconnect();
      await unlisten();
    },
  };
}
