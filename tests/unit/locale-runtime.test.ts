// dayjs's language (src/lib/locale-runtime.ts): only the date pickers use dayjs, so it follows the portal's
// language once they load, and every switch after that; the last switch asked for wins.
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDatePickers } from '../../src/components/date-inputs';
import { currentLocale } from '../../src/lib/i18n';
import { applyLocale } from '../../src/lib/locale-runtime';

afterEach(async () => {
  await applyLocale('en');
});

describe("dayjs's language", () => {
  it('is the portal’s when the pickers load, and follows each switch from then on', async () => {
    await applyLocale('fr');
    expect(currentLocale()).toBe('fr');
    await loadDatePickers();
    expect(dayjs.locale()).toBe('fr-ca');
    // antd's picker formats with the locale it is given: fr-ca's texts are there.
    expect(dayjs('2026-07-14').locale('fr-ca').format('MMMM')).toBe('juillet');
    await applyLocale('en');
    expect(dayjs.locale()).toBe('en');
    await applyLocale('fr');
    expect(dayjs.locale()).toBe('fr-ca');
  });

  it('ends in the language asked for last when two switches overlap', async () => {
    await loadDatePickers();
    const french = applyLocale('fr'); // loads the French texts
    const english = applyLocale('en');
    await Promise.all([french, english]);
    expect(currentLocale()).toBe('en');
    expect(dayjs.locale()).toBe('en');
  });
});
