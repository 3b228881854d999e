/**
 * The history of records is append-only (migration 20261126170000_record_history, docs/security.md
 * "History of records"): no actor — anon, every demo login, management included — writes, rewrites,
 * re-scopes or deletes a row of record_history through any door. The rows exist only because the
 * triggers wrote them; the service role cannot write them either (tests/backend/record-history.test.ts).
 * After each refused attempt the other tenant still sees none of the target's history.
 */
import { FOREIGN, FOREIGN_USERS, HOME, ID, must, service } from './actors.ts';
import { attacks, type Attack } from './attack.ts';
import { freshAccount } from './targets.ts';

interface Target {
  account: string;
}

/** A HOME account (Brightline, sales-rep@) with a history of two rows: created by the service, edited by its rep. */
let shared: Promise<Target> | undefined;
const target = () =>
  (shared ??= (async () => {
    const account = await freshAccount({ organization_id: HOME.org, partner_id: HOME.partner, sales_rep: ID['sales-rep'] });
    await must(service().from('accounts').update({ notes: 'first call' }).eq('id', account).select('id'));
    return { account };
  })());

/** Every history row of the target, as the service role reads it. */
async function state(t: Target) {
  const { data, error } = await service().from('record_history').select('*').eq('record_id', t.account).order('id');
  if (error) throw new Error(`reading history failed: ${error.message}`);
  return data;
}

const forged = (t: Target) => ({
  table_name: 'accounts',
  record_id: t.account,
  operation: 'update',
  actor: ID.management,
  actor_name: 'Forged',
  old_values: { notes: 'first call' },
  new_values: { notes: 'never said' },
  organization_id: FOREIGN.org,
});

const HISTORY: Attack<Target>[] = [
  {
    name: 'the history of a record cannot be written, rewritten, re-scoped or deleted',
    allowed: [],
    setup: target,
    state,
    paths: {
      'REST insert a forged row': (c, t) => c.from('record_history').insert(forged(t)),
      'REST upsert a forged row': (c, t) => c.from('record_history').upsert(forged(t)),
      'REST update its content': (c, t) =>
        c
          .from('record_history')
          .update({ actor_name: 'Mallory', new_values: { notes: 'rewritten' } })
          .eq('record_id', t.account),
      'REST update its visibility keys (to the other tenant)': (c, t) =>
        c
          .from('record_history')
          .update({ organization_id: FOREIGN.org, partner_id: FOREIGN.partner, profile_id: ID['sales-rep-2'] })
          .eq('record_id', t.account),
      'REST delete it': (c, t) => c.from('record_history').delete().eq('record_id', t.account),
    },
    unseen: {
      by: FOREIGN_USERS,
      look: (c, t) => c.from('record_history').select('id').eq('record_id', t.account),
    },
  },
];

attacks('history of records', HISTORY);
