import { describe, expect, it } from 'vitest';
import {
  OWNER_INVITE_MESSAGE,
  ownerInvitePayload,
  ownerInviteRule,
  ownerRowPayload,
  wantsOwnerInvite,
} from '../../src/components/people/owner-invite';

const owner = { organization_id: 'org', primary_email: 'owner@example.com', first_name: 'Olive', last_name: 'Owner', phone: '' };

describe('owner invite', () => {
  const validate = (values: Record<string, unknown>, ticked: unknown) =>
    ownerInviteRule({ getFieldValue: (name) => values[name] }).validator(undefined, ticked);

  it('lets "Invite owner" be ticked only with the owner\'s email, first and last name', async () => {
    await expect(validate(owner, true)).resolves.toBeUndefined();
    await expect(validate({}, false)).resolves.toBeUndefined();
    await expect(validate({}, undefined)).resolves.toBeUndefined();
    await expect(validate({ ...owner, primary_email: '' }, true)).rejects.toThrow(OWNER_INVITE_MESSAGE);
    await expect(validate({ ...owner, first_name: null }, true)).rejects.toThrow(OWNER_INVITE_MESSAGE);
    await expect(validate({ ...owner, last_name: undefined }, true)).rejects.toThrow(OWNER_INVITE_MESSAGE);
    expect(OWNER_INVITE_MESSAGE).toBe('Inviting the owner needs their email, first and last name');
  });

  it('saves the row without the form-only flag and with empty strings as null', () => {
    expect(ownerRowPayload({ name: 'Acme', ...owner, invite_owner: true })).toEqual({
      name: 'Acme',
      organization_id: 'org',
      primary_email: 'owner@example.com',
      first_name: 'Olive',
      last_name: 'Owner',
      phone: null,
    });
  });

  it('invites only when ticked and the record has no owner yet', () => {
    expect(wantsOwnerInvite({ ...owner, invite_owner: true }, false)).toBe(true);
    expect(wantsOwnerInvite({ ...owner, invite_owner: true }, true)).toBe(false);
    expect(wantsOwnerInvite({ ...owner, invite_owner: false }, false)).toBe(false);
    expect(wantsOwnerInvite(owner, false)).toBe(false);
  });

  it('invites the owner as the admin of their partner or affiliate, mailing the invitation', () => {
    expect(ownerInvitePayload('partner', 'p1', { ...owner, phone: '555 0100' })).toEqual({
      type: 'partner',
      record: 'p1',
      organization: 'org',
      email: 'owner@example.com',
      first_name: 'Olive',
      last_name: 'Owner',
      phone: '555 0100',
      owner: true,
      role: 3,
      send: true,
    });
    expect(ownerInvitePayload('affiliate', 'a1', { ...owner, phone: undefined })).toMatchObject({
      type: 'affiliate',
      record: 'a1',
      phone: null,
      role: 2,
      owner: true,
      send: true,
    });
  });
});
