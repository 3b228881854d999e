// The roles, apart from the CASL ability (src/lib/ability.ts), so the login page, which only needs the
// ids, does not load CASL: the ability is built after sign-in, and imported then (providers/session.ts).

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

export const ROLE_NAMES: Record<number, string> = {
  1: 'Company Admin',
  2: 'Affiliate Admin',
  3: 'Partner Admin',
  4: 'Management',
  5: 'Executive',
  6: 'Regional',
  7: 'Sales Rep',
};
