// `npm run bench:start`: time from `npm start` to a serving portal and API — cold (empty data dir:
// PGlite init, migrations, seed) and warm (same data dir again). Uses its own ports and data dir.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const API_PORT = Number(process.env.BENCH_API_PORT ?? 54341);
const WEB_PORT = Number(process.env.BENCH_WEB_PORT ?? 5191);
const RUNS = Number(process.env.BENCH_RUNS ?? 2);

async function serving(url: string): Promise<boolean> {
  try {
    const r = await fetch(url, { signal: AbortSignal.timeout(1000) });
    return r.status < 500;
  } catch {
    return false;
  }
}

/** Starts `npm start`, resolves with ms until both the API and the portal answer, then stops it. */
async function timeStart(dataDir: string): Promise<number> {
  const t0 = performance.now();
  const child = spawn('npm', ['start'], {
    env: { ...process.env, LOCAL_SUPABASE_PORT: String(API_PORT), LOCAL_SUPABASE_DATA: dataDir, PORT: String(WEB_PORT) },
    stdio: 'ignore',
    detached: true,
  });
  try {
    const deadline = t0 + 120_000;
    while (performance.now() < deadline) {
      if ((await serving(`http://127.0.0.1:${API_PORT}/health`)) && (await serving(`http://localhost:${WEB_PORT}/welcome/login`))) {
        return performance.now() - t0;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('npm start did not serve within 120 s');
  } finally {
    process.kill(-child.pid!, 'SIGINT');
    await new Promise((r) => child.once('exit', r));
  }
}

const results: { cold: number; warm: number }[] = [];
for (let i = 0; i < RUNS; i++) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-start-'));
  try {
    const cold = await timeStart(dir);
    const warm = await timeStart(dir);
    results.push({ cold, warm });
    console.log(`run ${i + 1}: cold ${(cold / 1000).toFixed(1)} s, warm ${(warm / 1000).toFixed(1)} s`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const best = (k: 'cold' | 'warm') => Math.min(...results.map((r) => r[k])) / 1000;
console.log(
  `\nnpm start → serving: cold ${best('cold').toFixed(1)} s (target ≤ 15 s), warm ${best('warm').toFixed(1)} s (target ≤ 5 s); load average ${os.loadavg()[0].toFixed(1)}`,
);
