// Readable labels for the codes the database stores (issue 16: lists showed `electricity`, `draft`), and
// numbers, in the user's language (issue 18, item 4: en-CA or fr-CA separators).
import { localeTag, t } from './i18n';

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
