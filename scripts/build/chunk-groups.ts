// How the production build groups modules into files (vite.config.ts, `codeSplitting.groups`). Left to
// itself the bundler splits the code shared by the 40 lazily loaded pages by exactly which pages share
// it: a first visit then fetches 50–90 small files, and gzip, which compresses each file on its own,
// does worse on many small files than on a few large ones (~5 %). Every page loads the entry's static
// imports, and every signed-in page the portal shell's: each of those sets goes into one file.
import type { ModuleInfo } from 'rolldown';

interface ChunkingContext {
  getModuleInfo(id: string): ModuleInfo | null;
}

/** The modules `roots` import statically, transitively (roots included). */
export function staticReach(ctx: ChunkingContext, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    stack.push(...info.importedIds);
  }
  return seen;
}

export interface ShellGroups {
  /** The lazily loaded modules every signed-in page starts from (the shell, its layout). */
  shell: string[];
  /** The lazily loaded pages shown without signing in (they share some of the shell's modules). */
  publicPages: string[];
}

/**
 * Two codeSplitting groups: 'shell-public' — what the signed-in pages and the public pages both need
 * (so a public page does not fetch the shell's file), before 'shell' — what only the signed-in pages
 * need. A group takes its modules' imports along, so the shared one must come first. The entry's
 * static imports have a group of their own; pages' own code goes where the bundler puts it.
 */
export function shellGroups({ shell, publicPages }: ShellGroups, priority: number) {
  let sets: { shell: Set<string>; pub: Set<string> } | undefined;
  const which = (id: string, ctx: ChunkingContext) => {
    sets ??= { shell: staticReach(ctx, shell), pub: staticReach(ctx, publicPages) };
    return sets.shell.has(id) ? (sets.pub.has(id) ? 'shell-public' : 'shell') : null;
  };
  return [
    {
      debugName: 'shell-public',
      name: (id: string, ctx: ChunkingContext) => (which(id, ctx) === 'shell-public' ? 'shell-public' : null),
      priority: priority + 1,
    },
    { debugName: 'shell', name: (id: string, ctx: ChunkingContext) => (which(id, ctx) === 'shell' ? 'shell' : null), priority },
  ];
}
