import { describe, expect, it } from 'vitest';
import { resolveTitle } from '../../src/components/title-handler';
import { RESOURCE_MODULES } from '../../src/resources';

const resourceFor = (name: string) => RESOURCE_MODULES.find((m) => m.resource.name === name)?.resource;

describe('page titles per route', () => {
  it('use the spec titles for shell and resource pages', () => {
    expect(resolveTitle({ pathname: '/' }, RESOURCE_MODULES)).toBe('Partner Portal');
    expect(resolveTitle({ pathname: '/settings' }, RESOURCE_MODULES)).toBe('Your Profile');
    expect(resolveTitle({ pathname: '/accounts', action: 'list', resource: resourceFor('accounts') }, RESOURCE_MODULES)).toBe(
      'Your Accounts',
    );
    expect(resolveTitle({ pathname: '/accounts/new', action: 'create', resource: resourceFor('accounts') }, RESOURCE_MODULES)).toBe(
      'New Account',
    );
    expect(resolveTitle({ pathname: '/accounts/duplicate/7' }, RESOURCE_MODULES)).toBe('Duplicate Accounts');
    expect(resolveTitle({ pathname: '/contracts', action: 'list', resource: resourceFor('contracts') }, RESOURCE_MODULES)).toBe(
      'View Contracts',
    );
    expect(resolveTitle({ pathname: '/admin/news', action: 'list', resource: resourceFor('news') }, RESOURCE_MODULES)).toBe('Latest News');
    expect(
      resolveTitle({ pathname: '/admin/organizations', action: 'list', resource: resourceFor('organizations') }, RESOURCE_MODULES),
    ).toBe('Your Company');
    expect(
      resolveTitle({ pathname: '/matrix-submissions/3', action: 'edit', resource: resourceFor('matrix_submissions') }, RESOURCE_MODULES),
    ).toBe('Edit Contract Submission');
  });
  it('call anything else Page Not Found', () => {
    expect(resolveTitle({ pathname: '/no/such/page' }, RESOURCE_MODULES)).toBe('Page Not Found');
  });
  it('put the permission requirements of spec §2 on the resources', () => {
    expect(resourceFor('organizations')?.meta.requires).toBe('navigation.COMPANY_ADMIN');
    expect(resourceFor('affiliates')?.meta.requires).toBe('navigation.AFFILIATES');
    expect(resourceFor('partners')?.meta.requires).toBe('navigation.SALES_PARTNERS');
    expect(resourceFor('contracts')?.meta.requires).toBe('navigation.CONTRACTS');
    expect(resourceFor('pricing_requests')?.meta.requires).toBe('navigation.PRICING');
    expect(resourceFor('matrix_submissions')?.meta.requires).toBe('navigation.PRICING');
    expect(resourceFor('news')?.meta.admin).toBe(true);
  });
});
