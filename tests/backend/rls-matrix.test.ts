/**
 * The RLS matrix: every demo role (and anon) × every public table × select / insert / update /
 * delete, through the real supabase-js signed in as that role. Expected outcomes are data:
 * `'SIUD|S---'` = on the "home" target (Summit Energy Brokers, partner Brightline, affiliate
 * GreenLeaf, sales rep sam) the actor may Select, Insert, Update and Delete; on the "foreign"
 * target (Coastal Power Partners, partner Harbor, affiliate Metro, sales-rep-2) only Select.
 * A '-' means the database refuses (silently filtered or with an error).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { randomInt, randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, DEMO, serviceClient, signIn, uniqueEmail } from './helpers.ts';

const ACTORS = [
  'anon',
  'management',
  'company-admin',
  'executive',
  'regional',
  'partner-admin',
  'sales-rep',
  'sales-rep-2',
  'affiliate-admin',
  'disabled',
] as const;
type Actor = (typeof ACTORS)[number];
type Target = 'home' | 'foreign';
type Row = Record<string, unknown>;

const HOME = {
  org: DEMO.organizations.summit,
  partner: DEMO.partners.brightline,
  affiliate: DEMO.affiliates.greenleaf,
  salesRep: DEMO.users.salesRep,
  regional: DEMO.users.regional as string | null,
  // Account 3: partner Brightline, sales rep sam, referred by GreenLeaf.
  account: DEMO.account(3),
};
const FOREIGN = {
  org: DEMO.organizations.coastal,
  partner: DEMO.partners.harbor,
  affiliate: DEMO.affiliates.metro,
  salesRep: DEMO.users.salesRep2,
  regional: null,
  // Account 40: partner Harbor, sales rep jordan, referred by Metro.
  account: DEMO.account(40),
};
const at = (t: Target) => (t === 'home' ? HOME : FOREIGN);

interface Spec {
  table: string;
  /** Targets probed; catalogue tables have one. */
  targets: Target[];
  /** A new row for the target (parents created with the service role). */
  fresh(t: Target): Promise<Row>;
  /** Reads and updates go to this seeded row instead of a fresh one (rows that must never be deleted). */
  existing?: (t: Target) => Row;
  /** Columns identifying a row (tables with generated keys). */
  match?: (row: Row) => Row;
  /** Runs after the service role inserted the probe row (e.g. assign a fresh profile to an organization). */
  after?: (row: Row, t: Target) => Promise<void>;
  patch(current: Row): Row;
  expect: Record<Actor, string>;
}

let svc: SupabaseClient;
const clients = new Map<Actor, SupabaseClient>();
let subject = '';
const cleanups: (() => PromiseLike<unknown>)[] = [];

async function must<T>(p: PromiseLike<{ data: T; error: unknown }>): Promise<T> {
  const { data, error } = await p;
  if (error) throw new Error(`service role setup failed: ${JSON.stringify(error)}`);
  return data;
}

async function freshPricingRequest(t: Target): Promise<string> {
  const id = randomUUID();
  await must(svc.from('pricing_requests').insert({ id, account_id: at(t).account, name: `RLS matrix ${id.slice(0, 8)}` }));
  cleanups.push(() => svc.from('pricing_requests').delete().eq('id', id));
  return id;
}

async function freshUser(): Promise<string> {
  const { data, error } = await svc.auth.admin.createUser({ email: uniqueEmail('rls'), password: 'password-123', email_confirm: true });
  if (error) throw error;
  cleanups.push(() => svc.auth.admin.deleteUser(data.user.id));
  return data.user.id;
}

const ALL = (s: string): Record<Actor, string> =>
  Object.fromEntries(ACTORS.map((a) => [a, a === 'anon' ? s.replace(/[A-Z]/g, '-') : s])) as Record<Actor, string>;
const only = (base: string, overrides: Partial<Record<Actor, string>>): Record<Actor, string> => ({ ...ALL(base), ...overrides });

