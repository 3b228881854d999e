// @vitest-environment node
/**
 * The routes the bundle budget measures (scripts/bench/bundle-routes.ts): every route of the app, each
 * with issue 17's target, and the routes above it held to a budget above that target.
 */
import { describe, expect, it } from 'vitest';
import { appRoutes, LOGIN_TARGET_KB, OVER_TARGET, ROUTE_TARGET_KB, routePath } from '../../scripts/bench/bundle-routes.ts';
import { SHELL_TITLES } from '../../src/lib/page-title.ts';
import { RESOURCE_MODULES } from '../../src/resources.ts';

describe('bundle budget routes', () => {
  const routes = appRoutes();
  const patterns = routes.map((r) => r.pattern);

  it("cover the shell's pages, every resource route and the 404, once each", () => {
    for (const p of Object.keys(SHELL_TITLES)) expect(patterns).toContain(p);
    for (const m of RESOURCE_MODULES) for (const r of m.routes) expect(patterns).toContain(r.path);
    expect(patterns).toContain('/no-such-page');
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('target the login page at 250 KB and every other route at 400 KB', () => {
    for (const r of routes) expect(r.targetKb).toBe(['/welcome', '/welcome/login'].includes(r.pattern) ? LOGIN_TARGET_KB : ROUTE_TARGET_KB);
  });

  it('hold a route above its target to a budget above it, with a reason, and name only real routes', () => {
    for (const [pattern, { budgetKb, why }] of Object.entries(OVER_TARGET)) {
      const route = routes.find((r) => r.pattern === pattern);
      expect(route, pattern).toBeDefined();
      expect(budgetKb).toBeGreaterThan(route!.targetKb);
      expect(route!.budgetKb).toBe(budgetKb);
      expect(why.length).toBeGreaterThan(10);
    }
    for (const r of routes) if (!(r.pattern in OVER_TARGET)) expect(r.budgetKb).toBe(r.targetKb);
  });

  it('open a real row for :id routes', () => {
    const edit = routes.find((r) => r.pattern === '/accounts/:id')!;
    expect(routePath(edit, { accounts: 'f0000000-0000-4000-8000-000000000001' })).toBe('/accounts/f0000000-0000-4000-8000-000000000001');
    expect(() => routePath(edit, {})).toThrow(/no row of accounts/);
  });
});
