// @vitest-environment node
/**
 * Long-lived vendor files (vite.config.ts, scripts/build/chunk-groups.ts): a change to the app's own
 * code leaves the files of react, supabase-js, refine and antd with the names they had, so a returning
 * visitor's browser keeps them. Builds the portal twice (in memory, the production configuration), the
 * second time with one more line in src/App.tsx, and compares the file names.
 */
import path from 'node:path';
import { build, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { VENDOR_FAMILIES } from '../../scripts/build/chunk-groups.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const APP = path.join(ROOT, 'src/App.tsx');

/** The files of a production build; `changeApp` adds a line to src/App.tsx as it is read. */
async function buildFiles(changeApp: boolean): Promise<(Rollup.OutputChunk | Rollup.OutputAsset)[]> {
  process.env.VITE_SUPABASE_URL = 'https://example.supabase.co';
  process.env.VITE_SUPABASE_ANON_KEY = 'anon-key-for-the-build-test';
  process.env.VITE_SENTRY_DSN = '';
  const result = await build({
    root: ROOT,
    logLevel: 'silent',
    build: { write: false, sourcemap: false },
    plugins: [
      {
        name: 'one-line-app-change',
        enforce: 'pre',
        transform(code, id) {
          if (changeApp && id === APP) return `${code}\ndocument.documentElement.dataset.build = 'second';\n`;
          return null;
        },
      },
    ],
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  return outputs.flatMap((o) => o.output);
}

// Each build once, shared by the tests that read it.
const builds = new Map<boolean, ReturnType<typeof buildFiles>>();
const built = (changeApp: boolean) => {
  if (!builds.has(changeApp)) builds.set(changeApp, buildFiles(changeApp));
  return builds.get(changeApp)!;
};

/** The chunks of a production build (see buildFiles). */
async function chunks(changeApp: boolean): Promise<Rollup.OutputChunk[]> {
  return (await built(changeApp)).filter((f): f is Rollup.OutputChunk => f.type === 'chunk');
}

const FAMILIES: string[] = VENDOR_FAMILIES.map((f) => f.name);
const isVendor = (c: Rollup.OutputChunk) => FAMILIES.includes(c.name) || c.name.startsWith('antd~');

describe('vendor files across an app change', () => {
  it('keep their names when only the app changed, while the changed app file gets a new one', { timeout: 300_000 }, async () => {
    const first = await chunks(false);
    const second = await chunks(true);
    const vendor = (cs: Rollup.OutputChunk[]) =>
      cs
        .filter(isVendor)
        .map((c) => c.fileName)
        .sort();
    // Every family has its file, and the files hold none of the app's own modules.
    for (const name of FAMILIES)
      expect(
        first.some((c) => c.name === name),
        name,
      ).toBe(true);
    for (const c of first.filter(isVendor)) {
      expect(
        Object.keys(c.modules).filter((id) => id.startsWith(`${ROOT}/`) && !id.includes('/node_modules/')),
        c.fileName,
      ).toEqual([]);
    }
    expect(vendor(second)).toEqual(vendor(first));
    // The change did reach the build: the file holding App.tsx has a new name.
    const appFile = (cs: Rollup.OutputChunk[]) => cs.find((c) => APP in c.modules)!.fileName;
    expect(appFile(second)).not.toBe(appFile(first));
  });
});

describe('index.html of the build', () => {
  it(
    "starts the shell's downloads before any stylesheet, and links antd's built styles before the app's",
    { timeout: 300_000 },
    async () => {
      const page = (await built(false)).find((f): f is Rollup.OutputAsset => f.type === 'asset' && f.fileName === 'index.html');
      const html = String(page!.source);
      const at = (pattern: RegExp) => html.search(pattern);
      const preload = at(/<script>if\(!location\.pathname\.startsWith/);
      const antd = at(/<link rel="stylesheet" href="\/assets\/antd-static-[\w-]+\.css">/);
      const app = at(/<link rel="stylesheet" crossorigin href="\/assets\/index-[\w-]+\.css">/);
      expect(Math.min(preload, antd, app)).toBeGreaterThan(0);
      // An inline script after a stylesheet still downloading waits for it (script-blocking style sheets).
      expect(preload).toBeLessThan(at(/<link rel="stylesheet"/));
      expect(antd).toBeLessThan(app);
    },
  );
});