/** Expectations shared by tables that follow their account and need one permission group for writes. */
const accountChild = (x: { affiliate: string; contractsOnly?: boolean }): Record<Actor, string> =>
  x.contractsOnly
    ? {
        anon: '----|----',
        management: 'SIUD|SIUD',
        'company-admin': 'SIUD|----',
        executive: 'S---|S---',
        regional: 'S---|----',
        'partner-admin': 'S---|----',
        'sales-rep': 'S---|----',
        'sales-rep-2': '----|S---',
        'affiliate-admin': 'S---|----',
        disabled: '----|----',
      }
    : {
        anon: '----|----',
        management: 'SIUD|SIUD',
        'company-admin': 'SIUD|----',
        executive: 'SIUD|SIUD',
        regional: 'SIUD|----',
        'partner-admin': 'SIUD|----',
        'sales-rep': 'SIUD|----',
        'sales-rep-2': '----|SIUD',
        'affiliate-admin': `${x.affiliate}|----`,
        disabled: '----|----',
      };

/** Photos and files: whoever sees the account may add and edit; deleting needs files.DELETE. */
const attachment: Record<Actor, string> = {
  anon: '----|----',
  management: 'SIUD|SIUD',
  'company-admin': 'SIUD|----',
  executive: 'SIUD|SIUD',
  regional: 'SIU-|----',
  'partner-admin': 'SIUD|----',
  'sales-rep': 'SIU-|----',
  'sales-rep-2': '----|SIU-',
  'affiliate-admin': 'SIU-|----',
  disabled: '----|----',
};

