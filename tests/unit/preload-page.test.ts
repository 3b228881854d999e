// The page an address opens is found as React Router ranks the routes (src/app-routes.tsx, preloadPage).
import { describe, expect, it } from 'vitest';
import { pageFor } from '../../src/app-routes';
import { RESOURCE_MODULES } from '../../src/resources';

const page = (path: string) => RESOURCE_MODULES.flatMap((m) => m.routes).find((r) => r.path === path)!.component;

describe('pageFor', () => {
  it('ranks a fixed path above a parameter, as the router does', () => {
    expect(pageFor('/accounts/new')).toBe(page('/accounts/new'));
    expect(pageFor('/accounts/f0000000-0000-4000-8000-000000000001')).toBe(page('/accounts/:id'));
    expect(pageFor('/accounts/duplicate/f0000000-0000-4000-8000-000000000001')).toBe(page('/accounts/duplicate/:id'));
    expect(pageFor('/accounts')).toBe(page('/accounts'));
  });

  it('knows the shell pages and no page for an unknown address', () => {
    expect(pageFor('/dashboard')).toBeDefined();
    expect(pageFor('/')).toBe(pageFor('/dashboard'));
    expect(pageFor('/no-such-page')).toBeUndefined();
    expect(pageFor('/accounts/1/extra')).toBeUndefined();
  });
});
