// The roles, apart from the CASL ability (src/lib/ability.ts), so the login page, which only needs the
// ids, does not load CASL: the ability is built after sign-in, and imported then (providers/session.ts).
import { t, tk } from './i18n';

/** Role ids (table `roles`). */
export const ROLES = {
  COMPANY_ADMIN: 1,
  AFFILIATE_ADMIN: 2,
  PARTNER_ADMIN: 3,
  MANAGEMENT: 4,
  EXECUTIVE: 5,
  REGIONAL: 6,
  SALES_REP: 7,
} as const;

/** The roles' names (keys of the i18n table), by role id. */
const ROLE_LABELS: Record<number, string> = {
  [ROLES.COMPANY_ADMIN]: tk('Company Admin'),
  [ROLES.AFFILIATE_ADMIN]: tk('Affiliate Admin'),
  [ROLES.PARTNER_ADMIN]: tk('Partner Admin'),
  [ROLES.MANAGEMENT]: tk('Management'),
  [ROLES.EXECUTIVE]: tk('Executive'),
  [ROLES.REGIONAL]: tk('Regional'),
  [ROLES.SALES_REP]: tk('Sales Rep'),
};

/** A role's name in the user's current language (undefined for an unknown id). */
export function roleName(role: number): string | undefined {
  const label = ROLE_LABELS[role];
  return label === undefined ? undefined : t(label);
}
