import { describe, expect, it } from 'vitest';
import { parseInvite } from '../../supabase/functions/invites/input';
import { partnerPayload, wantsOwnerInvite } from '../../resources/sales-partners/save-partner';

describe('sales partner save', () => {
  const values = { name: 'Acme', organization_id: 'org', status: 11, primary_email: '', invite_owner: true };

  it('drops the form-only invite flag and saves empty strings as null', () => {
    expect(partnerPayload(values)).toEqual({ name: 'Acme', organization_id: 'org', status: 11, primary_email: null });
  });

  it('invites the owner only for status 11 with the flag ticked and no owner yet', () => {
    expect(wantsOwnerInvite(values, false)).toBe(true);
    expect(wantsOwnerInvite(values, true)).toBe(false);
    expect(wantsOwnerInvite({ ...values, status: 10 }, false)).toBe(false);
    expect(wantsOwnerInvite({ ...values, invite_owner: false }, false)).toBe(false);
  });
});

describe('invites payload', () => {
  const base = {
    email: 'New@Example.com',
    type: 'partner',
    record: 'c0000000-0000-4000-8000-000000000001',
    first_name: 'A',
    last_name: 'B',
  };

  it('defaults the role: partner owner → partner admin, partner member → sales rep, affiliate → affiliate admin', () => {
    expect(parseInvite({ ...base, owner: true }).role).toBe(3);
    expect(parseInvite(base).role).toBe(7);
    expect(parseInvite({ ...base, type: 'affiliate' }).role).toBe(2);
    expect(parseInvite(base).email).toBe('new@example.com');
    expect(parseInvite(base).send).toBe(true);
  });

  it('refuses roles a partner cannot have and lists every bad field', () => {
    expect(() => parseInvite({ ...base, role: 4 })).toThrow(/role/);
    let fields: string[] = [];
    try {
      parseInvite({ type: 'organization', owner: true });
    } catch (e) {
      fields = (e as { details: { fields: string[] } }).details.fields;
    }
    expect(fields).toEqual(expect.arrayContaining(['email', 'organization', 'role', 'first_name', 'last_name', 'owner']));
  });
});
