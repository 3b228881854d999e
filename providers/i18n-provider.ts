import type { I18nProvider } from '@refinedev/core';
import { currentLocale, isLocale, t } from '../src/lib/i18n';
import { applyLocale } from '../src/lib/locale-runtime';

/**
 * Refine's texts in the portal's words. Refine builds its notices from keys ("notifications.createSuccess"
 * with the resource's name): left alone they read "Successfully created matrix_submission" under the
 * title "Success" / "Successful", and "(status code: 42501)". Here they read like the spec's catalogue
 * (§8): "Contract Submission successfully saved", and failures "Error Saving Contract Submission" with a
 * human reason below (providers/notification-provider.ts). A key without an entry falls back to refine's
 * own default text.
 *
 * One provider, one catalogue (issue 18, item 4): refine's other texts (its buttons, its confirmations)
 * and the portal's own go through the same `t()` and French catalogue (src/lib/i18n.ts); the notices above
 * are the spec's catalogue (§8) and stay word for word in English in every language.
 */
const RESOURCE_NAMES: Record<string, string> = {
  accounts: 'Account',
  affiliates: 'Affiliate',
  assigned_organizations: 'Company Assignment',
  assigned_permissions: 'Permission',
  assigned_profiles: 'Shared Profile',
  contracts: 'Contract',
  files: 'File',
  matrix_submissions: 'Contract Submission',
  news: 'News Item',
  organizations: 'Company',
  partners: 'Sales Partner',
  photos: 'Photo',
  pricing_requests: 'Pricing Request',
  pricing_requests_products: 'Pricing Request Product',
  record_history: 'History',
  products: 'Product',
  profiles: 'Profile',
  proposals: 'Pricing Request Proposal',
  retailers: 'Retailer',
  tasks: 'Task',
};

const EN: Record<string, string> = {
  'notifications.success': '',
  'notifications.error': 'Error',
  'notifications.createSuccess': '{{resource}} successfully saved',
  'notifications.editSuccess': '{{resource}} successfully saved',
  'notifications.deleteSuccess': '{{resource}} successfully deleted',
  'notifications.createError': 'Error Saving {{resource}}',
  'notifications.editError': 'Error Saving {{resource}}',
  'notifications.deleteError': 'Error Deleting {{resource}}',
  ...Object.fromEntries(Object.entries(RESOURCE_NAMES).map(([k, v]) => [`${k}.${k}`, v])),
};

/**
 * A resource's singular name for notices ("Sales Partner" for partners). Never the raw identifier
 * (issue 24, item 4): a list's view reads as its table ('pricing_requests_list' → 'Pricing Request'), and
 * an identifier without an entry as its words ('partner_statuses' → 'Partner Statuses').
 */
export function resourceName(identifier: string): string {
  const table = identifier.replace(/_(list|view)$/, '');
  return (
    RESOURCE_NAMES[identifier] ??
    RESOURCE_NAMES[table] ??
    table
      .split('_')
      .filter(Boolean)
      .map((w) => w[0].toUpperCase() + w.slice(1))
      .join(' ')
  );
}

/** `{{name}}` placeholders filled from options; unknown ones left empty. */
function interpolate(text: string, options: unknown): string {
  const values = options && typeof options === 'object' ? (options as Record<string, unknown>) : {};
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, k: string) => (values[k] === undefined ? '' : String(values[k])));
}

/**
 * The text of a key: the spec's notices in English; refine's other texts (`defaultMessage`, or a string
 * second argument) in the user's language through `t()`.
 */
export function translate(key: string, options?: unknown, defaultMessage?: string): string {
  const text = EN[key];
  if (text !== undefined) return interpolate(text, options);
  // refine names a resource in a notice through `{identifier}.{identifier}`: never the raw identifier.
  const resource = /^(\w+)\.\1$/.exec(key);
  if (resource) return resourceName(resource[1]);
  if (typeof options === 'string') return t(options);
  return defaultMessage === undefined ? key : t(defaultMessage);
}

export const i18nProvider: I18nProvider = {
  translate,
  changeLocale: (locale: string) => (isLocale(locale) ? applyLocale(locale) : Promise.resolve()),
  getLocale: () => currentLocale(),
};
