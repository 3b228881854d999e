import { ownerRowPayload, wantsOwnerInvite as ownerInviteTicked, type OwnerValues } from '../../src/components/people/owner-invite';
import { ACTIVE_STATUS } from './form';

export interface PartnerValues extends OwnerValues {
  id?: string;
  name: string;
  status: number;
  [key: string]: unknown;
}

/** The row to save: the form-only "invite owner" flag removed, empty strings as null. */
export const partnerPayload = ownerRowPayload;

/** Spec §4: a partner saved with status 11 and the invite flag set invites its owner. */
export function wantsOwnerInvite(values: PartnerValues, hasOwner: boolean): boolean {
  return values.status === ACTIVE_STATUS && ownerInviteTicked(values, hasOwner);
}