const SPECS: Spec[] = [
  {
    table: 'accounts',
    targets: ['home', 'foreign'],
    fresh: async (t) => ({
      id: randomUUID(),
      organization_id: at(t).org,
      partner_id: at(t).partner,
      affiliate_id: at(t).affiliate,
      sales_rep: at(t).salesRep,
      account_name: 'RLS matrix account',
    }),
    patch: () => ({ notes: 'edited by the RLS matrix' }),
    expect: {
      anon: '----|----',
      management: 'SIUD|SIUD',
      'company-admin': 'SIUD|----',
      executive: 'SIU-|SIU-',
      regional: 'SIU-|----',
      'partner-admin': 'SIUD|----',
      'sales-rep': 'SIU-|----',
      'sales-rep-2': '----|SIU-',
      'affiliate-admin': 'SIU-|----',
      disabled: '----|----',
    },
  },
  {
    table: 'tasks',
    targets: ['home', 'foreign'],
    fresh: async (t) => ({ id: randomUUID(), account_id: at(t).account, title: 'RLS matrix task' }),
    patch: () => ({ status: 'done' }),
    expect: accountChild({ affiliate: 'SIU-' }),
  },
  {
    table: 'pricing_requests',
    targets: ['home', 'foreign'],
    fresh: async (t) => ({ id: randomUUID(), account_id: at(t).account, name: 'RLS matrix request', commodity: 'gas' }),
    patch: () => ({ notes: 'edited' }),
    expect: accountChild({ affiliate: 'S---' }),
  },
  {
    table: 'pricing_requests_products',
    targets: ['home', 'foreign'],
    fresh: async (t) => {
      const { data } = await svc.from('products').select('id, retailer_id').limit(1).single();
      return { id: randomUUID(), pricing_request_id: await freshPricingRequest(t), product_id: data?.id, retailer_id: data?.retailer_id };
    },
    patch: () => ({ active: false }),
    expect: accountChild({ affiliate: 'S---' }),
  },
  {
    table: 'proposals',
    targets: ['home', 'foreign'],
    fresh: async (t) => ({ id: randomUUID(), pricing_request_id: await freshPricingRequest(t), title: 'RLS matrix proposal' }),
    patch: () => ({ title: 'edited' }),
    expect: accountChild({ affiliate: 'S---' }),
  },
  {
    table: 'matrix_submissions',
    targets: ['home', 'foreign'],
    fresh: async (t) => ({ id: randomUUID(), account_id: at(t).account, commodity: 'electricity', status: 'draft' }),
    patch: () => ({ notes: 'edited', status: 'submitted' }),
    expect: accountChild({ affiliate: 'S---' }),
  },
  {
    table: 'contracts',
    targets: ['home', 'foreign'],
    fresh: async (t) => ({ id: randomUUID(), account_id: at(t).account, commodity: 'electricity', status: 'pending' }),
    patch: () => ({ status: 'active' }),
    expect: accountChild({ affiliate: 'S---', contractsOnly: true }),
  },
  {
    table: 'photos',
    targets: ['home', 'foreign'],
    fresh: async (t) => ({
      id: randomUUID(),
      account_id: at(t).account,
      file_name: 'meter.jpg',
      path: `${at(t).org}/accounts/${at(t).account}/meter.jpg`,
    }),
    patch: () => ({ file_name: 'meter-2.jpg' }),
    expect: attachment,
  },
  {
    table: 'files',
    targets: ['home', 'foreign'],
    fresh: async (t) => ({
      id: randomUUID(),
      organization_id: at(t).org,
      account_id: at(t).account,
      type: 'INVOICES',
      file_name: 'invoice.pdf',
      path: `${at(t).org}/accounts/${at(t).account}/invoice.pdf`,
    }),
    patch: () => ({ file_name: 'invoice-2.pdf' }),
    expect: attachment,
  },
  {
    table: 'organizations',
    targets: ['home', 'foreign'],
    fresh: async () => ({ id: randomUUID(), name: 'RLS matrix org' }),
    existing: (t) => ({ id: at(t).org }),
    patch: (row) => ({ phone: row.phone }),
    expect: {
      anon: '----|----',
      management: 'SIUD|SIUD',
      'company-admin': 'S-U-|----',
      executive: 'S---|S---',
      regional: 'S---|----',
      'partner-admin': 'S---|----',
      'sales-rep': 'S---|----',
      'sales-rep-2': '----|S---',
      'affiliate-admin': 'S---|----',
      disabled: '----|----',
    },
  },
  {
    table: 'partners',
    targets: ['home', 'foreign'],
    fresh: async (t) => ({ id: randomUUID(), name: 'RLS matrix partner', organization_id: at(t).org, regional_manager: at(t).regional }),
    existing: (t) => ({ id: at(t).partner }),
    patch: (row) => ({ phone: row.phone }),
    expect: {
      anon: '----|----',
      management: 'SIUD|SIUD',
      'company-admin': 'SIUD|----',
      executive: 'S-U-|S-U-',
      regional: 'S-U-|----',
      'partner-admin': 'S-U-|----',
      'sales-rep': 'S---|----',
      'sales-rep-2': '----|S---',
      'affiliate-admin': '----|----',
      disabled: '----|----',
    },
  },
  {
    table: 'affiliates',
    targets: ['home', 'foreign'],
    fresh: async (t) => ({ id: randomUUID(), name: 'RLS matrix affiliate', organization_id: at(t).org }),
    existing: (t) => ({ id: at(t).affiliate }),
    patch: (row) => ({ phone: row.phone }),
    expect: {
      anon: '----|----',
      management: 'SIUD|SIUD',
      'company-admin': 'SIUD|----',
      executive: '----|S---',
      regional: '----|----',
      'partner-admin': '----|----',
      'sales-rep': '----|----',
      'sales-rep-2': '----|----',
      'affiliate-admin': 'S-U-|----',
      disabled: '----|----',
    },
  },
  {
    table: 'profiles',
    targets: ['home', 'foreign'],
    fresh: async (t) => ({ id: await freshUser(), role: 7, partner_id: at(t).partner, first_name: 'Matrix', last_name: 'Subject' }),
    after: async (row, t) => {
      await must(svc.from('assigned_organizations').insert({ profile: row.id, organization: at(t).org }));
    },
    patch: () => ({ job_description: 'Edited by the RLS matrix' }),
    expect: {
      anon: '----|----',
      management: 'SIUD|SIUD',
      'company-admin': 'SIUD|----',
      executive: 'S---|S---',
      regional: 'S---|----',
      'partner-admin': 'SIU-|----',
      'sales-rep': 'S---|----',
      'sales-rep-2': '----|S---',
      'affiliate-admin': '----|----',
      disabled: '----|----',
    },
  },
  {
    table: 'assigned_organizations',
    targets: ['home', 'foreign'],
    fresh: async (t) => ({ profile: subject, organization: at(t).org }),
    match: (row) => ({ profile: row.profile, organization: row.organization }),
    patch: (row) => ({ organization: row.organization }),
    expect: only('----|----', { management: 'SIUD|SIUD', 'company-admin': 'SIUD|----', executive: '----|S---' }),
  },
  {
    table: 'assigned_profiles',
    targets: ['home'],
    fresh: async () => ({ profile: subject, shared_profile: DEMO.users.regional }),
    match: (row) => ({ profile: row.profile }),
    patch: () => ({ shared_profile: DEMO.users.salesRep }),
    expect: only('----', { management: 'SIUD' }),
  },
  {
    table: 'assigned_permissions',
    targets: ['home'],
    fresh: async () => ({ role: 2, permission: 'contracts.DELETE' }),
    match: (row) => ({ role: row.role, permission: row.permission }),
    patch: () => ({ permission: 'contracts.DELETE' }),
    expect: only('S---', { management: 'SIUD' }),
  },
  {
    table: 'roles',
    targets: ['home'],
    fresh: async () => {
      const id = randomInt(1000, 1_000_000);
      return { id, name: `RLS role ${id}` };
    },
    patch: (row) => ({ name: row.name }),
    expect: only('S---', { management: 'SIUD' }),
  },
  {
    table: 'permissions',
    targets: ['home'],
    fresh: async () => {
      const action = `A${randomInt(1, 1_000_000_000)}`;
      return { id: `rlstest.${action}`, group_name: 'rlstest', action };
    },
    patch: () => ({ description: 'edited' }),
    expect: only('S---', { management: 'SIUD' }),
  },
  {
    table: 'partner_statuses',
    targets: ['home'],
    fresh: async () => {
      const id = randomInt(1000, 1_000_000);
      return { id, name: `RLS status ${id}` };
    },
    patch: () => ({ sort_order: 99 }),
    expect: only('S---', { management: 'SIUD' }),
  },
  {
    table: 'file_types',
    targets: ['home'],
    fresh: async () => ({ id: `RLS_${randomInt(1, 1_000_000_000)}`, name: 'RLS file type' }),
    patch: () => ({ name: 'edited' }),
    expect: only('S---', { management: 'SIUD' }),
  },
  {
    table: 'retailers',
    targets: ['home'],
    fresh: async () => ({ id: randomUUID(), name: `RLS retailer ${randomUUID()}` }),
    patch: () => ({ phone: '1-800-555-0199' }),
    expect: only('S---', { management: 'SIUD', 'company-admin': 'SIUD' }),
  },
  {
    table: 'products',
    targets: ['home'],
    fresh: async () => {
      const { data } = await svc.from('retailers').select('id').limit(1).single();
      return { id: randomUUID(), retailer_id: data?.id, name: `RLS product ${randomUUID()}`, commodity: 'gas', term_months: 18 };
    },
    patch: () => ({ active: false }),
    expect: only('S---', { management: 'SIUD', 'company-admin': 'SIUD' }),
  },
  {
    table: 'news',
    targets: ['home', 'foreign'],
    fresh: async (t) => ({ id: randomUUID(), title: 'RLS matrix news', body: 'Body', organization_id: at(t).org }),
    patch: () => ({ body: 'Edited' }),
    expect: {
      anon: '----|----',
      management: 'SIUD|SIUD',
      'company-admin': 'SIUD|----',
      executive: 'S---|S---',
      regional: 'S---|----',
      'partner-admin': 'S---|----',
      'sales-rep': 'S---|----',
      'sales-rep-2': '----|S---',
      'affiliate-admin': 'S---|----',
      disabled: '----|----',
    },
  },
  {
    table: 'version_history',
    targets: ['home'],
    fresh: async () => ({ version: `0.0.0-rls.${randomUUID()}`, description: 'RLS matrix' }),
    match: (row) => ({ version: row.version }),
    patch: () => ({ description: 'edited' }),
    // Everyone reads versions (anon too); only management publishes; nobody rewrites history.
    expect: { ...only('S---', { management: 'SI--' }), anon: 'S---' },
  },
  {
    table: 'keys',
    targets: ['home'],
    fresh: async () => ({ id: `rls-${randomUUID()}`, key: 'secret' }),
    patch: () => ({ key: 'changed' }),
    expect: ALL('----'),
  },
  {
    // The column chooser's choices are their user's alone (own rows: tests/backend/list-preferences.test.ts):
    // probed on another user's rows, nobody — management included — reads, writes or removes them.
    table: 'list_preferences',
    targets: ['home'],
    fresh: async () => ({ user_id: subject, list: `rls-${randomInt(1e9)}`, hidden_columns: ['utility'] }),
    match: (row) => ({ user_id: row.user_id, list: row.list }),
    patch: () => ({ hidden_columns: [] }),
    expect: ALL('----'),
  },
  {
    table: 'api_content',
    targets: ['home'],
    fresh: async () => ({ id: `rls-${randomUUID()}`, content: { hello: 'world' } }),
    patch: () => ({ content: { hello: 'edited' } }),
    expect: only('S---', { management: 'SIUD' }),
  },
];

