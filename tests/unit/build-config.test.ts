// @vitest-environment node
/**
 * `npm run build` for production: refused without the backend's URL and anon key (instead of a bundle
 * that silently talks to local-supabase), and no source maps in dist/ unless hidden ones are asked for.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import viteConfig, { missingBuildEnv, sourcemapSetting } from '../../vite.config.ts';

const root = path.resolve(__dirname, '../..');
const resolve = viteConfig as unknown as (env: { command: 'build' | 'serve'; mode: string }) => UserConfig;

function withEnv<T>(env: Record<string, string | undefined>, fn: () => T): T {
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  for (const [k, v] of Object.entries(env))
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  try {
    return fn();
  } finally {
    for (const [k, v] of Object.entries(saved))
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
  }
}

describe('production build settings', () => {
  it('names each missing or blank backend setting', () => {
    expect(missingBuildEnv({})).toEqual(['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY']);
    expect(missingBuildEnv({ VITE_SUPABASE_URL: 'https://x.supabase.co', VITE_SUPABASE_ANON_KEY: ' ' })).toEqual([
      'VITE_SUPABASE_ANON_KEY',
    ]);
    expect(missingBuildEnv({ VITE_SUPABASE_URL: 'https://x.supabase.co', VITE_SUPABASE_ANON_KEY: 'k' })).toEqual([]);
  });

  it('`npm run build` without them stops before bundling, saying what to set', () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'build-config-'));
    try {
      const env = { ...process.env };
      delete env.VITE_SUPABASE_URL;
      delete env.VITE_SUPABASE_ANON_KEY;
      const run = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir], {
        cwd: root,
        env,
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).not.toBe(0);
      expect(run.stderr + run.stdout).toContain('VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are not set');
      expect(run.stderr + run.stdout).toContain('VITE_SUPABASE_URL=https://<project-ref>.supabase.co');
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('the dev server and non-production builds keep the local defaults', () => {
    withEnv({ VITE_SUPABASE_URL: undefined, VITE_SUPABASE_ANON_KEY: undefined }, () => {
      expect(() => resolve({ command: 'serve', mode: 'development' })).not.toThrow();
      expect(() => resolve({ command: 'build', mode: 'development' })).not.toThrow();
      expect(() => resolve({ command: 'build', mode: 'production' })).toThrow(/not set/);
    });
  });

  it('ships no source maps by default; SOURCEMAP=hidden writes unreferenced maps for a Sentry upload', () => {
    const env = { VITE_SUPABASE_URL: 'https://x.supabase.co', VITE_SUPABASE_ANON_KEY: 'k' };
    withEnv({ ...env, SOURCEMAP: undefined }, () => expect(resolve({ command: 'build', mode: 'production' }).build?.sourcemap).toBe(false));
    withEnv({ ...env, SOURCEMAP: 'hidden' }, () =>
      expect(resolve({ command: 'build', mode: 'production' }).build?.sourcemap).toBe('hidden'),
    );
    expect(() => sourcemapSetting('true')).toThrow(/only SOURCEMAP=hidden/);
  });
});
