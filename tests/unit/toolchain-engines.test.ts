/**
 * The Node versions package.json promises must be ones every installed package accepts: `npm ci`
 * then prints no EBADENGINE, and no polyfill has to keep a tool alive on the oldest promised Node.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: Record<string, string> | string[]; optional?: boolean }>;
};

describe('toolchain engines', () => {
  const promised = manifest.engines.node;

  it('package.json promises a valid Node range that includes the Node running this test', () => {
    expect(semver.validRange(promised)).not.toBeNull();
    expect(semver.satisfies(process.versions.node, promised)).toBe(true);
  });

  it('every package in package-lock.json accepts every Node version package.json promises', () => {
    const refusing: string[] = [];
    for (const [where, pkg] of Object.entries(lock.packages)) {
      if (!where || Array.isArray(pkg.engines)) continue;
      const wanted = pkg.engines?.node;
      if (!wanted || !semver.validRange(wanted)) continue;
      if (!semver.subset(promised, wanted)) refusing.push(`${where.replace(/^.*node_modules\//, '')}@${pkg.version}: node ${wanted}`);
    }
    expect(refusing).toEqual([]);
  });
});
