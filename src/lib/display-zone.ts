// The time zone the portal shows instants in (issue 18, item 4): the signed-in user's preference
// (profiles.time_zone), else the spec's default. Intl only — no dayjs — so the session can set it from the
// first download on; src/lib/dates.ts formats with it.

/** Default display timezone (spec §9). */
export const DEFAULT_TIMEZONE = 'America/Vancouver';

let displayZone = DEFAULT_TIMEZONE;
// A zone set but not yet checked: checked when first read, so a page that shows no time does not pay
// for Intl's time-zone data (~10 ms on the first Intl.DateTimeFormat with a zone) while it renders.
let unchecked: string | undefined;

/** The zone times are shown in: the signed-in user's preference (profiles.time_zone), else the default. */
export function displayTimeZone(): string {
  if (unchecked !== undefined) {
    try {
      new Intl.DateTimeFormat('en-CA', { timeZone: unchecked });
      displayZone = unchecked;
    } catch {
      displayZone = DEFAULT_TIMEZONE;
    }
    unchecked = undefined;
  }
  return displayZone;
}

/** Sets the display zone (on sign-in, and when the user changes it); an unknown zone keeps the default. */
export function setDisplayTimeZone(tz: string | null | undefined): void {
  unchecked = tz || undefined;
  if (!tz) displayZone = DEFAULT_TIMEZONE;
}
