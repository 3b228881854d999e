/** What personName reads of a profile. */
export interface PersonRow {
  first_name: string | null;
  last_name: string | null;
  email?: string | null;
}

/** "First Last", else the e-mail. */
export const personName = (p: PersonRow | null | undefined): string =>
  p ? [p.first_name, p.last_name].filter(Boolean).join(' ') || p.email || '' : '';
