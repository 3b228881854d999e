// Readable labels for the codes the database stores (issue 16: lists showed `electricity`, `draft`).

const KNOWN: Record<string, string> = {
  electricity: 'Electricity',
  gas: 'Natural Gas',
  in_progress: 'In progress',
};

/** 'draft' → 'Draft', 'in_progress' → 'In progress', 'gas' → 'Natural Gas'; '' or null → '—'. */
export function codeLabel(code: string | null | undefined): string {
  if (!code) return '—';
  if (KNOWN[code]) return KNOWN[code];
  const words = code.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A number with thousands separators (en-CA), or '—'. */
export function formatNumber(value: number | string | null | undefined, maximumFractionDigits = 2): string {
  if (value === null || value === undefined || value === '') return '—';
  const n = Number(value);
  if (!Number.isFinite(n)) return '—';
  return n.toLocaleString('en-CA', { maximumFractionDigits });
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

/** '0.0950 $/kWh' (four decimals, as rates are quoted), or '—'. */
export function formatRate(value: number | string | null | undefined, commodity: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const n = Number(value);
  if (!Number.isFinite(n)) return '—';
  return `${n.toLocaleString('en-CA', { minimumFractionDigits: 4, maximumFractionDigits: 4 })} ${rateUnit(commodity)}`;
}
