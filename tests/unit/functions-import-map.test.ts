// @vitest-environment node
/**
 * `supabase functions deploy` maps the functions' bare imports with supabase/functions/import_map.json
 * (the CLI's fallback import map: no function has its own deno.json); supabase/functions/deno.json holds
 * the same map for editors and `deno check`. Both must say the same, and deploy exactly the npm versions
 * the tests ran the functions with (package-lock.json).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const json = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;
const importMap = json('supabase/functions/import_map.json') as { imports: Record<string, string> };
const denoJson = json('supabase/functions/deno.json') as { imports: Record<string, string> };
const lock = json('package-lock.json') as { packages: Record<string, { version?: string }> };

describe('edge functions import map', () => {
  it('deno.json maps exactly what import_map.json (the one deploy uses) maps', () => {
    expect(denoJson.imports).toEqual(importMap.imports);
  });

  it('maps each bare import to the npm version package-lock.json installs for the local runs', () => {
    const entries = Object.entries(importMap.imports);
    expect(entries.length).toBeGreaterThan(0);
    for (const [name, target] of entries) {
      const m = /^npm:((?:@[^/@]+\/)?[^/@]+)@([^/]+)$/.exec(target);
      expect(m, `${name} → ${target} is not npm:<package>@<exact version>`).not.toBeNull();
      const [, pkg, version] = m as RegExpExecArray;
      expect(pkg).toBe(name);
      expect(`${pkg}@${version}`).toBe(`${pkg}@${lock.packages[`node_modules/${pkg}`]?.version}`);
    }
  });
});