const START = '<!-- rls-matrix:start (generated by tests/backend/rls-matrix.test.ts) -->';
const END = '<!-- rls-matrix:end -->';

const keyOf = (spec: Spec, row: Row): Row => (spec.match ? spec.match(row) : { id: row.id });

/** Runs the four operations as one actor against one target and returns e.g. 'SI-D'. */
async function probe(spec: Spec, client: SupabaseClient, t: Target): Promise<string> {
  // I — insert a new row (without RETURNING, so insert rights are judged on their own).
  const mine = await spec.fresh(t);
  const inserted = await client.from(spec.table).insert(mine);
  await svc.from(spec.table).delete().match(keyOf(spec, mine));

  // The probe row: a seeded row, or a fresh one written by the service role.
  let key: Row;
  let fresh: Row | undefined;
  if (spec.existing) key = spec.existing(t);
  else {
    fresh = await spec.fresh(t);
    await must(svc.from(spec.table).insert(fresh));
    await spec.after?.(fresh, t);
    key = keyOf(spec, fresh);
  }

  // S — the row is returned to the actor.
  const selected = await client.from(spec.table).select('*').match(key);
  // U — an update reaches the row (0 rows = filtered by RLS).
  const current = (await must(svc.from(spec.table).select('*').match(key).single())) as Row;
  const updated = await client.from(spec.table).update(spec.patch(current)).match(key).select('*');

  // D — a fresh row (never a seeded one) is deleted, confirmed by the service role.
  if (!fresh) {
    fresh = await spec.fresh(t);
    await must(svc.from(spec.table).insert(fresh));
    await spec.after?.(fresh, t);
  }
  const freshKey = keyOf(spec, fresh);
  await client.from(spec.table).delete().match(freshKey);
  const left = await must(svc.from(spec.table).select('*').match(freshKey));
  await svc.from(spec.table).delete().match(freshKey);

  return [
    !selected.error && selected.data.length === 1 ? 'S' : '-',
    !inserted.error ? 'I' : '-',
    !updated.error && updated.data.length === 1 ? 'U' : '-',
    Array.isArray(left) && left.length === 0 ? 'D' : '-',
  ].join('');
}

