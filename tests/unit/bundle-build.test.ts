// @vitest-environment node
/**
 * The build's bundle-size measures (vite.config.ts, scripts/build/, src/shims/): the named-import
 * rewrite, the lazily loaded parts, and the shims that stand in for parts of libraries behave as the
 * parts they replace. The sizes themselves: `npm run bench:bundle` and tests/e2e/bundle-budget.spec.ts.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticReach } from '../../scripts/build/chunk-groups.ts';
import { shellFiles, shellPreloadScript } from '../../scripts/build/shell-preload.ts';
import { lazyPartModule } from '../../scripts/build/lazy-parts.ts';
import { defaultReexports, rewriteImports, type Source } from '../../scripts/build/modular-imports.ts';
import { flattenKeys } from '../../src/shims/table-filter-keys.ts';
import { arrAdd, arrDel } from '../../src/shims/tree-keys.ts';
import { LAZY_PARTS, SIDE_EFFECT_FREE } from '../../vite.config.ts';

const root = path.resolve(__dirname, '../..');
const require = createRequire(path.join(root, 'package.json'));

describe('named imports from antd and the icons, one module each', () => {
  const maps: Record<string, Map<string, Source>> = {
    antd: defaultReexports(readFileSync(require.resolve('antd/es/index.js'), 'utf8'), 'antd/es'),
    '@ant-design/icons': defaultReexports(
      readFileSync(path.join(root, 'node_modules/@ant-design/icons/es/icons/index.js'), 'utf8'),
      '@ant-design/icons/es/icons',
    ),
  };

  it("knows every component of antd's index and every icon", () => {
    expect(maps.antd.get('Button')).toBe('antd/es/button');
    expect(maps.antd.get('ConfigProvider')).toBe('antd/es/config-provider');
    expect(maps.antd.get('theme')).toBe('antd/es/theme');
    expect(maps.antd.size).toBeGreaterThan(60);
    expect(maps['@ant-design/icons'].get('BankOutlined')).toBe('@ant-design/icons/es/icons/BankOutlined');
  });

  it('rewrites each name, aliases kept; names it does not know stay in an import from the package', () => {
    expect(rewriteImports(`import { Button, Form as F } from 'antd';\nx();`, maps)).toBe(
      `import Button from 'antd/es/button';import F from 'antd/es/form';\nx();`,
    );
    expect(rewriteImports(`import { BankOutlined } from "@ant-design/icons";`, maps)).toBe(
      `import BankOutlined from '@ant-design/icons/es/icons/BankOutlined';`,
    );
    expect(rewriteImports(`import { Button, notAnExport as n } from 'antd';`, maps)).toBe(
      `import Button from 'antd/es/button';import { notAnExport as n } from 'antd';`,
    );
    const unknown = `import { notAnExport } from 'antd';`;
    expect(rewriteImports(unknown, maps)).toBe(unknown);
    expect(rewriteImports(`import { Button } from 'antd-mobile';`, maps)).toBe(`import { Button } from 'antd-mobile';`);
  });
});

describe('lazily loaded parts', () => {
  it('each rule names a module that exists where the importer is, and a target that resolves', () => {
    for (const part of LAZY_PARTS) {
      if (part.target) expect(() => require.resolve(part.target!), part.target).not.toThrow();
      if (part.replacement && !path.isAbsolute(part.replacement)) expect(() => require.resolve(part.replacement!)).not.toThrow();
    }
  });

  it('a part is a component that loads its module when rendered, with refs forwarded', () => {
    const code = lazyPartModule('antd/es/tabs', 'export const x = 1;');
    expect(code).toContain(`lazy(() => import("antd/es/tabs"))`);
    expect(code).toContain('forwardRef');
    expect(code).toContain('export default LazyPart;');
    expect(code).toContain('export const x = 1;');
  });

  it("the table's flattenKeys is antd's", async () => {
    const antd = (await import('antd/es/table/hooks/useFilter/FilterDropdown')) as unknown as {
      flattenKeys: (f: unknown) => unknown[];
    };
    const filters = [{ value: 'a', children: [{ value: 'b' }, { value: 'c', children: [{ value: 'd' }] }] }, { value: 'e' }];
    expect(flattenKeys(filters)).toEqual(antd.flattenKeys(filters));
    expect(flattenKeys(undefined)).toEqual(antd.flattenKeys(undefined));
  });
});

describe("the selection column's list helpers", () => {
  it("are rc-tree's", async () => {
    const rcTree = (await import('rc-tree/es/util')) as unknown as { arrAdd: typeof arrAdd; arrDel: typeof arrDel };
    for (const [list, value] of [
      [['a', 'b'], 'c'],
      [['a', 'b'], 'a'],
      [undefined, 'a'],
      [[], 'a'],
    ] as [string[] | undefined, string][]) {
      expect(arrAdd(list, value)).toEqual(rcTree.arrAdd(list, value));
      expect(arrDel(list, value)).toEqual(rcTree.arrDel(list, value));
    }
  });
});

describe('packages the bundler may drop where unused', () => {
  it('are markdown and CSV libraries only', () => {
    expect(SIDE_EFFECT_FREE.test('/x/node_modules/react-markdown/index.js')).toBe(true);
    expect(SIDE_EFFECT_FREE.test('/x/node_modules/papaparse/papaparse.min.js')).toBe(true);
    expect(SIDE_EFFECT_FREE.test('/x/node_modules/antd/es/index.js')).toBe(false);
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
  const bundle = {
    'assets/index-a.js': { type: 'chunk' as const, name: 'index', fileName: 'assets/index-a.js' },
    'assets/shell-b.js': { type: 'chunk' as const, name: 'shell', fileName: 'assets/shell-b.js' },
    'assets/shell-public-c.js': { type: 'chunk' as const, name: 'shell-public', fileName: 'assets/shell-public-c.js' },
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

  it('finds the two shell files, shared part first', () => {
    expect(shellFiles(bundle, '/portal/')).toEqual(['/portal/assets/shell-public-c.js', '/portal/assets/shell-b.js']);
  });

  it('preloads them (as module scripts, CORS) on a signed-in page, not on a public one', () => {
    expect(run('/accounts/f0000000-0000-4000-8000-000000000001')).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/shell-public-c.js' },
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/shell-b.js' },
    ]);
    expect(run('/welcome/login')).toEqual([]);
    expect(run('/welcome')).toEqual([]);
  });
});
