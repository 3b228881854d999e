// @vitest-environment node
/**
 * `npm test` provisions the Chromium the journeys drive (scripts/ensure-chromium.sh): nothing to do when
 * it is there; a missing one stops the run at once with what to do (the install as root is what CI and a
 * fresh root machine exercise).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const script = path.resolve(__dirname, '../../scripts/ensure-chromium.sh');

function run(env: Record<string, string>, asNobody = false) {
  const base = { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env };
  // As root, the non-root branch is seen by running the script as `nobody`.
  const root = process.getuid?.() === 0;
  const [cmd, args] =
    asNobody && root
      ? [
          'setpriv',
          ['--reuid=65534', '--regid=65534', '--clear-groups', 'env', ...Object.entries(base).map(([k, v]) => `${k}=${v}`), 'bash', script],
        ]
      : ['bash', [script]];
  return spawnSync(cmd, args, { env: base, encoding: 'utf8', timeout: 20_000 });
}

describe('scripts/ensure-chromium.sh', () => {
  it('does nothing when the Chromium in CHROMIUM_PATH is there', () => {
    const r = run({ CHROMIUM_PATH: process.execPath });
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('');
    expect(r.status).toBe(0);
  });

  it('stops at once when CHROMIUM_PATH names a file that is not there', () => {
    const r = run({ CHROMIUM_PATH: '/nonexistent/chrome' });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('CHROMIUM_PATH=/nonexistent/chrome is not an executable file');
  });

  it("without root, stops at once with the exact command when Debian's chromium is missing", () => {
    const r = run({ ENSURE_CHROMIUM_DEBIAN_PATH: '/nonexistent/usr/bin/chromium' }, true);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('Chromium is missing (/nonexistent/usr/bin/chromium)');
    expect(r.stderr).toContain('sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y chromium');
  });
});
