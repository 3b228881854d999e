// How the production build groups modules into files (vite.config.ts, Rolldown's `codeSplitting.groups`).
//
// Vendor files: the libraries every page starts from — react (with react-dom and react-router),
// supabase-js, refine, antd — each in files of their own, named after the package, holding nothing of
// the app's. A change to the app's code alone leaves their contents, and so their hashed names, as they
// were: a returning visitor's browser keeps them (tests/unit/vendor-chunks.test.ts builds twice around
// a one-line app change to hold that). A group takes its modules' dependencies along (react-dom's
// scheduler, antd's rc-* components), so it is enough to name the package a family starts from. antd
// is split by use (`entriesAware`): the part every page needs, the parts only some routes load
// (Table, Select, DatePicker…) in files shared by exactly the routes that use them — a page does not
// download the components of others.
//
// App files: left to itself the bundler splits the code shared by the ~40 lazily loaded pages by exactly
// which pages share it: a first visit then fetches dozens of small files, and gzip, which compresses each
// file on its own, does worse on many small files than on a few large ones. Every page loads the entry's
// static imports, and every signed-in page the portal shell's: each of those sets goes into one file.
import type { ModuleInfo } from 'rolldown';

interface ChunkingContext {
  getModuleInfo(id: string): ModuleInfo | null;
}

/** The npm package a module id belongs to (`antd`, `@supabase/auth-js`), or null for the app's own code. */
export function packageOf(id: string): string | null {
  const path = id.replaceAll('\\', '/');
  const at = path.lastIndexOf('/node_modules/');
  if (at < 0) return null;
  const [first = '', second = ''] = path.slice(at + '/node_modules/'.length).split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
}

/** A package name matches a family when it is one of its names, or starts with one ending in `-` or `/`. */
export function inFamily(pkg: string | null, family: readonly string[]): boolean {
  if (!pkg) return false;
  return family.some((name) => (name.endsWith('-') || name.endsWith('/') ? pkg.startsWith(name) : pkg === name));
}

/** The long-lived vendor files and the packages each starts from, highest priority first. */
export const VENDOR_FAMILIES = [
  { name: 'react', packages: ['react', 'react-dom', 'scheduler', 'react-router'] },
  { name: 'supabase', packages: ['@supabase/'] },
  { name: 'refine', packages: ['@refinedev/', '@tanstack/'] },
  { name: 'antd', packages: ['antd', '@ant-design/', 'rc-', '@rc-component/'], byUse: true },
] as const;

export function vendorGroups(priority: number) {
  const groups = VENDOR_FAMILIES.map((family, i) => ({
    name: family.name,
    test: (id: string) => inFamily(packageOf(id), family.packages),
    priority: priority + VENDOR_FAMILIES.length + 1 - i,
    ...('byUse' in family && family.byUse ? { tags: ['$initial' as const] } : {}),
  }));
  const antd = VENDOR_FAMILIES.find((f) => 'byUse' in f && f.byUse)!;
  return [
    ...groups,
    {
      name: antd.name,
      test: (id: string) => inFamily(packageOf(id), antd.packages),
      priority,
      entriesAware: true,
    },
  ];
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
 * The app's own code in three groups: 'initial' — what the entry imports statically; 'shell-public' —
 * what the signed-in pages and the public pages both need (so a public page does not fetch the shell's
 * file); 'shell' — what only the signed-in pages need. A group takes its modules' imports along, so the
 * shared one comes first. Pages' own code goes where the bundler puts it. Only the app's modules: the
 * libraries are the vendor groups'.
 */
export function appGroups({ shell, publicPages }: ShellGroups, priority: number) {
  let sets: { shell: Set<string>; pub: Set<string> } | undefined;
  const which = (id: string, ctx: ChunkingContext) => {
    if (packageOf(id) !== null) return null;
    sets ??= { shell: staticReach(ctx, shell), pub: staticReach(ctx, publicPages) };
    return sets.shell.has(id) ? (sets.pub.has(id) ? 'shell-public' : 'shell') : null;
  };
  return [
    { name: 'initial', test: (id: string) => packageOf(id) === null, tags: ['$initial' as const], priority: priority + 2 },
    {
      debugName: 'shell-public',
      name: (id: string, ctx: ChunkingContext) => (which(id, ctx) === 'shell-public' ? 'shell-public' : null),
      priority: priority + 1,
    },
    { debugName: 'shell', name: (id: string, ctx: ChunkingContext) => (which(id, ctx) === 'shell' ? 'shell' : null), priority },
  ];
}
