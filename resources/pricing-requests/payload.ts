// The pricing request's save rules and notice texts (spec §3, §8): pure, unit-tested.
import { prefixedError } from '../../src/lib/error-message';
import { t } from '../../src/lib/i18n';

export const NOTICES = {
  saved: 'Pricing Request successfully saved',
  saveError: 'Error Saving Pricing Request',
  selectError: 'Error Selecting Pricing Request',
  productAdded: 'Pricing Request Product successfully added',
  productError: 'Error Saving Pricing Request Product',
  proposalSaved: 'Pricing Request Proposal successfully saved',
  proposalError: 'Error Saving Pricing Request Proposal',
  welcomeSent: 'Welcome Email Successfully Sent',
  welcomeError: 'Error Sending Welcome Email',
} as const;

export type Commodity = 'electricity' | 'gas';

/** The commodities, labelled in the language of the moment (getters: read when a select renders). */
export const COMMODITIES: { value: Commodity; label: string }[] = [
  {
    value: 'electricity',
    get label() {
      return t('Electricity');
    },
  },
  {
    value: 'gas',
    get label() {
      return t('Natural Gas');
    },
  },
];

/** What the form holds. Dates are 'YYYY-MM-DD' strings. */
export interface PricingRequestValues {
  account_id?: string | null;
  name?: string | null;
  commodity?: Commodity | null;
  total_volume?: number | string | null;
  requested_start_date?: string | null;
  notes?: string | null;
  sales_rep?: string | null;
  active?: boolean | null;
}

export type PricingRequestPayload = Omit<PricingRequestValues, 'total_volume'> & { total_volume?: number | null };

/** Whether total_volume counts as "zero or empty" (then it is left out of the payload). */
export function isEmptyVolume(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string' && value.trim() === '') return true;
  const n = Number(value);
  return !Number.isFinite(n) || n === 0;
}

const blank = (v: unknown) => v === '' || v === undefined || v === null;

/**
 * The row to save: total_volume removed when zero or empty (spec §3, word for word — so a stored volume
 * stays when the field is emptied or set to 0; issue 24 replaced the earlier "clearable" volume), names
 * and notes trimmed, empty optional fields left out of a new request.
 *
 * On an edit (`edit`), a requested start date or sales rep the user cleared is sent as null, so the
 * field is empty after the save as it is on screen; the spec's rule is about the volume only.
 * An invalid volume (negative, not a number) never gets here: the form refuses it at the field.
 */
export function toPayload(values: PricingRequestValues, edit = false): PricingRequestPayload {
  const { total_volume, ...rest } = values;
  const payload: PricingRequestPayload = { ...rest };
  if (typeof payload.name === 'string') payload.name = payload.name.trim();
  if (typeof payload.notes === 'string') payload.notes = payload.notes.trim() || null;
  for (const key of ['requested_start_date', 'sales_rep'] as const)
    if (blank(payload[key])) {
      if (edit && key in values) payload[key] = null;
      else delete payload[key];
    }
  if (!isEmptyVolume(total_volume)) payload.total_volume = Number(total_volume);
  return payload;
}

/** "Prefix: message" for failures (spec §8), with the portal's code translations. */
export const noticeText = prefixedError;
