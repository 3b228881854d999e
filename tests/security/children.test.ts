/**
 * Children of accounts — tasks, photos, files, pricing requests, contract submissions, contracts — and
 * the columns that place them: account_id, and the copies the database keeps of the account's place
 * (organization_id; on pricing requests, submissions and contracts also account_partner_id,
 * account_sales_rep and account_affiliate_id), attacked by every actor through REST insert / update /
 * upsert. Rules (docs/security.md): a child lives where its account lives — the copies are the
 * database's, a client's values are overwritten; moving a child to another account needs the right to
 * edit it and to see that account; a file without an account stays in one of its uploader's
 * organizations. After each refused attempt the other tenant still sees nothing.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { FOREIGN, FOREIGN_USERS, HOME, HOME_USERS, ID, must, service, type Actor, type User } from './actors.ts';
import { attacks, type Attack, type Call } from './attack.ts';
import { freshAccount, rowOf } from './targets.ts';

type Row = Record<string, unknown>;
interface Target {
  id: string;
  /** The account the child should end up on, or the owner of the attempt. */
  to?: string;
}

const TABLES = ['tasks', 'photos', 'files', 'pricing_requests', 'matrix_submissions', 'contracts'] as const;
type Table = (typeof TABLES)[number];
/** Tables that also copy the account's partner, sales rep and affiliate. */
const SCOPED: readonly Table[] = ['pricing_requests', 'matrix_submissions', 'contracts'];

/** What a fresh child of each table needs besides its account. */
const required = (table: Table, account: string): Row =>
  ({
    tasks: { title: 'Mallory task' },
    photos: { file_name: 'site.jpg', path: `${HOME.org}/accounts/${account}/site.jpg` },
    files: { file_name: 'bill.pdf', path: `${HOME.org}/accounts/${account}/bill.pdf` },
    pricing_requests: { name: 'Mallory request' },
    matrix_submissions: {},
    contracts: {},
  })[table];

/**
 * Who may move a HOME child to a FOREIGN account: whoever may edit it and sees both accounts —
 * management, and the executive (org-wide in FOREIGN; Brightline's accounts through the regional's
 * eyes), except on contracts, which the executive may only read.
 */
const movers = (table: Table): Actor[] => (table === 'contracts' ? ['management'] : ['management', 'executive']);

/** A Brightline account (sales rep: sales-rep@), shared by this file's attempts. */
let homeAccount: Promise<string> | undefined;
const home = () => (homeAccount ??= freshAccount({ organization_id: HOME.org, partner_id: HOME.partner, sales_rep: ID['sales-rep'] }));
let foreignAccount: Promise<string> | undefined;
const foreign = () =>
  (foreignAccount ??= freshAccount({ organization_id: FOREIGN.org, partner_id: FOREIGN.partner, sales_rep: ID['sales-rep-2'] }));

/** The values naming the other tenant that a client might forge into a child's copies. */
const FORGED = {
  organization_id: FOREIGN.org,
  account_partner_id: FOREIGN.partner,
  account_sales_rep: ID['sales-rep-2'],
  account_affiliate_id: FOREIGN.affiliate,
};
const forged = (table: Table): Row => (SCOPED.includes(table) ? FORGED : { organization_id: FORGED.organization_id });
/** The child if any of its place columns names the other tenant, else null. */
const leaked = (table: Table) => async (t: Target) => {
  const row = await rowOf(table, { id: t.id });
  return row && Object.entries(FORGED).some(([k, v]) => row[k] === v) ? row : null;
};

const look = (table: Table) => (c: SupabaseClient, t: Target) => c.from(table).select('id').eq('id', t.id);

