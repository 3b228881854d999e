// The time zone the portal shows instants in (issue 18, item 4): the signed-in user's preference
// (profiles.time_zone), else the spec's default. Intl only — no dayjs — so the session can set it from the
// first download on; src/lib/dates.ts formats with it.

/** Default display timezone (spec §9). */
export const DEFAULT_TIMEZONE = 'America/Vancouver';

let displayZone = DEFAULT_TIMEZONE;

/** The zone times are shown in: the signed-in user's preference (profiles.time_zone), else the default. */
export const displayTimeZone = (): string => displayZone;

/** Sets the display zone (on sign-in, and when the user changes it); an unknown zone keeps the default. */
export function setDisplayTimeZone(tz: string | null | undefined): void {
  if (!tz) {
    displayZone = DEFAULT_TIMEZONE;
    return;
  }
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: tz });
    displayZone = tz;
  } catch {
    displayZone = DEFAULT_TIMEZONE;
  }
}
