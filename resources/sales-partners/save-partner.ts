import { inviteUser } from '../../src/components/people/people-calls';
import { ACTIVE_STATUS } from './form';

export interface PartnerValues {
  id?: string;
  name: string;
  organization_id: string;
  status: number;
  primary_email?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  phone?: string | null;
  owner?: string | null;
  invite_owner?: boolean;
  [key: string]: unknown;
}

/** The row to save: the form-only "invite owner" flag removed, empty strings as null. */
export function partnerPayload(values: PartnerValues): Record<string, unknown> {
  const { invite_owner: _invite, ...row } = values;
  void _invite;
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v === '' ? null : v]));
}

/** Spec §4: a partner saved with status 11 and the invite flag set invites its owner. */
export function wantsOwnerInvite(values: PartnerValues, hasOwner: boolean): boolean {
  return values.status === ACTIVE_STATUS && values.invite_owner === true && !hasOwner;
}

export function inviteOwner(partnerId: string, values: PartnerValues) {
  return inviteUser({
    type: 'partner',
    record: partnerId,
    organization: values.organization_id,
    email: values.primary_email as string,
    first_name: values.first_name as string,
    last_name: values.last_name as string,
    phone: values.phone ?? null,
    owner: true,
    role: 3,
    send: true,
  });
}
