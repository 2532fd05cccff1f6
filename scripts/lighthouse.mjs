// `npm run lighthouse`: Lighthouse's mobile preset (simulated slow 4G, 4x slower CPU) on the
// storefront's main pages, against the production build started as `npm start` starts it, in
// Debian's Chromium, with no network beyond this machine. Each page is measured LIGHTHOUSE_RUNS
// times (5 by default) and the median run is written to docs/benchmarks.md. Not a test: a
// measurement, with the targets next to it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildApp, root, startApp } from './lib/built-app.mjs';

const CHROMIUM = '/usr/bin/chromium';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const TARGETS = { performance: 95, lcpMs: 2000, tbtMs: 150, others: 96 };
const MARK_START = '<!-- lighthouse:start -->';
const MARK_END = '<!-- lighthouse:end -->';

if (!existsSync(CHROMIUM)) {
  console.error(`lighthouse: ${CHROMIUM} is missing. Install it: apt-get install -y chromium`);
  process.exit(1);
}

async function measure(url, port) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const scripts = lhr.audits['resource-summary']?.details?.items?.find(
    (item) => item.resourceType === 'script',
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsKb: (scripts?.transferSize ?? 0) / 1024,
    runtimeError: lhr.runtimeError?.code,
  };
}

const median = (runs) =>
  [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];

function report(rows) {
  const ok = (good) => (good ? '✅' : '❌');
  const seconds = (ms) => (ms / 1000).toFixed(2);
  const lines = [
    MARK_START,
    '## Storefront in Lighthouse (mobile)',
    '',
    `Measured by \`npm run lighthouse\` on ${new Date().toISOString().slice(0, 10)}: Lighthouse's mobile preset (simulated slow 4G, 4× CPU slowdown) in Debian's Chromium on the production build, the median of ${RUNS} runs per page, on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}).`,
    `Targets: performance ≥ ${TARGETS.performance}, LCP ≤ ${TARGETS.lcpMs / 1000} s, TBT ≤ ${TARGETS.tbtMs} ms; accessibility, best practices and SEO ≥ ${TARGETS.others}.`,
    '',
    '| page | performance | FCP s | LCP s | TBT ms | CLS | JS KB transferred | accessibility | best practices | SEO |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      ({ page, result: r }) =>
        `| ${page} | ${r.performance} ${ok(r.performance >= TARGETS.performance)} | ${seconds(r.fcp)} | ${seconds(r.lcp)} ${ok(r.lcp <= TARGETS.lcpMs)} | ${Math.round(r.tbt)} ${ok(r.tbt <= TARGETS.tbtMs)} | ${r.cls.toFixed(3)} | ${r.jsKb.toFixed(1)} | ${r.accessibility} ${ok(r.accessibility >= TARGETS.others)} | ${r.bestPractices} ${ok(r.bestPractices >= TARGETS.others)} | ${r.seo} ${ok(r.seo >= TARGETS.others)} |`,
    ),
    MARK_END,
  ].join('\n');
  const file = path.join(root, 'docs/benchmarks.md');
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const start = current.indexOf(MARK_START);
  const end = current.indexOf(MARK_END);
  const next =
    start !== -1 && end !== -1
      ? `${current.slice(0, start)}${lines}${current.slice(end + MARK_END.length)}`
      : `${current.trimEnd()}\n\n${lines}\n`;
  writeFileSync(file, next);
  console.log(lines);
}

let app;
let chrome;
let failed = false;
try {
  console.log('lighthouse: building the app...');
  app = await startApp(buildApp('lighthouse'), { RATE_LIMIT_PER_MINUTE: '0' });
  const first = await (await fetch(`${app.baseUrl}/api/v1/products/paginated?size=1`)).json();
  const productId = first.data.content[0].id;
  const pages = ['/home', '/catalogue', `/product/${productId}`, '/brands', '/help'];
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  // One visit of each page first: the server's caches are warm for every measured run.
  for (const page of pages) await fetch(`${app.baseUrl}${page}`);
  const rows = [];
  for (const page of pages) {
    const runs = [];
    // A run Lighthouse could not complete (a runtime error scores 0) is measured again, twice at most.
    for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 2; attempt += 1) {
      const result = await measure(`${app.baseUrl}${page}`, chrome.port);
      if (result.runtimeError) console.log(`${page}: a run failed (${result.runtimeError}), again`);
      else runs.push(result);
    }
    if (runs.length === 0) throw new Error(`${page}: no Lighthouse run completed`);
    const result = median(runs);
    console.log(`${page}: performance ${runs.map((r) => r.performance).join(', ')}`);
    rows.push({ page: page.startsWith('/product/') ? '/product/{id}' : page, result });
  }
  report(rows);
} catch (error) {
  console.error(`lighthouse: ${error instanceof Error ? error.stack : String(error)}`);
  failed = true;
} finally {
  await chrome?.kill();
  await app?.stop();
}
process.exit(failed ? 1 : 0);
