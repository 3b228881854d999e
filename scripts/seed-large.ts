/**
 * `npm run seed:large`: adds a benchmark-sized brokerage to the development database (PGlite in
 * LOCAL_SUPABASE_DATA, default .data — stop `npm start` first — or the PostgreSQL server in
 * DATABASE_URL): 100,000 accounts over 50 partners and 200 sales reps, 300,000 pricing requests and
 * 1,000,000 file rows. The demo sales rep (sales-rep@demo.test) gets 1% of the accounts, regional@demo.test
 * manages 5 of the partners. Idempotent: a second run does nothing. Sizes: SEED_LARGE_ACCOUNTS,
 * SEED_LARGE_REQUESTS_PER_ACCOUNT, SEED_LARGE_FILES_PER_ACCOUNT.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configFromEnv } from '../local-supabase/config.ts';
import { openDb } from '../local-supabase/db/index.ts';
import { migrate } from '../local-supabase/db/migrate.ts';
import type { Db } from '../local-supabase/db/types.ts';

export interface LargeSeedSize {
  accounts: number;
  requestsPerAccount: number;
  filesPerAccount: number;
}

export const DEFAULT_SIZE: LargeSeedSize = {
  accounts: Number(process.env.SEED_LARGE_ACCOUNTS ?? 100_000),
  requestsPerAccount: Number(process.env.SEED_LARGE_REQUESTS_PER_ACCOUNT ?? 3),
  filesPerAccount: Number(process.env.SEED_LARGE_FILES_PER_ACCOUNT ?? 10),
};

const PARTNERS = 50;
const REPS = 200;
const ORG1 = 'b0000000-0000-4000-8000-000000000001';
const ORG2 = 'b0000000-0000-4000-8000-000000000002';
const BRIGHTLINE = 'c0000000-0000-4000-8000-000000000001';
const SALES_REP = 'a0000000-0000-4000-8000-000000000006';
const REGIONAL = 'a0000000-0000-4000-8000-000000000004';

const int = (n: number) => {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`bad size ${n}`);
  return String(n);
};

/** The whole data set as set-based SQL (each rep n belongs to partner 1 + n % 50 and serves that partner's accounts); triggers are off (replica mode), so derived columns are written here. */
function script(size: LargeSeedSize): string {
  return `
set local session_replication_role = replica;

insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_token,
  recovery_token, email_change_token_new, email_change, email_change_token_current, phone_change, phone_change_token,
  reauthentication_token, raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at)
select '00000000-0000-0000-0000-000000000000', md5('bench-user-' || n)::uuid, 'authenticated', 'authenticated',
       'bench-rep-' || n || '@bench.test', '', now(), '', '', '', '', '', '', '', '',
       '{"provider":"email","providers":["email"]}', jsonb_build_object('role', 7), false, now(), now()
from generate_series(1, ${REPS}) n;

insert into public.partners (id, name, organization_id, regional_manager, status, primary_email, active)
select md5('bench-partner-' || n)::uuid, 'Bench Partner ' || lpad(n::text, 3, '0'),
       case when n % 2 = 0 then '${ORG1}'::uuid else '${ORG2}'::uuid end,
       case when n % 10 = 0 then '${REGIONAL}'::uuid end, 11, 'partner' || n || '@bench.test', true
from generate_series(1, ${PARTNERS}) n;

insert into public.profiles (id, role, active, partner_id, email, first_name, last_name, first_login)
select md5('bench-user-' || n)::uuid, 7, true, md5('bench-partner-' || (1 + n % ${PARTNERS}))::uuid,
       'bench-rep-' || n || '@bench.test', 'Bench', 'Rep ' || n, false
from generate_series(1, ${REPS}) n;

insert into public.assigned_organizations (profile, organization)
select md5('bench-user-' || n)::uuid, case when (1 + n % ${PARTNERS}) % 2 = 0 then '${ORG1}'::uuid else '${ORG2}'::uuid end
from generate_series(1, ${REPS}) n;

create temp table bench_accounts on commit drop as
select n,
       md5('bench-account-' || n)::uuid as id,
       case when n % 100 = 0 then '${BRIGHTLINE}'::uuid else md5('bench-partner-' || (1 + n % ${PARTNERS}))::uuid end as partner_id,
       case when n % 100 = 0 then '${SALES_REP}'::uuid else md5('bench-user-' || coalesce(nullif(${PARTNERS} * ((n / ${PARTNERS}) % ${REPS / PARTNERS}) + n % ${PARTNERS}, 0), ${REPS}))::uuid end as sales_rep,
       case when n % 100 = 0 or (1 + n % ${PARTNERS}) % 2 = 0 then '${ORG1}'::uuid else '${ORG2}'::uuid end as organization_id,
       (array['Granite', 'Harbor', 'Cedar', 'Summit', 'Maple', 'Pacific', 'Northern', 'Silver', 'Golden', 'Coastal',
              'Prairie', 'Alpine', 'River', 'Island', 'Valley', 'Metro', 'Royal', 'Evergreen', 'Bluewater', 'Redwood'])[1 + n % 20]
         || ' ' ||
       (array['Bakery', 'Dental', 'Auto', 'Brewing', 'Logistics', 'Fitness', 'Hotel', 'Pharmacy', 'Storage', 'Farms',
              'Printing', 'Marine', 'Clinic', 'Hardware', 'Café', 'Motors', 'Plastics', 'Foods', 'Lumber', 'Florist'])[1 + (n / 20) % 20]
         || ' ' || (array['Ltd.', 'Inc.', 'Co.', 'Group', 'Services'])[1 + (n / 400) % 5] || ' ' || lpad(n::text, 6, '0') as account_name,
       now() - make_interval(secs => n * 37) as created_at
from generate_series(1, ${int(size.accounts)}) n;

insert into public.accounts (id, organization_id, partner_id, sales_rep, account_name, business_type, contact_email,
  service_city, service_state, utility, active, created_at, updated_at)
select id, organization_id, partner_id, sales_rep, account_name, 'bench', 'contact' || n || '@bench.test',
       'Vancouver', 'BC', case when n % 4 = 0 then 'FortisBC' else 'BC Hydro' end, n % 50 <> 0, created_at, created_at
from bench_accounts;

insert into public.pricing_requests (id, account_id, organization_id, name, active, commodity, total_volume, sales_rep, created_at, updated_at,
  account_name, account_active)
select md5('bench-pr-' || a.n || '-' || k)::uuid, a.id, a.organization_id,
       a.account_name || ' — ' || case when k % 2 = 0 then 'Gas' else 'Electricity' end || ' #' || k,
       k = 1 or a.n % 3 <> 0, case when k % 2 = 0 then 'gas' else 'electricity' end, 50000 + (a.n * k) % 90000,
       a.sales_rep, a.created_at + make_interval(days => k), a.created_at + make_interval(days => k),
       a.account_name, a.n % 50 <> 0
from bench_accounts a cross join generate_series(1, ${int(size.requestsPerAccount)}) k;

insert into public.files (id, organization_id, account_id, pricing_request_id, type, file_name, file_size, path, created_at, updated_at)
select md5('bench-file-' || a.n || '-' || k)::uuid, a.organization_id, a.id,
       case when k <= ${int(size.requestsPerAccount)} then md5('bench-pr-' || a.n || '-' || k)::uuid end,
       (array['INVOICES', 'LOA', 'MATRIX', 'CONTRACT', 'SITES', 'LOE', 'PAD', 'PHOTO', 'OTHER', 'INVOICES'])[1 + k % 10],
       'document-' || k || '.pdf', 20000 + (a.n * 7919 + k * 104729) % 4000000,
       a.organization_id || '/accounts/' || a.id || '/document-' || k || '.pdf',
       a.created_at + make_interval(days => k), a.created_at + make_interval(days => k)
from bench_accounts a cross join generate_series(1, ${int(size.filesPerAccount)}) k;
`;
}

