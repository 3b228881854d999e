// Readable labels for the codes the database stores (issue 16: lists showed `electricity`, `draft`), and
// numbers, in the user's language (issue 18, item 4: en-CA or fr-CA separators).
import { localeTag, t, tk } from './i18n';

/** The words of the codes the screens show (statuses, commodities), read in the user's language. */
const KNOWN: Record<string, () => string> = {
  electricity: () => t('Electricity'),
  gas: () => t('Natural Gas'),
  draft: () => t('Draft|code'),
  submitted: () => t('Submitted|code'),
  approved: () => t('Approved|code'),
  rejected: () => t('Rejected|code'),
  pending: () => t('Pending|code'),
  active: () => t('Active|code'),
  expired: () => t('Expired|code'),
  cancelled: () => t('Cancelled|code'),
  signed: () => t('Signed|code'),
  open: () => t('Open|status'),
  in_progress: () => t('In progress'),
  done: () => t('Done'),
};

/** 'draft' → 'Draft', 'in_progress' → 'In progress', 'gas' → 'Natural Gas'; '' or null → '—'. */
export function codeLabel(code: string | null | undefined): string {
  if (!code) return '—';
  const known = KNOWN[code];
  if (known) return known();
  const words = code.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The sales-partner pipeline statuses (table partner_statuses, ids fixed by its migration), as catalogue keys. */
const PARTNER_STATUSES: Record<number, string> = {
  1: tk('Lead'),
  2: tk('Contacted'),
  3: tk('Interested'),
  4: tk('Application Received'),
  5: tk('Application Approved'),
  6: tk('Agreement Sent'),
  7: tk('Agreement Signed'),
  8: tk('Onboarding'),
  9: tk('Training'),
  10: tk('Pending Activation'),
  11: tk('Active|partner status'),
  12: tk('On Hold'),
  13: tk('Inactive|partner status'),
  14: tk('Terminated'),
};

/**
 * A partner status in the user's language: by its id, else the name the database holds (a status added
 * later reads as stored until it is listed here), else the id.
 */
export function partnerStatusLabel(id: number | null | undefined, stored?: string | null): string {
  if (id === null || id === undefined) return stored ?? '—';
  const key = PARTNER_STATUSES[id];
  return key ? t(key) : (stored ?? String(id));
}

/** The types of stored files (spec §3), as catalogue keys: INVOICES → Invoices / Factures. */
const FILE_TYPES: Record<string, string> = {
  INVOICES: tk('Invoices'),
  LOA: tk('LOA|file type'),
  MATRIX: tk('Matrix'),
  CONTRACT: tk('Contract|file type'),
  SITES: tk('Sites'),
  LOE: tk('LOE|file type'),
  PAD: tk('PAD|file type'),
  OTHER: tk('Other|file type'),
};

/** A file type in the user's language; a type not listed reads as its code. */
export function fileTypeLabel(type: string | null | undefined): string {
  if (!type) return '—';
  return FILE_TYPES[type] ? t(FILE_TYPES[type]) : type;
}

/** A number with the separators of the user's language (1,234.5 / 1 234,5), or '—'. */
export function formatNumber(value: number | string | null | undefined, maximumFractionDigits = 2): string {
  if (value === null || value === undefined || value === '') return '—';
  const n = Number(value);
  if (!Number.isFinite(n)) return '—';
  return n.toLocaleString(localeTag(), { maximumFractionDigits });
}

/** The unit of a commodity's volume: kWh for electricity, GJ for natural gas. */
export function volumeUnit(commodity: string | null | undefined): string {
  return commodity === 'gas' ? 'GJ' : 'kWh';
}

/** The unit of a commodity's rate: $/kWh or $/GJ. */
export function rateUnit(commodity: string | null | undefined): string {
  return `$/${volumeUnit(commodity)}`;
}

/** '120,000 kWh' / '9,500 GJ', or '—'. */
export function formatVolume(value: number | string | null | undefined, commodity: string | null | undefined): string {
  const n = formatNumber(value, 0);
  return n === '—' ? n : `${n} ${volumeUnit(commodity)}`;
}

/** '0.0950 $/kWh' (four decimals, as rates are quoted; '0,0950 $/kWh' in French), or '—'. */
export function formatRate(value: number | string | null | undefined, commodity: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const n = Number(value);
  if (!Number.isFinite(n)) return '—';
  return `${n.toLocaleString(localeTag(), { minimumFractionDigits: 4, maximumFractionDigits: 4 })} ${rateUnit(commodity)}`;
}
