import { inviteUser } from '../../src/components/people/people-calls';

export interface AffiliateValues {
  id?: string;
  name: string;
  organization_id: string;
  primary_email?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  phone?: string | null;
  owner?: string | null;
  invite_owner?: boolean;
  [key: string]: unknown;
}

/** The row to save: the form-only "invite owner" flag removed, empty strings as null. */
export function affiliatePayload(values: AffiliateValues): AffiliateValues {
  const { invite_owner: _invite, ...row } = values;
  void _invite;
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v === '' ? null : v])) as AffiliateValues;
}

/** Invites the affiliate's owner as its affiliate admin (edge function `invites`, owner = true). */
export function inviteAffiliateOwner(affiliateId: string, values: AffiliateValues) {
  return inviteUser({
    type: 'affiliate',
    record: affiliateId,
    organization: values.organization_id,
    email: values.primary_email as string,
    first_name: values.first_name as string,
    last_name: values.last_name as string,
    phone: values.phone ?? null,
    owner: true,
    role: 2,
  });
}