beforeAll(async () => {
  svc = serviceClient();
  clients.set('anon', anonClient());
  for (const a of ACTORS) if (a !== 'anon') clients.set(a, await signIn(`${a}@demo.test`));
  // An inactive sales rep whose assignments the matrix creates and removes.
  subject = await freshUser();
  await must(svc.from('profiles').insert({ id: subject, role: 7, active: false, partner_id: DEMO.partners.brightline }));
});

afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe.each(SPECS)('RLS matrix: $table', (spec) => {
  it.each(ACTORS)('%s', async (actor) => {
    const client = clients.get(actor)!;
    const outcomes: string[] = [];
    for (const t of spec.targets) outcomes.push(await probe(spec, client, t));
    expect(outcomes.join('|')).toBe(spec.expect[actor]);
  });
});

/** docs/security.md carries this matrix between markers; WRITE_SECURITY_DOC=1 rewrites it from SPECS. */
describe('docs/security.md', () => {
  it('states the same matrix as this test', () => {
    const file = path.resolve('docs/security.md');
    const header = `| table | ${ACTORS.join(' | ')} |`;
    const rule = `|---|${ACTORS.map(() => '---').join('|')}|`;
    const body = SPECS.map((s) => `| ${s.table} | ${ACTORS.map((a) => `\`${s.expect[a].replace('|', ' / ')}\``).join(' | ')} |`);
    const table = [START, header, rule, ...body, END].join('\n');
    const doc = readFileSync(file, 'utf8');
    if (process.env.WRITE_SECURITY_DOC === '1') {
      const a = doc.indexOf(START);
      const b = doc.indexOf(END);
      writeFileSync(file, a >= 0 && b > a ? doc.slice(0, a) + table + doc.slice(b + END.length) : `${doc.trimEnd()}\n\n${table}\n`);
    } else expect(doc).toContain(table);
  });
});
