// @vitest-environment node
/**
 * The routes the bundle budget measures (scripts/bench/bundle-routes.ts): every route of the app, each
 * with issue 28's targets (cold and warm), and the routes above one held to a budget above it.
 */
import { describe, expect, it } from 'vitest';
import {
  appRoutes,
  LOGIN_TARGET_KB,
  OVER_TARGET,
  ROUTE_TARGET_KB,
  routePath,
  WARM_FROM,
  WARM_TARGET_KB,
  warmRoutes,
} from '../../scripts/bench/bundle-routes.ts';
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

  it('target the login page at 250 KB and every other route at 450 KB cold, 120 KB warm', () => {
    expect([LOGIN_TARGET_KB, ROUTE_TARGET_KB, WARM_TARGET_KB]).toEqual([250, 450, 120]);
    for (const r of routes) expect(r.targetKb).toBe(['/welcome', '/welcome/login'].includes(r.pattern) ? LOGIN_TARGET_KB : ROUTE_TARGET_KB);
  });

  it('measure warm navigation from the dashboard to every other signed-in route', () => {
    const warm = warmRoutes(routes).map((r) => r.pattern);
    expect(warm).not.toContain(WARM_FROM);
    expect(warm).not.toContain('/welcome/login');
    expect(warm).toContain('/accounts/:id');
    expect(warm.length).toBe(routes.filter((r) => r.signedIn).length - 2);
  });

  it('hold a route above its target to a budget above it, with a reason, and name only real routes', () => {
    for (const [pattern, { budgetKb, warmBudgetKb, why }] of Object.entries(OVER_TARGET)) {
      const route = routes.find((r) => r.pattern === pattern);
      expect(route, pattern).toBeDefined();
      expect(budgetKb ?? warmBudgetKb, pattern).toBeDefined();
      if (budgetKb !== undefined) expect(budgetKb).toBeGreaterThan(route!.targetKb);
      if (warmBudgetKb !== undefined) expect(warmBudgetKb).toBeGreaterThan(WARM_TARGET_KB);
      expect(route!.budgetKb).toBe(budgetKb ?? route!.targetKb);
      expect(route!.warmBudgetKb).toBe(warmBudgetKb ?? WARM_TARGET_KB);
      expect(why.length).toBeGreaterThan(10);
    }
    for (const r of routes) if (!(r.pattern in OVER_TARGET)) expect([r.budgetKb, r.warmBudgetKb]).toEqual([r.targetKb, WARM_TARGET_KB]);
  });

  it('open a real row for :id routes', () => {
    const edit = routes.find((r) => r.pattern === '/accounts/:id')!;
    expect(routePath(edit, { accounts: 'f0000000-0000-4000-8000-000000000001' })).toBe('/accounts/f0000000-0000-4000-8000-000000000001');
    expect(() => routePath(edit, {})).toThrow(/no row of accounts/);
  });
});
