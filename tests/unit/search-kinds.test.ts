import { describe, expect, it } from 'vitest';
import { buildAbility, ROLES } from '../../src/lib/ability';
import { hitPath, matchScreens, recordSearchable, SEARCH_KINDS, searchKindsFor } from '../../src/lib/search-kinds';
import { RESOURCE_MODULES } from '../../src/resources';

const RESOURCES = RESOURCE_MODULES.map((m) => m.resource);

describe('searchKindsFor', () => {
  it('is every kind for management, and each kind is a resource with a list', () => {
    expect(searchKindsFor(RESOURCES, buildAbility(ROLES.MANAGEMENT, []))).toEqual([...SEARCH_KINDS]);
  });

  it('is the lists the user may open, by the menu’s rule', () => {
    // A sales rep's default grants (docs/security.md): HOME and PRICING.
    const rep = buildAbility(ROLES.SALES_REP, ['navigation.HOME', 'navigation.PRICING', 'accounts.EDIT']);
    expect(searchKindsFor(RESOURCES, rep)).toEqual(['accounts', 'pricing_requests', 'matrix_submissions']);
    const admin = buildAbility(ROLES.COMPANY_ADMIN, [
      'navigation.PRICING',
      'navigation.CONTRACTS',
      'navigation.SALES_PARTNERS',
      'navigation.AFFILIATES',
      'profiles.EDIT',
    ]);
    expect(searchKindsFor(RESOURCES, admin)).toEqual([...SEARCH_KINDS]);
    expect(searchKindsFor(RESOURCES, buildAbility(ROLES.AFFILIATE_ADMIN, ['navigation.AFFILIATES']))).toEqual(['accounts', 'affiliates']);
  });
});

describe('hitPath', () => {
  const find = (name: string) => RESOURCES.find((r) => r.name === name);
  it('opens a record’s page', () => {
    expect(hitPath(find('accounts'), 'f0000000-0000-4000-8000-000000000003')).toBe('/accounts/f0000000-0000-4000-8000-000000000003');
    expect(hitPath(find('matrix_submissions'), 'x')).toBe('/matrix-submissions/x');
    expect(hitPath(find('partners'), 'p')).toBe('/sales-partners/p');
  });
  it('opens the Users list showing just that user (users have no page of their own)', () => {
    expect(hitPath(find('users'), 'a0000000-0000-4000-8000-000000000006')).toBe(
      '/admin/users?filters[0][field]=id&filters[0][operator]=eq&filters[0][value]=a0000000-0000-4000-8000-000000000006',
    );
  });
  it('opens nothing for an unknown kind', () => {
    expect(hitPath(undefined, 'x')).toBeUndefined();
  });
});

describe('recordSearchable', () => {
  it.each([
    ['Har', true],
    ['Café', true],
    ['604', true],
    ['CT-2026', true],
    ['', false],
    ['  ', false],
    ['Ha', false],
    ['a b c', false],
    ['%%%', false],
    ['x'.repeat(201), false],
  ])('%j → %s', (term, ok) => expect(recordSearchable(term)).toBe(ok));
});

describe('matchScreens', () => {
  const screens = [
    { label: 'Contracts', path: '/contracts' },
    { label: 'Contract Submissions', path: '/matrix-submissions' },
    { label: 'Pricing Requests', path: '/pricing-requests' },
  ];
  it('matches every word, any case, anywhere in the label', () => {
    expect(matchScreens(screens, 'contracts').map((s) => s.path)).toEqual(['/contracts']);
    expect(matchScreens(screens, 'contract').map((s) => s.path)).toEqual(['/contracts', '/matrix-submissions']);
    expect(matchScreens(screens, 'sub con').map((s) => s.path)).toEqual(['/matrix-submissions']);
    expect(matchScreens(screens, 'req')).toEqual([screens[2]]);
  });
  it('lists them all for an empty term', () => {
    expect(matchScreens(screens, '  ')).toEqual(screens);
  });
});
