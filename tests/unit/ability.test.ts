import { describe, expect, it } from 'vitest';
import { decide } from '../../providers/access-control';
import { buildAbility, canPermission, ROLES, routeRefusal } from '../../src/lib/ability';

const salesRep = buildAbility(ROLES.SALES_REP, ['navigation.HOME', 'navigation.PRICING', 'pricing.CREATE', 'accounts.EDIT']);
const management = buildAbility(ROLES.MANAGEMENT, []);

describe('CASL ability', () => {
  it('grants exactly the listed GROUP.ACTION permissions', () => {
    expect(canPermission(salesRep, 'navigation.PRICING')).toBe(true);
    expect(canPermission(salesRep, 'pricing.CREATE')).toBe(true);
    expect(canPermission(salesRep, 'pricing.ADMIN')).toBe(false);
    expect(canPermission(salesRep, 'navigation.CONTRACTS')).toBe(false);
    expect(canPermission(salesRep, 'garbage')).toBe(false);
  });
  it('lets management pass every check', () => {
    expect(canPermission(management, 'navigation.COMPANY_ADMIN')).toBe(true);
    expect(canPermission(management, 'files.DELETE')).toBe(true);
  });
});

describe('route refusals', () => {
  it('send non-management users away from admin routes', () => {
    expect(routeRefusal(salesRep, { admin: true })).toMatch(/management only/);
    expect(routeRefusal(management, { admin: true })).toBeUndefined();
  });
  it('require the route permission from non-management users', () => {
    expect(routeRefusal(salesRep, { permission: 'navigation.CONTRACTS' })).toMatch(/navigation\.CONTRACTS/);
    expect(routeRefusal(salesRep, { permission: 'navigation.PRICING' })).toBeUndefined();
    expect(routeRefusal(management, { permission: 'navigation.CONTRACTS' })).toBeUndefined();
  });
});

describe('accessControlProvider decisions', () => {
  const resource = (meta: Record<string, unknown>) => ({ params: { resource: { name: 'x', meta } } });
  it('hide resources whose navigation permission is missing', () => {
    expect(decide(salesRep, { action: 'list', ...resource({ requires: 'navigation.CONTRACTS' }) }).can).toBe(false);
    expect(decide(salesRep, { action: 'list', ...resource({ requires: 'navigation.PRICING' }) }).can).toBe(true);
    expect(decide(salesRep, { action: 'list', ...resource({ admin: true }) }).can).toBe(false);
  });
  it('gate create / edit / delete by the resource group', () => {
    const pricing = resource({ requires: 'navigation.PRICING', group: 'pricing' });
    expect(decide(salesRep, { action: 'create', ...pricing }).can).toBe(true);
    expect(decide(salesRep, { action: 'edit', ...pricing }).can).toBe(false);
    expect(decide(management, { action: 'delete', ...pricing }).can).toBe(true);
  });
  it('answer bare permission checks from components', () => {
    expect(decide(salesRep, { resource: 'files', action: 'DELETE' }).can).toBe(false);
    expect(decide(salesRep, { resource: 'accounts', action: 'EDIT' }).can).toBe(true);
  });
});
