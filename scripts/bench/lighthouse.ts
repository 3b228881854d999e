/**
 * `npm run bench:lighthouse [-- --record]`: Lighthouse (desktop preset, performance) on the login page,
 * the dashboard, a list (/accounts) and a record page (/accounts/{id}) of the production build
 * (scripts/bench/portal-stack.ts), with Lighthouse's Node API on a Chromium launched here
 * (CHROMIUM_PATH, the journeys' flags). The session lives in sessionStorage, which belongs to one
 * tab: each signed-in page is measured in the tab that signed in through the login page (Lighthouse
 * clears the caches and the origin's other storage before it loads the page, so the load is cold but
 * signed in; the bench checks it ended on the page and not on the login form). BENCH_RUNS (default 3,
 * each in a fresh browser, the load average read before each): the table shows each page's median
 * score and metrics. Target: ≥ 95 on each page (exit 1 otherwise). With --record the table replaces
 * `## Lighthouse` in docs/benchmarks.md, stamped with the commit and the code fingerprint
 * `npm run bench:check` compares.
 */
import lighthouse, { desktopConfig } from 'lighthouse';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import puppeteer, { type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './bundle-routes.ts';
import { commitMeasured, fingerprint, LIGHTHOUSE_INPUTS } from './fingerprint.ts';
import { startPortalStack, ROOT } from './portal-stack.ts';
import { median, reportName, signedIn, writeSection } from './report.ts';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const TARGET = 95;
const record = process.argv.includes('--record');

interface Measured {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
}

const PAGES = [
  { name: 'login', path: '/welcome/login', signedIn: false },
  { name: 'dashboard', path: '/dashboard', signedIn: true },
  { name: 'list', path: '/accounts', signedIn: true },
  { name: 'record', path: '/accounts/:id', signedIn: true },
] as const;

async function signIn(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/welcome/login`, { waitUntil: 'networkidle0' });
  await page.locator('input#login_email').fill('management@demo.test');
  await page.locator('input#login_password').fill('demo-password');
  await page.locator('button[type=submit]').click();
  await page.waitForSelector('[data-testid="user-menu"]', { timeout: 30_000 });
}

async function measure(page: Page, url: string): Promise<Measured> {
  const result = await lighthouse(url, { output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, desktopConfig, page);
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  // A signed-in page that ended on the login form measured the wrong page.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}`);
  const ms = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    cls: ms('cumulative-layout-shift'),
    si: ms('speed-index'),
  };
}

async function main() {
  const stack = await startPortalStack(path.join(ROOT, 'node_modules/.bench-dist'));
  try {
    const management = await signedIn(stack.apiUrl, stack.anonKey, 'management@demo.test');
    const { data } = await management.from('accounts').select('id').order('id').limit(1);
    const accountId = (data as { id: string }[])[0]!.id;
    const results = new Map<string, Measured[]>();
    const loads: number[] = [];
    let version = '';
    for (let run = 0; run < RUNS; run++) {
      loads.push(loadavg()[0]!);
      const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true, defaultViewport: null });
      version = (await browser.version()).replace(/^\S+\//, '');
      try {
        for (const p of PAGES) {
          const page = await browser.newPage();
          if (p.signedIn) await signIn(page, stack.baseUrl);
          const m = await measure(page, `${stack.baseUrl}${p.path.replace(':id', accountId)}`);
          results.set(p.name, [...(results.get(p.name) ?? []), m]);
          console.log(
            `run ${run + 1}/${RUNS} ${p.name}: ${m.score} (LCP ${m.lcp.toFixed(0)} ms, TBT ${m.tbt.toFixed(0)} ms, CLS ${m.cls.toFixed(3)})`,
          );
          await page.close();
        }
      } finally {
        await browser.close();
      }
    }
    const rows: string[] = [];
    const below: string[] = [];
    for (const p of PAGES) {
      const ms = results.get(p.name)!;
      const med = (f: (m: Measured) => number) => median(ms.map(f));
      const score = med((m) => m.score);
      if (score < TARGET) below.push(p.name);
      rows.push(
        `| ${p.name} (\`${p.path}\`) | **${score}** | ${ms.map((m) => m.score).join(' / ')} | ${(med((m) => m.fcp) / 1000).toFixed(2)} s | ` +
          `${(med((m) => m.lcp) / 1000).toFixed(2)} s | ${med((m) => m.tbt).toFixed(0)} ms | ${med((m) => m.cls).toFixed(3)} | ${(med((m) => m.si) / 1000).toFixed(2)} s |`,
      );
    }
    const table = [
      '| page | score (median) | each run | FCP | LCP | TBT | CLS | Speed Index |',
      '|---|---:|---|---:|---:|---:|---:|---:|',
      ...rows,
    ].join('\n');
    console.log(`\n${table}\n\n${below.length ? `BELOW ${TARGET}: ${below.join(', ')}` : `every page ≥ ${TARGET}`}`);
    if (record) {
      writeSection(
        '## Lighthouse',
        [
          '## Lighthouse',
          '',
          '`npm run bench:lighthouse -- --record` (`scripts/bench/lighthouse.ts`): Lighthouse 12 (Node API, desktop preset, performance',
          'category) on the production build served by `vite preview` against a throwaway local-supabase with the demo data, in a',
          'Chromium launched by the bench. The signed-in pages are measured as management in the tab that signed in through the',
          'login page (the session lives in sessionStorage, which is per tab); Lighthouse clears the caches before it loads the',
          'page, so every load is cold. Each run uses a fresh browser; the table shows the median of the runs. Target: ≥ 95.',
          'Lighthouse simulates the network (desktop: 40 ms RTT, 10 Mbit/s) and measures the CPU as it is: on a loaded machine',
          'Total Blocking Time rises.',
          '',
          `${new Date().toISOString().slice(0, 16)}Z, Node ${process.versions.node}, Chromium ${version}, ${cpus()[0]?.model ?? 'cpu'} × ${cpus().length}; ` +
            `commit ${commitMeasured(LIGHTHOUSE_INPUTS)}, code fingerprint ${fingerprint(LIGHTHOUSE_INPUTS)}; ${RUNS} runs; ` +
            `1-min load average before each run: ${loads.map((l) => l.toFixed(1)).join(' / ')}.`,
          below.length ? `Below ${TARGET}: ${below.join(', ')}.` : `Every page scores ≥ ${TARGET}.`,
          '',
          table,
          '',
        ].join('\n'),
      );
      console.log(`wrote ${reportName} (## Lighthouse)`);
    }
    if (below.length) process.exitCode = 1;
  } finally {
    await stack.close();
  }
}

await main();
