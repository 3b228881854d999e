// A Vite plugin for the production build: index.html starts downloading the portal shell's files
// together with the entry when the address is a signed-in page. Without it the browser learns of them
// only once the entry has downloaded and run (src/App.tsx then imports the shell): one round trip and
// the entry's start-up later. The public pages (/welcome…) never fetch the shell.
import type { Plugin } from 'vite';

/** The chunks every signed-in page loads first (scripts/build/chunk-groups.ts names them). */
export const SHELL_CHUNKS = ['shell-public', 'shell'];

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
}

/** The shell's files in a build's bundle, as site paths under `base`. */
export function shellFiles(bundle: Record<string, Chunk>, base: string): string[] {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk' && c.name && SHELL_CHUNKS.includes(c.name));
  chunks.sort((a, b) => SHELL_CHUNKS.indexOf(a.name!) - SHELL_CHUNKS.indexOf(b.name!));
  return chunks.map((c) => `${base}${c.fileName}`);
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
        if (files.length !== SHELL_CHUNKS.length)
          throw new Error(`shell-preload: expected chunks ${SHELL_CHUNKS.join(', ')}, found ${files.join(', ')}`);
        return html.replace('  </head>', `    ${shellPreloadScript(files)}\n  </head>`);
      },
    },
  };
}
