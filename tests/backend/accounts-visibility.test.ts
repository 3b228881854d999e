import { beforeAll, describe, expect, it } from 'vitest';
import { accountWithChildren } from './accounts-support.ts';
import { signIn } from './helpers.ts';

// One Brightline (Summit) account of sales-rep@demo.test with one child of every kind.
let fixture: Awaited<ReturnType<typeof accountWithChildren>>;
beforeAll(async () => {
  fixture = await accountWithChildren();
});

const sees: Record<string, boolean> = {
  'management@demo.test': true,
  'company-admin@demo.test': true, // Summit org-wide
  'executive@demo.test': true, // through the shared profile regional@ (Brightline)
  'regional@demo.test': true, // regional manager of Brightline
  'partner-admin@demo.test': true, // Brightline
  'sales-rep@demo.test': true, // the account's sales rep
  'affiliate-admin@demo.test': false, // not a GreenLeaf referral
  'sales-rep-2@demo.test': false, // another rep
  'partner-admin-2@demo.test': false, // another partner
  'company-admin-2@demo.test': false, // another organization
  'disabled@demo.test': false,
};

describe('accounts and their children: who sees them', () => {
  for (const [email, visible] of Object.entries(sees)) {
    it(`${email} ${visible ? 'sees' : 'does not see'} the account and every child`, async () => {
      const client = await signIn(email).catch(() => null);
      if (!client) {
        // A disabled login may be refused at sign-in already; then it sees nothing by definition.
        expect(visible).toBe(false);
        return;
      }
      const { data: acc } = await client.from('accounts').select('id').eq('id', fixture.account.id);
      expect(acc).toEqual(visible ? [{ id: fixture.account.id }] : []);
      for (const [table, id] of Object.entries(fixture.children)) {
        const { data, error } = await client.from(table).select('id').eq('id', id);
        expect(error).toBeNull();
        expect({ table, rows: data }).toEqual({ table, rows: visible ? [{ id }] : [] });
      }
    });
  }

  it('a sales rep cannot change another rep’s account (0 rows, nothing written)', async () => {
    const other = await signIn('sales-rep-2@demo.test');
    const { data } = await other.from('accounts').update({ account_name: 'Hijacked' }).eq('id', fixture.account.id).select('id');
    expect(data).toEqual([]);
    const owner = await signIn('sales-rep@demo.test');
    const { data: row } = await owner.from('accounts').select('account_name').eq('id', fixture.account.id).single();
    expect(row?.account_name).toBe(fixture.account.account_name);
  });
});