/** Adds the large data set unless it is there already; returns whether it seeded. */
export async function seedLarge(db: Db, size: LargeSeedSize = DEFAULT_SIZE, log: (s: string) => void = console.log): Promise<boolean> {
  const marker = await db.query<{ n: string }>(`select count(*)::text as n from public.partners where name = 'Bench Partner 001'`);
  if (marker.rows[0].n !== '0') {
    log('seed:large: already present, nothing to do');
    return false;
  }
  const t0 = Date.now();
  await db.transaction((tx) => tx.exec(script(size)));
  log(`seed:large: inserted in ${((Date.now() - t0) / 1000).toFixed(1)} s; vacuuming and analyzing`);
  // Vacuum as autovacuum soon would on PostgreSQL (PGlite has none): it sets the visibility map that
  // index-only scans need and moves the bulk insert out of the trigram (GIN) indexes' pending lists,
  // which every search would otherwise read through.
  await db.exec('vacuum analyze');
  const counts = await db.query<{ accounts: string; pricing_requests: string; files: string }>(
    `select (select count(*) from public.accounts)::text as accounts, (select count(*) from public.pricing_requests)::text as pricing_requests,
            (select count(*) from public.files)::text as files`,
  );
  log(`seed:large: now ${JSON.stringify(counts.rows[0])} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const config = configFromEnv();
  const db = await openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    await migrate(db, { projectDir: config.projectDir, seed: config.seed, log: (s) => console.log(s) });
    await seedLarge(db);
  } finally {
    await db.close();
  }
}
