// The roles, apart from the CASL ability (src/lib/ability.ts), so the login page, which only needs the
// ids, does not load CASL: the ability is built after sign-in, and imported then (providers/session.ts).
import { t } from './i18n';

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

/** The roles' names in the user's language: getters, so each read (a render) is in the current one. */
export const ROLE_NAMES: Record<number, string> = {
  get 1() {
    return t('Company Admin');
  },
  get 2() {
    return t('Affiliate Admin');
  },
  get 3() {
    return t('Partner Admin');
  },
  get 4() {
    return t('Management');
  },
  get 5() {
    return t('Executive');
  },
  get 6() {
    return t('Regional');
  },
  get 7() {
    return t('Sales Rep');
  },
};
