import { Worker } from 'node:worker_threads';

export interface LoadJob {
  urls: string[];
  headers: Record<string, string>;
  mode: 'latency' | 'throughput';
  warmup: number;
  rounds?: number;
  concurrency?: number;
  durationMs?: number;
}

export interface LoadResult {
  samples: number[];
  done: number;
  elapsedMs: number;
}

// The load generator runs on its own thread so the client's fetch and JSON parsing do not share
// the server's event loop (as with an external load tool).
const WORKER = `
const { parentPort, workerData: job } = require('node:worker_threads');
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const call = (i) => new Promise((resolve, reject) => {
  const req = http.get(job.urls[i % job.urls.length], { headers: job.headers, agent }, (res) => {
    const chunks = [];
    res.on('data', (c) => chunks.push(c));
    res.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      if (res.statusCode >= 300) return reject(new Error('HTTP ' + res.statusCode + ' ' + text));
      JSON.parse(text);
      resolve();
    });
    res.on('error', reject);
  });
  req.on('error', reject);
});
(async () => {
  for (let i = 0; i < job.warmup; i++) await call(i);
  const samples = [];
  let done = 0;
  const t0 = performance.now();
  if (job.mode === 'latency') {
    for (let i = 0; i < job.rounds; i++) {
      const t = performance.now();
      await call(i);
      samples.push(performance.now() - t);
      done++;
    }
  } else {
    const until = t0 + job.durationMs;
    await Promise.all(Array.from({ length: job.concurrency }, async (_, w) => {
      for (let i = w; performance.now() < until; i += job.concurrency) { await call(i); done++; }
    }));
  }
  parentPort.postMessage({ samples, done, elapsedMs: performance.now() - t0 });
})().catch((e) => { throw e; });
`;

/** Runs a latency or throughput job against the server from a worker thread. */
export function loadWorker(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const w = new Worker(WORKER, { eval: true, workerData: job });
    w.once('message', (m: LoadResult) => {
      resolve(m);
      void w.terminate();
    });
    w.once('error', reject);
  });
}
