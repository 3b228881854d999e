/**
 * `npm run seed:large`: adds a benchmark-sized brokerage to the development database (PGlite in
 * LOCAL_SUPABASE_DATA, default .data — stop `npm start` first — or the PostgreSQL server in
 * DATABASE_URL): 100,000 accounts over 50 partners and 200 sales reps, 300,000 pricing requests,
 * 1,000,000 file rows, a contract submission per account and a contract per other account. The demo
 * sales rep (sales-rep@demo.test) gets 1% of the accounts, regional@demo.test manages 5 of the
 * partners. The history of those records (record_history, ~1.9 million rows) comes with them.
 * Idempotent: a second run adds only missing parts. Sizes: SEED_LARGE_ACCOUNTS,
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
const COMPANY_ADMIN = 'a0000000-0000-4000-8000-000000000002';
const COMPANY_ADMIN_2 = 'a0000000-0000-4000-8000-000000000011';

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
  account_name, account_active, account_partner_id, account_sales_rep)
select md5('bench-pr-' || a.n || '-' || k)::uuid, a.id, a.organization_id,
       a.account_name || ' — ' || case when k % 2 = 0 then 'Gas' else 'Electricity' end || ' #' || k,
       k = 1 or a.n % 3 <> 0, case when k % 2 = 0 then 'gas' else 'electricity' end, 50000 + (a.n * k) % 90000,
       a.sales_rep, a.created_at + make_interval(days => k), a.created_at + make_interval(days => k),
       a.account_name, a.n % 50 <> 0, a.partner_id, a.sales_rep
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

/**
 * Contract submissions (one per bench account, every status) and contracts (every other account, end
 * dates from 200 days ago to 800 days ahead) on the demo catalogue's products; derived columns written
 * here, as in script().
 */
const DEALS = `
set local session_replication_role = replica;

create temp table bench_products on commit drop as
select (row_number() over (order by id) - 1)::int as i, id, retailer_id, commodity, term_months from public.products;

insert into public.matrix_submissions (id, account_id, organization_id, retailer_id, product_id, commodity, rate, term_months,
  start_date, annual_volume, status, notes, sales_rep, created_at, updated_at, account_partner_id, account_sales_rep, account_affiliate_id)
select md5('bench-ms-' || a.id)::uuid, a.id, a.organization_id, p.retailer_id, p.id, p.commodity, 0.0950, p.term_months,
       (a.created_at + interval '30 days')::date, 60000, (array['draft', 'submitted', 'approved', 'rejected'])[1 + h % 4], 'bench:large',
       a.sales_rep, a.created_at + interval '2 days', a.created_at + interval '2 days', a.partner_id, a.sales_rep, a.affiliate_id
from (select a.*, abs(hashtext(a.id::text)) as h from public.accounts a where a.business_type = 'bench') a
join bench_products p on p.i = a.h % (select count(*) from bench_products);

insert into public.contracts (id, account_id, organization_id, retailer_id, product_id, commodity, rate, volume, start_date, end_date,
  status, created_at, updated_at, account_partner_id, account_sales_rep, account_affiliate_id)
select md5('bench-ct-' || a.id)::uuid, a.id, a.organization_id, p.retailer_id, p.id, p.commodity, 0.0990, 70000,
       current_date - 200 + a.h % 1000 - p.term_months * 30, current_date - 200 + a.h % 1000,
       case when a.h % 1000 < 200 then 'expired' when a.h % 8 = 0 then 'pending' else 'active' end,
       a.created_at + interval '40 days', a.created_at + interval '40 days', a.partner_id, a.sales_rep, a.affiliate_id
from (select a.*, abs(hashtext(a.id::text)) as h from public.accounts a where a.business_type = 'bench') a
join bench_products p on p.i = a.h % (select count(*) from bench_products)
where a.h % 2 = 0;
`;

/**
 * The history of the bench records (record_history, migration 20261126170000), as the triggers would
 * have written it had they been on: each record's creation by the service (an import) at its
 * created_at, then users' edits over the following weeks — every account's notes by its sales rep (a
 * third also a phone number), the first request's volume, each submission's draft → submitted by the
 * rep and approved / rejected by the company admin of its organization. About 1.9 million rows with
 * the records' visibility keys.
 */
