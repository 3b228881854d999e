import type { InviteInput } from './people-calls';

/** The owner fields of a sales partner or affiliate form, and its form-only "Invite owner" flag. */
export interface OwnerValues {
  organization_id: string;
  primary_email?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  phone?: string | null;
  owner?: string | null;
  invite_owner?: boolean;
}

/** What an owner invite creates: a partner owner is a partner admin, an affiliate owner an affiliate admin. */
export const OWNER_ROLES = { partner: 3, affiliate: 2 } as const;
export type OwnerType = keyof typeof OWNER_ROLES;

/** The fields the "Invite owner" check depends on. */
export const OWNER_INVITE_FIELDS = ['primary_email', 'first_name', 'last_name'];
export const OWNER_INVITE_MESSAGE = 'Inviting the owner needs their email, first and last name';

/** Ticking "Invite owner" is refused until the owner's email, first and last name are filled in. */
export const ownerInviteRule = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
  validator: (_: unknown, v: unknown) =>
    !v || OWNER_INVITE_FIELDS.every((name) => getFieldValue(name)) ? Promise.resolve() : Promise.reject(new Error(OWNER_INVITE_MESSAGE)),
});

/** The row to save: the form-only "invite owner" flag removed, empty strings as null. */
export function ownerRowPayload(values: { invite_owner?: boolean; [key: string]: unknown }): Record<string, unknown> {
  const { invite_owner: _invite, ...row } = values;
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v === '' ? null : v]));
}

/** The owner is invited when the flag is ticked and the record has no owner yet. */
export function wantsOwnerInvite(values: OwnerValues, hasOwner: boolean): boolean {
  return values.invite_owner === true && !hasOwner;
}

/** The `invites` call that makes the record's owner its admin (owner = true, invitation mailed). */
export function ownerInvitePayload(type: OwnerType, record: string, values: OwnerValues): InviteInput {
  return {
    type,
    record,
    organization: values.organization_id,
    email: values.primary_email as string,
    first_name: values.first_name as string,
    last_name: values.last_name as string,
    phone: values.phone ?? null,
    owner: true,
    role: OWNER_ROLES[type],
    send: true,
  };
}
