/**
 * find_duplicate_accounts as the Duplicate Accounts page calls it: look-alikes by contact e-mail and
 * phone (compared normalized), with the reasons the page shows, within what the caller may see.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { duplicateReasons } from '../../resources/accounts/duplicate-reasons.ts';
import { account } from './accounts-support.ts';
import { DEMO, serviceClient, signIn } from './helpers.ts';

interface Row {
  id: string;
  account_name: string;
  contact_email: string | null;
  contact_phone: string | null;
}

const otherPartner = { organization_id: DEMO.organizations.coastal, partner_id: DEMO.partners.harbor, sales_rep: DEMO.users.salesRep2 };
// Names with nothing in common, so only the contact can make two accounts look alike.
const NAMES = ['Quillfeather Optics', 'Zanzibar Tile Works', 'Marrowbone Kennels', 'Pemberly Glassblowing', 'Yukon Drone Survey'];
const name = (i: number) => `${NAMES[i]} ${randomUUID().slice(0, 4)}`;
const phoneDigits = () => `778${randomInt(1_000_000, 9_999_999)}`;

async function duplicatesOf(email: string, accountId: string) {
  const client = await signIn(email);
  const { data, error } = await client.rpc('find_duplicate_accounts', { param_account_id: accountId });
  expect(error).toBeNull();
  return (data ?? []) as Row[];
}

describe('find_duplicate_accounts by contact', () => {
  it('finds the same e-mail in another case and spacing, and the same phone in another format, with the reasons shown', async () => {
    const mailbox = `owner.${randomUUID().slice(0, 8)}@harbor.test`;
    const digits = phoneDigits();
    const contact = { contact_email: mailbox, contact_phone: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` };
    const source = await account({ account_name: name(0), ...contact });
    const sameEmail = await account({ account_name: name(1), contact_email: `  ${mailbox.toUpperCase()} ` });
    const samePhone = await account({
      account_name: name(2),
      contact_phone: `+1 ${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6)}`,
    });
    const both = await account({ account_name: name(3), contact_email: mailbox, contact_phone: digits });
    const unrelated = await account({ account_name: name(4), contact_email: `someone.else.${mailbox}`, contact_phone: `${digits}9` });
    try {
      const rows = await duplicatesOf('sales-rep@demo.test', source.id);
      // Exactly these three, each with the reasons the page shows; two reasons rank first.
      const shown = Object.fromEntries(rows.map((r) => [r.id, duplicateReasons({ ...source, ...contact }, r)]));
      expect(shown).toEqual({
        [both.id]: ['same e-mail', 'same phone'],
        [sameEmail.id]: ['same e-mail'],
        [samePhone.id]: ['same phone'],
      });
      expect(rows[0]?.id).toBe(both.id);
    } finally {
      await serviceClient().from('accounts').delete().in('id', [source.id, sameEmail.id, samePhone.id, both.id, unrelated.id]);
    }
  });

  it('never returns an account of another partner the sales rep cannot see; management sees it', async () => {
    const mailbox = `billing.${randomUUID().slice(0, 8)}@keystone.test`;
    const source = await account({ account_name: name(0), contact_email: mailbox });
    const theirs = await account({ ...otherPartner, account_name: name(1), contact_email: mailbox.toUpperCase() });
    try {
      expect(await duplicatesOf('sales-rep@demo.test', source.id)).toEqual([]);
      expect((await duplicatesOf('management@demo.test', source.id)).map((r) => r.id)).toEqual([theirs.id]);
      // Nor does the other rep learn anything about an account they cannot see.
      expect(await duplicatesOf('sales-rep-2@demo.test', source.id)).toEqual([]);
    } finally {
      await serviceClient().from('accounts').delete().in('id', [source.id, theirs.id]);
    }
  });

  it('a name differing only in case, accents, punctuation and legal suffix is the same name', async () => {
    const word = randomUUID()
      .slice(0, 8)
      .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!);
    const source = await account({ account_name: `Zéphyrine Café, Ltd. ${word}` });
    const same = await account({ account_name: `ZEPHYRINE CAFE INC ${word.toUpperCase()}` });
    try {
      const rows = await duplicatesOf('sales-rep@demo.test', source.id);
      expect(rows.map((r) => [r.id, duplicateReasons(source, r)])).toEqual([[same.id, ['same name']]]);
    } finally {
      await serviceClient().from('accounts').delete().in('id', [source.id, same.id]);
    }
  });

  it('does not match phone numbers with fewer than seven digits or empty e-mails', async () => {
    const source = await account({ account_name: name(0), contact_email: '  ', contact_phone: 'ext. 12' });
    const other = await account({ account_name: name(1), contact_email: '', contact_phone: '12' });
    try {
      expect((await duplicatesOf('sales-rep@demo.test', source.id)).map((r) => r.id)).not.toContain(other.id);
    } finally {
      await serviceClient().from('accounts').delete().in('id', [source.id, other.id]);
    }
  });
});