const HISTORY = `
set local session_replication_role = replica;

insert into public.record_history (changed_at, table_name, record_id, operation, new_values,
  organization_id, partner_id, profile_id, affiliate_id, account_id)
select a.created_at, 'accounts', a.id::text, 'insert', jsonb_strip_nulls(to_jsonb(a) - array['id', 'created_at', 'updated_at']),
       a.organization_id, a.partner_id, a.sales_rep, a.affiliate_id, a.id
from public.accounts a where a.business_type = 'bench';

insert into public.record_history (changed_at, table_name, record_id, operation, new_values,
  organization_id, partner_id, profile_id, affiliate_id, account_id, parent_id)
select pr.created_at, 'pricing_requests', pr.id::text, 'insert',
       jsonb_strip_nulls(to_jsonb(pr) - array['id', 'created_at', 'updated_at', 'account_name', 'account_active',
         'account_partner_id', 'account_sales_rep', 'account_affiliate_id']),
       pr.organization_id, pr.account_partner_id, pr.account_sales_rep, pr.account_affiliate_id, pr.account_id, pr.id
from public.pricing_requests pr join public.accounts a on a.id = pr.account_id and a.business_type = 'bench';

insert into public.record_history (changed_at, table_name, record_id, operation, new_values,
  organization_id, partner_id, profile_id, affiliate_id, owner_id, account_id)
select f.created_at, 'files', f.id::text, 'insert', jsonb_strip_nulls(to_jsonb(f) - array['id', 'created_at', 'updated_at']),
       f.organization_id, a.partner_id, a.sales_rep, a.affiliate_id, f.created_by, f.account_id
from public.files f join public.accounts a on a.id = f.account_id and a.business_type = 'bench';

insert into public.record_history (changed_at, table_name, record_id, operation, new_values,
  organization_id, partner_id, profile_id, affiliate_id, account_id)
select m.created_at, 'matrix_submissions', m.id::text, 'insert',
       jsonb_strip_nulls(to_jsonb(m) - array['id', 'created_at', 'updated_at', 'account_partner_id', 'account_sales_rep', 'account_affiliate_id'])
         || jsonb_build_object('status', 'draft'),
       m.organization_id, m.account_partner_id, m.account_sales_rep, m.account_affiliate_id, m.account_id
from public.matrix_submissions m where m.notes = 'bench:large';

insert into public.record_history (changed_at, table_name, record_id, operation, new_values,
  organization_id, partner_id, profile_id, affiliate_id, account_id)
select c.created_at, 'contracts', c.id::text, 'insert',
       jsonb_strip_nulls(to_jsonb(c) - array['id', 'created_at', 'updated_at', 'account_partner_id', 'account_sales_rep', 'account_affiliate_id']),
       c.organization_id, c.account_partner_id, c.account_sales_rep, c.account_affiliate_id, c.account_id
from public.contracts c join public.accounts a on a.id = c.account_id and a.business_type = 'bench';

create temp table bench_people on commit drop as
select p.id, nullif(trim(concat_ws(' ', p.first_name, p.last_name)), '') as name from public.profiles p;

-- The reps' edits of their accounts.
insert into public.record_history (changed_at, table_name, record_id, operation, actor, actor_name, old_values, new_values,
  organization_id, partner_id, profile_id, affiliate_id, account_id)
select a.created_at + make_interval(days => 1 + abs(hashtext(a.id::text)) % 20), 'accounts', a.id::text, 'update', a.sales_rep, p.name,
       jsonb_build_object('notes', null), jsonb_build_object('notes', 'Called about the renewal'),
       a.organization_id, a.partner_id, a.sales_rep, a.affiliate_id, a.id
from public.accounts a join bench_people p on p.id = a.sales_rep where a.business_type = 'bench'
union all
select a.created_at + interval '25 days', 'accounts', a.id::text, 'update', a.sales_rep, p.name,
       jsonb_build_object('contact_phone', null), jsonb_build_object('contact_phone', '604-555-' || lpad((abs(hashtext(a.id::text)) % 10000)::text, 4, '0')),
       a.organization_id, a.partner_id, a.sales_rep, a.affiliate_id, a.id
from public.accounts a join bench_people p on p.id = a.sales_rep where a.business_type = 'bench' and abs(hashtext(a.id::text)) % 3 = 0;

-- The first request of each account gets a new volume from its rep.
insert into public.record_history (changed_at, table_name, record_id, operation, actor, actor_name, old_values, new_values,
  organization_id, partner_id, profile_id, affiliate_id, account_id, parent_id)
select pr.created_at + interval '2 days', 'pricing_requests', pr.id::text, 'update', pr.account_sales_rep, p.name,
       jsonb_build_object('total_volume', pr.total_volume - 1000), jsonb_build_object('total_volume', pr.total_volume),
       pr.organization_id, pr.account_partner_id, pr.account_sales_rep, pr.account_affiliate_id, pr.account_id, pr.id
from public.pricing_requests pr join public.accounts a on a.id = pr.account_id and a.business_type = 'bench'
join bench_people p on p.id = pr.account_sales_rep
where pr.name like '% #1';

-- Each submission's way to its status: submitted by the rep, decided by the company admin.
insert into public.record_history (changed_at, table_name, record_id, operation, actor, actor_name, old_values, new_values,
  organization_id, partner_id, profile_id, affiliate_id, account_id)
select m.created_at + interval '1 day', 'matrix_submissions', m.id::text, 'update', m.account_sales_rep, p.name,
       jsonb_build_object('status', 'draft'), jsonb_build_object('status', 'submitted'),
       m.organization_id, m.account_partner_id, m.account_sales_rep, m.account_affiliate_id, m.account_id
from public.matrix_submissions m join bench_people p on p.id = m.account_sales_rep
where m.notes = 'bench:large' and m.status <> 'draft'
union all
select m.created_at + interval '3 days', 'matrix_submissions', m.id::text, 'update', p.id, p.name,
       jsonb_build_object('status', 'submitted'), jsonb_build_object('status', m.status),
       m.organization_id, m.account_partner_id, m.account_sales_rep, m.account_affiliate_id, m.account_id
from public.matrix_submissions m
join bench_people p on p.id = case when m.organization_id = '${ORG1}' then '${COMPANY_ADMIN}'::uuid else '${COMPANY_ADMIN_2}'::uuid end
where m.notes = 'bench:large' and m.status in ('approved', 'rejected');
`;

