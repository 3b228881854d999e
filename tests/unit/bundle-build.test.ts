// @vitest-environment node
/**
 * The build's own configuration (vite.config.ts, scripts/build/): which files the modules go into —
 * the vendor families by package name, the app's start-up and shell groups — and the shell's preload.
 * What each route then downloads: `npm run bench:bundle` (held to its budgets by `npm run bench:check`); that the
 * vendor files keep their names across an app change: tests/unit/vendor-chunks.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { inFamily, packageOf, staticReach, VENDOR_FAMILIES, vendorGroups } from '../../scripts/build/chunk-groups.ts';
import { shellFiles, shellPreloadScript } from '../../scripts/build/shell-preload.ts';

describe('vendor families by package name', () => {
  it('reads the package of a module id, scoped or not, the innermost node_modules winning', () => {
    expect(packageOf('/r/node_modules/antd/es/button/index.js')).toBe('antd');
    expect(packageOf('/r/node_modules/@supabase/auth-js/dist/module/index.js')).toBe('@supabase/auth-js');
    expect(packageOf('/r/node_modules/@refinedev/antd/node_modules/@ant-design/icons/es/index.js')).toBe('@ant-design/icons');
    expect(packageOf('C:\\r\\node_modules\\react-dom\\client.js')).toBe('react-dom');
    expect(packageOf('/r/src/components/crud/list.tsx')).toBeNull();
    expect(packageOf('\0vite/preload-helper.js')).toBeNull();
  });

  it('puts each package in its family by name or prefix, and nothing of the app', () => {
    const family = (pkg: string | null) => VENDOR_FAMILIES.find((f) => inFamily(pkg, f.packages))?.name ?? null;
    expect(family('react')).toBe('react');
    expect(family('react-router')).toBe('react');
    expect(family('react-markdown')).toBeNull();
    expect(family('@supabase/realtime-js')).toBe('supabase');
    expect(family('@refinedev/core')).toBe('refine');
    expect(family('@tanstack/query-core')).toBe('refine');
    expect(family('rc-table')).toBe('antd');
    expect(family('@rc-component/trigger')).toBe('antd');
    expect(family('@ant-design/cssinjs')).toBe('antd');
    expect(family('antd-mobile')).toBeNull();
    expect(family('dayjs')).toBeNull();
    expect(family(null)).toBeNull();
  });

  it('gives react the highest priority (antd and refine import it), and splits antd into its core and parts by use', () => {
    const groups = vendorGroups(10);
    expect(groups.map((g) => g.name)).toEqual(['react', 'supabase', 'refine', 'antd', 'antd']);
    expect([...groups].sort((a, b) => b.priority - a.priority).map((g) => g.name)).toEqual(['react', 'supabase', 'refine', 'antd', 'antd']);
    // antd's core: what the entry loads ($initial); the rest in files shared by exactly the routes using them.
    const [core, byUse] = groups.filter((g) => g.name === 'antd');
    expect(core).toMatchObject({ tags: ['$initial'] });
    expect(byUse).toMatchObject({ entriesAware: true });
    expect(byUse!.priority).toBeLessThan(core!.priority);
    expect(groups.find((g) => g.name === 'react')!.test('/r/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(true);
    expect(groups.find((g) => g.name === 'react')!.test('/r/src/App.tsx')).toBe(false);
  });
});

describe('static reach (the shell chunk groups)', () => {
  it('follows static imports only', () => {
    const graph: Record<string, string[]> = { a: ['b', 'c'], b: ['d'], c: [], d: ['a'], e: ['a'] };
    const ctx = {
      getModuleInfo: (id: string) => (id in graph ? ({ importedIds: graph[id] } as unknown as import('rolldown').ModuleInfo) : null),
    };
    expect([...staticReach(ctx, ['b'])].sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(staticReach(ctx, ['e']).has('e')).toBe(true);
    expect(staticReach(ctx, ['missing']).size).toBe(0);
  });
});

describe('index.html preloads the portal shell for signed-in addresses (scripts/build/shell-preload.ts)', () => {
  const chunk = (name: string, fileName: string, imports: string[] = [], isEntry = false) => ({
    type: 'chunk' as const,
    name,
    fileName,
    imports,
    isEntry,
  });
  const bundle = {
    'assets/index-a.js': chunk('index', 'assets/index-a.js', ['assets/react-r.js', 'assets/antd-x.js'], true),
    'assets/react-r.js': chunk('react', 'assets/react-r.js'),
    'assets/antd-x.js': chunk('antd', 'assets/antd-x.js', ['assets/react-r.js']),
    'assets/antd-y.js': chunk('antd', 'assets/antd-y.js', ['assets/antd-x.js']),
    'assets/refine-f.js': chunk('refine', 'assets/refine-f.js', ['assets/react-r.js']),
    'assets/shell-b.js': chunk('shell', 'assets/shell-b.js', ['assets/refine-f.js', 'assets/antd-y.js', 'assets/react-r.js']),
    'assets/page-p.js': chunk('page', 'assets/page-p.js', ['assets/shell-b.js']),
    'assets/shell.css': { type: 'asset' as const, name: 'shell', fileName: 'assets/shell.css' },
  };

  /** Runs the inline script at `pathname`; returns the links it added. */
  function run(pathname: string) {
    const added: { rel: string; href: string; crossOrigin: string | null }[] = [];
    const document = {
      createElement: () => ({ rel: '', href: '', crossOrigin: null as string | null }),
      head: { appendChild: (l: (typeof added)[number]) => added.push(l) },
    };
    const body = shellPreloadScript(shellFiles(bundle, '/')).replace(/^<script>|<\/script>$/g, '');
    new Function('location', 'document', body)({ pathname }, document);
    return added;
  }

  it("finds the shell's file and what it imports, less what the entry loads anyway", () => {
    expect(shellFiles(bundle, '/portal/')).toEqual(['/portal/assets/shell-b.js', '/portal/assets/refine-f.js', '/portal/assets/antd-y.js']);
    expect(() => shellFiles({ 'assets/index-a.js': bundle['assets/index-a.js'] }, '/')).toThrow(/no chunk named shell/);
  });

  it('preloads them (as module scripts, CORS) on a signed-in page, not on a public one', () => {
    expect(run('/accounts/f0000000-0000-4000-8000-000000000001').map((l) => l.href)).toEqual([
      '/assets/shell-b.js',
      '/assets/refine-f.js',
      '/assets/antd-y.js',
    ]);
    expect(run('/dashboard')[0]).toEqual({ rel: 'modulepreload', crossOrigin: '', href: '/assets/shell-b.js' });
    expect(run('/welcome/login')).toEqual([]);
    expect(run('/welcome')).toEqual([]);
  });
});
