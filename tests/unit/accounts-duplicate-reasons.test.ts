import { describe, expect, it } from 'vitest';
import { duplicateReasons, normalizeName, normalizePhone } from '../../resources/accounts/duplicate-reasons';

describe('duplicate account reasons', () => {
  it('normalizes names: case, accents, punctuation, legal suffixes', () => {
    expect(normalizeName('Harbor Café, Ltd.')).toBe('harbor cafe');
    expect(normalizeName('HARBOR CAFE INC')).toBe('harbor cafe');
  });

  it('normalizes phones to digits without the leading 1', () => {
    expect(normalizePhone('+1 (604) 555-0101')).toBe('6045550101');
    expect(normalizePhone('604.555.0101')).toBe('6045550101');
  });

  it('lists every matching field', () => {
    const a = {
      account_name: 'Harbor Café Ltd',
      contact_email: 'Owner@Harbor.test',
      contact_phone: '604-555-0101',
      service_address: '12 Main St',
      service_city: 'Vancouver',
    };
    const b = {
      account_name: 'harbor cafe',
      contact_email: 'owner@harbor.test ',
      contact_phone: '+1 604 555 0101',
      service_address: '12  main st',
      service_city: 'vancouver',
    };
    expect(duplicateReasons(a, b)).toEqual(['same name', 'same e-mail', 'same phone', 'same address']);
  });

  it('a look-alike without an exact match is a similar name', () => {
    expect(duplicateReasons({ account_name: 'Harbour Cafe' }, { account_name: 'Harbor Cafe' })).toEqual(['similar name']);
  });
});
