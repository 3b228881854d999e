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

// The load generator runs on its own thread so the client's requests and JSON parsing do not share
// the server's event loop (as with an external load tool). It stays up for the whole run, keeping
// its optimized code between jobs, as a long-running client would.
const WORKER = `
const { parentPort } = require('node:worker_threads');
const http = require('node:http');
let agent;
const call = (job, i) => new Promise((resolve, reject) => {
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
async function run(job) {
  // Fresh connections per job: between jobs the server may close idle ones (keep-alive timeout).
  agent?.destroy();
  agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  for (let i = 0; i < job.warmup; i++) await call(job, i);
  const samples = [];
  let done = 0;
  const t0 = performance.now();
  if (job.mode === 'latency') {
    for (let i = 0; i < job.rounds; i++) {
      const t = performance.now();
      await call(job, i);
      samples.push(performance.now() - t);
      done++;
    }
  } else {
    const until = t0 + job.durationMs;
    await Promise.all(Array.from({ length: job.concurrency }, async (_, w) => {
      for (let i = w; performance.now() < until; i += job.concurrency) { await call(job, i); done++; }
    }));
  }
  return { samples, done, elapsedMs: performance.now() - t0 };
}
parentPort.on('message', (job) => {
  run(job).then((result) => parentPort.postMessage({ result }), (e) => parentPort.postMessage({ error: String(e && e.stack || e) }));
});
`;

export interface LoadWorker {
  run(job: LoadJob): Promise<LoadResult>;
  close(): Promise<void>;
}

/** Starts the load generator thread; run() sends it one latency or throughput job at a time. */
export function startLoadWorker(): LoadWorker {
  const w = new Worker(WORKER, { eval: true });
  let failure: Error | undefined;
  w.on('error', (e) => (failure = e));
  return {
    run(job) {
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => {
        const onError = (e: Error) => reject(e);
        w.once('error', onError);
        w.once('message', (m: { result?: LoadResult; error?: string }) => {
          w.off('error', onError);
          if (m.error) reject(new Error(m.error));
          else resolve(m.result!);
        });
        w.postMessage(job);
      });
    },
    async close() {
      await w.terminate();
    },
  };
}
