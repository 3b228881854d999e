// A Vite plugin for the production build: index.html starts downloading the portal shell's files —
// its own and every file it imports statically (refine's, the antd parts the layout uses…) — together
// with the entry when the address is a signed-in page. Without it the browser learns of them only once
// the entry has downloaded and run (src/App.tsx then imports the shell): one round trip and the
// entry's start-up later. The public pages (/welcome…) never fetch them. The entry's own static
// imports need nothing of this: Vite lists them in index.html already.
import type { Plugin } from 'vite';
import { beforeStylesheets } from './html.ts';

/** The chunk of the portal shell (scripts/build/chunk-groups.ts names it). */
export const SHELL_CHUNK = 'shell';

/** The inline script that preloads `files` (site paths) unless the address is a public page. */
export function shellPreloadScript(files: string[]): string {
  const list = JSON.stringify(files);
  return (
    `<script>if(!location.pathname.startsWith('/welcome'))for(const f of ${list}){` +
    `const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f;document.head.appendChild(l)}</script>`
  );
}

interface Chunk {
  type: 'chunk' | 'asset';
  name?: string;
  fileName: string;
  isEntry?: boolean;
  /** The chunks it imports statically (file names). */
  imports?: string[];
}

/** `roots` and every chunk they import statically, transitively, in the order first met. */
function withImports(bundle: Record<string, Chunk>, roots: string[]): string[] {
  const seen: string[] = [];
  const visit = (file: string) => {
    if (seen.includes(file)) return;
    seen.push(file);
    for (const next of bundle[file]?.imports ?? []) visit(next);
  };
  roots.forEach(visit);
  return seen;
}

/**
 * The shell's file and the files it imports statically that the entry does not already load, as site
 * paths under `base`: the shell first, then what it imports.
 */
export function shellFiles(bundle: Record<string, Chunk>, base: string): string[] {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const shell = chunks.find((c) => c.name === SHELL_CHUNK);
  if (!shell) throw new Error(`shell-preload: no chunk named ${SHELL_CHUNK}`);
  const entry = withImports(
    bundle,
    chunks.filter((c) => c.isEntry).map((c) => c.fileName),
  );
  return withImports(bundle, [shell.fileName])
    .filter((file) => !entry.includes(file))
    .map((file) => `${base}${file}`);
}

export function shellPreload(): Plugin {
  let base = '/';
  return {
    name: 'shell-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const files = shellFiles(ctx.bundle as unknown as Record<string, Chunk>, base);
        // Before the stylesheets: after one still downloading, the script would wait for it.
        return beforeStylesheets(html, shellPreloadScript(files));
      },
    },
  };
}
