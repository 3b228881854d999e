/**
 * `npx tsx scripts/bench/explain.ts <email> '<path?query>' [more paths…]`: EXPLAIN (ANALYZE, BUFFERS) of
 * the statement local-supabase runs for a GET on /rest/v1/<path?query> (with the exact count, as
 * `Prefer: count=exact` asks) as a demo login, under RLS — what the list benchmarks time, without
 * HTTP. Database: DATABASE_URL, or PGlite in LOCAL_SUPABASE_DATA (default .data).
 * `EXPLAIN_COUNT=none` leaves the count out; `EXPLAIN_ANALYZE=0` only plans; `EXPLAIN_SETUP=file.sql`
 * runs that script first (as the superuser) in the same transaction, which is always rolled back, so
 * a policy or an index can be tried without keeping it; `EXPLAIN_SUMMARY=1` prints only the times.
 */
import { readFileSync } from 'node:fs';
import { configFromEnv } from '../../local-supabase/config.ts';
import { openDb } from '../../local-supabase/db/index.ts';
import { Rollback } from '../../local-supabase/db/types.ts';
import { loadProjectConfig } from '../../local-supabase/project-config.ts';
import { parseQuery } from '../../local-supabase/rest/parse-query.ts';
import { loadSchemaCache } from '../../local-supabase/rest/schema-cache.ts';
import { planRead } from '../../local-supabase/rest/sql-read.ts';

const [email, ...paths] = process.argv.slice(2);
if (!email || !paths.length) throw new Error('usage: explain.ts <email> <path?query>…');
const config = configFromEnv();
const project = loadProjectConfig(config.projectDir);
const db = await openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
const setup = process.env.EXPLAIN_SETUP ? readFileSync(process.env.EXPLAIN_SETUP, 'utf8') : '';
const analyze = process.env.EXPLAIN_ANALYZE !== '0';
try {
  const cache = await loadSchemaCache(db, project.api.schemas);
  const who = await db.query<{ id: string }>('select id from public.profiles where email = $1', [email]);
  const sub = who.rows[0]?.id;
  if (!sub) throw new Error(`no profile ${email}`);
  await db
    .transaction(async (tx) => {
      if (setup) await tx.exec(setup);
      await tx.query(
        `select set_config('search_path', 'public, extensions', true), set_config('role', 'authenticated', true),
                set_config('request.jwt.claims', $1, true), set_config('request.jwt.claim.sub', $2, true)`,
        [JSON.stringify({ sub, role: 'authenticated' }), sub],
      );
      for (const p of paths) {
        const url = new URL(p.replace(/^\/?/, 'http://x/'));
        const table = cache.tables.get(`public.${url.pathname.slice(1)}`);
        if (!table) throw new Error(`no relation ${url.pathname}`);
        const stmt = planRead(cache, table, parseQuery(url.searchParams), {
          count: process.env.EXPLAIN_COUNT !== 'none',
          maxRows: project.api.maxRows,
        });
        const plan = await tx.query<Record<string, string>>(
          `explain (${analyze ? 'analyze, buffers, ' : ''}costs) ${stmt.sql}`,
          stmt.params,
        );
        const lines = plan.rows.map((r) => Object.values(r)[0]!);
        const shown = process.env.EXPLAIN_SUMMARY ? lines.filter((l) => /^(Planning|Execution) Time/.test(l)) : lines;
        console.log(`== ${email} GET ${p}\n${shown.join('\n')}`);
      }
      throw new Rollback(undefined);
    })
    .catch((e: unknown) => {
      if (!(e instanceof Rollback)) throw e;
    });
} finally {
  await db.close();
}