function childAttacks(table: Table): Attack<Target>[] {
  const child = async (): Promise<Target> => {
    const account = await home();
    const row = await must(
      service()
        .from(table)
        .insert({ account_id: account, ...required(table, account) })
        .select('id')
        .single<{ id: string }>(),
    );
    return { id: row!.id, to: await foreign() };
  };
  const created = (values: () => Promise<Row>): Record<string, Call<Target>> => ({
    'REST insert (return=minimal)': async (c, t) => c.from(table).insert({ id: t.id, ...(await values()) }),
    'REST upsert': async (c, t) => c.from(table).upsert({ id: t.id, ...(await values()) }),
  });
  const onHome = async () => {
    const account = await home();
    return { account_id: account, ...required(table, account), ...forged(table) };
  };
  return [
    {
      name: `${table}: a child is moved to the other tenant’s account`,
      allowed: movers(table),
      setup: child,
      state: (t) => rowOf(table, { id: t.id }),
      paths: {
        'REST update': (c, t) => c.from(table).update({ account_id: t.to }).eq('id', t.id),
        'REST upsert': async (c, t) => c.from(table).upsert({ ...(await rowOf(table, { id: t.id })), account_id: t.to }),
      },
      unseen: { by: FOREIGN_USERS, look: look(table) },
    },
    {
      // Everyone who may create it on the home account does, in HOME: the forged copies are overwritten.
      name: `${table}: a child of a home account is created claiming the other tenant’s organization${SCOPED.includes(table) ? ', partner, rep and affiliate' : ''}`,
      allowed: [],
      setup: async () => ({ id: randomUUID() }),
      state: leaked(table),
      paths: created(onHome),
      unseen: { by: FOREIGN_USERS, look: look(table) },
    },
  ];
}

/** The actor's own tenant and the other one (anon and HOME's users: HOME). */
const theirs = (actor: Actor) => ((FOREIGN_USERS as Actor[]).includes(actor) ? HOME : FOREIGN);
const theirUsers = (actor: Actor): User[] => ((FOREIGN_USERS as Actor[]).includes(actor) ? HOME_USERS : FOREIGN_USERS);
const mine = (actor: Actor) => ((FOREIGN_USERS as Actor[]).includes(actor) ? FOREIGN : HOME);
const file = (t: Target) => rowOf('files', { id: t.id });
const unattached = (org: string, createdBy: string | null): Row => ({
  organization_id: org,
  created_by: createdBy,
  file_name: 'notes.pdf',
  path: `${org}/files/${randomUUID()}/notes.pdf`,
});

const FILES_WITHOUT_ACCOUNT: Attack<Target>[] = [
  {
    // Management and the executive belong to both tenants: for them the other organization is theirs too.
    name: 'files: a file without an account is created in the other tenant’s organization',
    allowed: ['management', 'executive'],
    setup: async () => ({ id: randomUUID() }),
    state: file,
    paths: {
      'REST insert (return=minimal)': (c, t, actor) =>
        c.from('files').insert({ id: t.id, ...unattached(theirs(actor).org, actor === 'anon' ? null : ID[actor]) }),
    },
    unseen: { by: theirUsers, look: look('files') },
  },
  {
    name: 'files: one’s file without an account is moved to the other tenant’s organization',
    allowed: ['management', 'executive'],
    skip: ['anon'],
    perActor: true,
    setup: async (actor) => {
      const row = await must(
        service()
          .from('files')
          .insert(unattached(mine(actor).org, ID[actor as User]))
          .select('id')
          .single<{ id: string }>(),
      );
      return { id: row!.id };
    },
    state: file,
    paths: {
      'REST update': (c, t, actor) =>
        c
          .from('files')
          .update({ organization_id: theirs(actor).org })
          .eq('id', t.id),
      'REST upsert': async (c, t, actor) => c.from('files').upsert({ ...(await file(t)), organization_id: theirs(actor).org }),
    },
    unseen: { by: theirUsers, look: look('files') },
  },
];

attacks('children of accounts: where they live', [...TABLES.flatMap(childAttacks), ...FILES_WITHOUT_ACCOUNT]);
