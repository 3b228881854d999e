import { tk } from '../../src/lib/i18n';

/** The fields two accounts are compared on. */
export interface Comparable {
  account_name?: string | null;
  contact_email?: string | null;
  contact_phone?: string | null;
  service_address?: string | null;
  service_city?: string | null;
  utility_account_number?: string | null;
}

const LEGAL_SUFFIXES = /\b(inc|ltd|llc|corp|co|company|limited|incorporated)\b/g;

/** Lower case, accents and punctuation removed, legal suffixes dropped, spaces collapsed. */
export function normalizeName(name: string | null | undefined): string {
  return (name ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(LEGAL_SUFFIXES, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Digits only, without a leading North American 1. */
export const normalizePhone = (p: string | null | undefined) => (p ?? '').replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
const normalizeText = (s: string | null | undefined) => (s ?? '').trim().toLowerCase().replace(/\s+/g, ' ');

/** Why `b` looks like the same customer as `a`: the labels shown on the Duplicate Accounts page (catalogue keys: shown through t()). */
export function duplicateReasons(a: Comparable, b: Comparable): string[] {
  const out: string[] = [];
  const na = normalizeName(a.account_name);
  if (na && na === normalizeName(b.account_name)) out.push(tk('same name'));
  else if (na) out.push(tk('similar name'));
  if (normalizeText(a.contact_email) && normalizeText(a.contact_email) === normalizeText(b.contact_email)) out.push(tk('same e-mail'));
  if (normalizePhone(a.contact_phone).length >= 7 && normalizePhone(a.contact_phone) === normalizePhone(b.contact_phone))
    out.push(tk('same phone'));
  if (
    normalizeText(a.service_address) &&
    normalizeText(a.service_address) === normalizeText(b.service_address) &&
    normalizeText(a.service_city) === normalizeText(b.service_city)
  )
    out.push(tk('same address'));
  if (normalizeText(a.utility_account_number) && normalizeText(a.utility_account_number) === normalizeText(b.utility_account_number))
    out.push(tk('same utility account'));
  // "similar name" only when nothing stronger explains the match.
  return out.length > 1 ? out.filter((r) => r !== 'similar name') : out;
}