/** The parts of the data set, each added when its marker finds nothing (older seeded databases get the newer parts). */
const PARTS = [
  {
    name: 'accounts, pricing requests, files',
    marker: `select count(*)::text as n from public.partners where name = 'Bench Partner 001'`,
    sql: script,
  },
  {
    name: 'contract submissions, contracts',
    marker: `select count(*)::text as n from public.matrix_submissions where notes = 'bench:large'`,
    sql: () => DEALS,
  },
  {
    name: 'history of the records',
    marker: `select count(*)::text as n from public.record_history where table_name = 'accounts' and record_id = md5('bench-account-1')::uuid::text`,
    sql: () => HISTORY,
  },
];

const BIG_TABLES = ['accounts', 'pricing_requests', 'files', 'matrix_submissions', 'contracts', 'record_history'];

/** Adds the parts of the large data set that are missing; returns whether it seeded anything. */
export async function seedLarge(db: Db, size: LargeSeedSize = DEFAULT_SIZE, log: (s: string) => void = console.log): Promise<boolean> {
  const t0 = Date.now();
  let seeded = false;
  for (const part of PARTS) {
    if ((await db.query<{ n: string }>(part.marker)).rows[0].n !== '0') continue;
    await db.transaction((tx) => tx.exec(part.sql(size)));
    log(`seed:large: ${part.name} inserted in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    seeded = true;
  }
  // Vacuum as autovacuum soon would on PostgreSQL (PGlite has none) after a bulk insert, or after a
  // migration that rewrote a big table: it sets the visibility map that index-only scans need and
  // moves bulk inserts out of the trigram (GIN) indexes' pending lists, which every search would
  // otherwise read through.
  const stale = seeded
    ? { rows: BIG_TABLES.map((t) => ({ t })) }
    : await db.query<{ t: string }>(
        `select c.relname as t from pg_class c where c.relnamespace = 'public'::regnamespace and c.relname = any ($1)
           and c.relpages > 100 and c.relallvisible < 0.9 * c.relpages`,
        [BIG_TABLES],
      );
  if (stale.rows.length) {
    log(`seed:large: vacuuming and analyzing ${stale.rows.map((r) => r.t).join(', ')}`);
    for (const { t } of stale.rows) await db.exec(`vacuum analyze public.${t}`);
  }
  if (!seeded && !stale.rows.length) log('seed:large: already present, nothing to do');
  const counts = await db.query<Record<string, string>>(
    `select ${BIG_TABLES.map((t) => `(select count(*) from public.${t})::text as ${t}`).join(', ')}`,
  );
  if (seeded) log(`seed:large: now ${JSON.stringify(counts.rows[0])} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  return seeded;
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
