// A Vite plugin that rewrites named imports from antd's and the icons' index modules into imports of
// the one module each name comes from (`import { Button } from 'antd'` → `import Button from
// 'antd/es/button'`), in our code and in @refinedev/antd. The bundle is the same, but the module graph
// then says what each module really needs: the index modules import every component, and with them in
// the graph, "what does the portal shell need?" (vite.config.ts groups that into one chunk) would
// answer "all of antd".
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** `export { default as Name } from './dir';` lines of an index module: Name → specifier of its module. */
export function defaultReexports(indexSource: string, base: string): Map<string, Source> {
  const map = new Map<string, Source>();
  for (const m of indexSource.matchAll(/export \{ default as (\w+) \} from ['"]\.\/([\w/-]+)['"];/g)) {
    map.set(m[1]!, `${base}/${m[2]!}`);
  }
  return map;
}

const IMPORT_RE = /import\s*\{([^}]*)\}\s*from\s*(['"])(antd|@ant-design\/icons)\2;?/g;

/** Where a name comes from: a module's default export, or a named export of a module. */
export type Source = string | { module: string; named: true };

/**
 * Rewrites `import { A, B as C } from 'antd'` (from '@ant-design/icons') into
 * imports of each name's own module; names the maps do not know stay in an import from the package.
 */
export function rewriteImports(code: string, maps: Record<string, Map<string, Source>>): string {
  return code.replace(IMPORT_RE, (statement, names: string, _q: string, pkg: string) => {
    const map = maps[pkg]!;
    const specs = names
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((s) => {
        const [name, local = name] = s.split(/\s+as\s+/).map((x) => x.trim());
        return { name: name!, local: local!, from: name!.startsWith('type ') ? undefined : map.get(name!) };
      });
    if (!specs.some((s) => s.from)) return statement;
    const kept = specs.filter((s) => !s.from).map((s) => (s.local === s.name ? s.name : `${s.name} as ${s.local}`));
    const moved = specs.flatMap((s) => {
      if (!s.from) return [];
      if (typeof s.from === 'string') return [`import ${s.local} from '${s.from}';`];
      return [`import { ${s.name === s.local ? s.name : `${s.name} as ${s.local}`} } from '${s.from.module}';`];
    });
    return [...moved, ...(kept.length ? [`import { ${kept.join(', ')} } from '${pkg}';`] : [])].join('');
  });
}

export function modularImports(root: string): Plugin {
  const require = createRequire(path.join(root, 'package.json'));
  const antdIndex = require.resolve('antd/es/index.js');
  const iconsIndex = path.join(path.dirname(require.resolve('@ant-design/icons/package.json')), 'es/icons/index.js');
  const maps: Record<string, Map<string, Source>> = {
    antd: defaultReexports(readFileSync(antdIndex, 'utf8'), 'antd/es'),
    '@ant-design/icons': defaultReexports(readFileSync(iconsIndex, 'utf8'), '@ant-design/icons/es/icons'),
  };
  const ours = (id: string) =>
    /\.[cm]?[jt]sx?$/.test(id) && (!id.includes('/node_modules/') || id.includes('/node_modules/@refinedev/antd/'));
  return {
    name: 'modular-imports',
    apply: 'build',
    transform(code, id) {
      if (!ours(id) || !/from\s*['"](antd|@ant-design\/icons)['"]/.test(code)) return null;
      const next = rewriteImports(code, maps);
      return next === code ? null : { code: next, map: null };
    },
  };
}
