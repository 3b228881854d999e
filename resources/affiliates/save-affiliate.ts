import type { OwnerValues } from '../../src/components/people/owner-invite';

export interface AffiliateValues extends OwnerValues {
  id?: string;
  name: string;
  [key: string]: unknown;
}
