// A Vite plugin that turns chosen static imports inside libraries into lazily loaded components, for
// parts a component carries for a feature we rarely or never use: antd's Card imports Tabs for its
// `tabList`, Table's filter dropdown imports Tree for `filterMode: 'tree'`, Modal and Card import
// Skeleton for `loading`, Typography imports its in-place editor (a TextArea) and copy button. The
// part still works when it is used (it loads then, behind a Suspense without fallback); pages that
// never use it no longer download it. docs/frontend.md, "Bundle".
import path from 'node:path';
import type { Plugin } from 'vite';

export interface LazyPart {
  /** The importing module (a path inside node_modules). */
  importer: RegExp;
  /** The import specifier as written in it. */
  source: string;
  /** The module to load lazily instead: its default export is a React component. */
  target?: string;
  /** Or a module to import instead (a lazy version of a hook, say, or the one module of a package that is needed). */
  replacement?: string;
  /** Code appended to the lazy module: the importer's other (named) imports from the module. */
  also?: string;
}

const PREFIX = '\0lazy-part:';

/** The module that replaces `target`: a component that renders it once loaded (refs forwarded). */
export function lazyPartModule(target: string, also = ''): string {
  return [
    `import { createElement, forwardRef, lazy, Suspense } from 'react';`,
    `const Part = lazy(() => import(${JSON.stringify(target)}));`,
    `const LazyPart = forwardRef((props, ref) => createElement(Suspense, { fallback: null }, createElement(Part, { ...props, ref })));`,
    `export default LazyPart;`,
    also,
  ].join('\n');
}

export function lazyParts(parts: LazyPart[]): Plugin {
  const used = new Set<LazyPart>();
  const importers = new Set<LazyPart>();
  return {
    name: 'lazy-parts',
    enforce: 'pre',
    apply: 'build',
    buildStart() {
      used.clear();
      importers.clear();
    },
    transform(_code, id) {
      for (const p of parts) if (p.importer.test(id.replaceAll('\\', '/'))) importers.add(p);
      return null;
    },
    async resolveId(source, importer) {
      if (!importer) return null;
      const part = parts.find((p) => p.source === source && p.importer.test(importer.replaceAll('\\', '/')));
      if (!part) return null;
      used.add(part);
      if (!part.replacement) return `${PREFIX}${parts.indexOf(part)}`;
      return path.isAbsolute(part.replacement) ? part.replacement : ((await this.resolve(part.replacement, importer))?.id ?? null);
    },
    buildEnd(error) {
      // A library update that moves an import would silently bring the part back into every page.
      const idle = parts.filter((p) => importers.has(p) && !used.has(p));
      if (!error && idle.length) {
        this.error(
          `lazy-parts: no import matched ${idle.map((p) => `${p.source} in ${p.importer}`).join(', ')} (vite.config.ts LAZY_PARTS)`,
        );
      }
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const part = parts[Number(id.slice(PREFIX.length))]!;
      return lazyPartModule(part.target!, part.also);
    },
  };
}
