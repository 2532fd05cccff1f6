// `npm run bench`: seeds a 100,000-product PostgreSQL database, starts the API as `npm start` does,
// and measures latency (p50/p95/p99) and throughput at 32 connections for the catalogue query
// (with and without filters), product detail and search, beside a trivial route measured in the
// same run as the machine's ceiling. Also reports the storefront's first-load JavaScript (gzip).
// Writes docs/benchmarks.md. A benchmark, not a test: nothing here fails on a slow figure.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGET_PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;
const PORT = 3999;
const dbName = 'souk_bench';

async function admin(sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

function run(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

console.log('building...');
// BENCH_BUILD=api skips the web app (its first-load size is then read from an existing build).
run(
  'npm',
  process.env.BENCH_BUILD === 'api' ? ['run', 'build', '-w', '@souk/api'] : ['run', 'build'],
);

await admin(`drop database if exists ${dbName} with (force)`);
await admin(`create database ${dbName}`);
const benchUrl = new URL(serverUrl);
benchUrl.pathname = `/${dbName}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'souk-bench-'));

const base = `http://127.0.0.1:${PORT}`;
const startServer = (extraEnv) =>
  spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: benchUrl.toString(),
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '0',
      // every connection comes from one address here: the per-address search limit is off
      SEARCH_RATE_LIMIT_PER_MINUTE: '0',
      ...extraEnv,
    },
  });
const stopServer = (child) =>
  new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

let server = startServer({});
try {
  await waitForHealth();
  const db = new pg.Client({ connectionString: benchUrl.toString() });
  await db.connect();
  await growCatalogue(db);
  const ids = (
    await db.query(
      'select p.id from products p join brands b on b.id = p.brand_id where p.active and b.enabled order by random() limit 2000',
    )
  ).rows.map((r) => r.id);
  const {
    rows: [clothing],
  } = await db.query(`select id from categories where name = 'Clothing'`);
  await db.end();

  const scenarios = [
    { name: 'trivial route (ceiling): GET /robots.txt', path: '/robots.txt' },
    {
      name: 'catalogue, no filter: GET /api/v1/products/paginated?size=8',
      path: '/api/v1/products/paginated?size=8',
    },
    {
      name: 'catalogue, filtered and sorted (category, colours, price, rating, price-low, page 2)',
      path: `/api/v1/products/paginated?category=${clothing.id}&colors=Blue,Black&minPrice=20&maxPrice=800&rating=3&sort=price-low&size=8&page=2`,
    },
    {
      name: 'product detail: GET /api/v1/products/{2,000 random ids}',
      paths: ids.map((id) => `/api/v1/products/${id}`),
    },
    {
      name: 'search: GET /api/v1/products/search?query=shirt',
      path: '/api/v1/products/search?query=shirt',
    },
    { name: 'search with a typo: query=sneekers', path: '/api/v1/products/search?query=sneekers' },
  ];
  const runs = [];
  for (const [label, env] of [
    ['with the response micro-cache (RESPONSE_CACHE_SECONDS=10, the default)', {}],
    [
      'without it (RESPONSE_CACHE_SECONDS=0): every request reaches PostgreSQL',
      { RESPONSE_CACHE_SECONDS: '0' },
    ],
  ]) {
    await stopServer(server);
    server = startServer(env);
    await waitForHealth();
    const results = [];
    for (const scenario of scenarios) {
      await measure(scenario, 2); // warm-up
      const result = await measure(scenario, DURATION);
      results.push({ name: scenario.name, ...result });
      console.log(
        `[${env.RESPONSE_CACHE_SECONDS === '0' ? 'no cache' : 'cache'}] ${scenario.name}: p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms, ${result.rps} req/s, errors ${result.errors}`,
      );
    }
    runs.push({ label, results });
  }
  writeReport(runs, firstLoadJs());
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
  // BENCH_KEEP=1 keeps the database for EXPLAIN sessions.
  if (!process.env.BENCH_KEEP)
    await admin(`drop database if exists ${dbName} with (force)`).catch(() => {});
}

async function waitForHealth() {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${base}/api/v1/health`);
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the API did not start');
}

/** Multiplies the demo catalogue to TARGET_PRODUCTS rows in SQL, then rebuilds search columns. */
async function growCatalogue(db) {
  const {
    rows: [{ n }],
  } = await db.query('select count(*)::int as n from products');
  const missing = TARGET_PRODUCTS - n;
  console.log(`growing the catalogue from ${n} to ${TARGET_PRODUCTS} products...`);
  if (missing > 0) {
    await db.query(`
      with t as (select row_number() over (order by id) - 1 as rn, * from products)
      insert into products (name, description, price, discount_price, image_url, additional_images, brand_id, category_id,
        sku, barcode, colors, sizes, weight, dimensions, material, care, origin, fit, features, quantity, stock_level,
        active, featured, free_shipping, average_rating, review_count, sales_count, created_at)
      select t.name || ' ' || (g / ${n} + 1), t.description, round(t.price * (0.6 + (g % 97) / 100.0), 2),
        (g % 7) * 5, t.image_url, t.additional_images, t.brand_id, t.category_id,
        t.sku || '-b' || g, t.barcode, t.colors, t.sizes, t.weight, t.dimensions, t.material, t.care, t.origin, t.fit,
        t.features, t.quantity, t.stock_level, true, false, t.free_shipping, round(1 + (g % 400) / 100.0, 2),
        g % 50, g % 300, now() - ((g % 365) || ' days')::interval
      from generate_series(1, ${missing}) g join t on t.rn = g % ${n}`);
    await db.query(`
      insert into product_subcategories (product_id, category_id)
      select p.id, ps.category_id from products p
      join products t on t.brand_id = p.brand_id and t.sku = regexp_replace(p.sku, '-b[0-9]+$', '')
      join product_subcategories ps on ps.product_id = t.id
      where p.sku ~ '-b[0-9]+$'
      on conflict do nothing`);
    await db.query(`
      insert into product_tags (product_id, tag_id)
      select p.id, pt.tag_id from products p
      join products t on t.brand_id = p.brand_id and t.sku = regexp_replace(p.sku, '-b[0-9]+$', '')
      join product_tags pt on pt.product_id = t.id
      where p.sku ~ '-b[0-9]+$'
      on conflict do nothing`);
  }
  await db.query('select refresh_product_search()');
  await db.query('analyze');
  const {
    rows: [{ total }],
  } = await db.query('select count(*)::int as total from products');
  console.log(`catalogue ready: ${total} products`);
}

/** Runs one scenario; percentiles are computed from every response time, exactly. */
function measure(scenario, duration) {
  return new Promise((resolve, reject) => {
    let next = 0;
    const times = [];
    const instance = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration,
        requests: [
          scenario.paths
            ? {
                setupRequest: (request) => ({
                  ...request,
                  path: scenario.paths[next++ % scenario.paths.length],
                }),
              }
            : { path: scenario.path },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        const at = (q) =>
          Math.round((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0) * 10) /
          10;
        resolve({
          p50: at(0.5),
          p95: at(0.95),
          p99: at(0.99),
          rps: Math.round(result.requests.average),
          errors: result.errors + result.non2xx,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/**
 * The JavaScript the first storefront page (/home) loads, gzipped: the entry, what it imports to
 * start the app (React, the app, the route table), the public layout and the home page, each with
 * everything they import (from the build's manifest, so no chunk is missed or counted twice).
 */
function firstLoadJs() {
  const dist = path.join(root, 'apps/web/dist');
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const files = new Set();
  const add = (key, withDynamic) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) add(next, false);
    if (withDynamic) for (const next of chunk.dynamicImports ?? []) add(next, false);
  };
  add('index.html', true);
  add('src/app/layouts/public-layout.tsx', false);
  add('src/features/home/pages/home-page.tsx', false);
  const sizes = [...files]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({
      file: `/${file}`,
      gzip: gzipSync(readFileSync(path.join(dist, file))).length,
    }))
    .sort((a, b) => b.gzip - a.gzip);
  return { files: sizes, total: sizes.reduce((sum, f) => sum + f.gzip, 0) };
}

function writeReport(runs, bundle) {
  const target = (name) =>
    name.startsWith('search') ? 40 : name.startsWith('trivial') ? null : 25;
  const table = (results) => [
    '| scenario | p50 ms | p95 ms | p99 ms | req/s | errors | target p95 |',
    '|---|---|---|---|---|---|---|',
    ...results.map((r) => {
      const goal = target(r.name);
      const verdict = goal === null ? '—' : `< ${goal} ms ${r.p95 < goal ? '✅' : '❌'}`;
      return `| ${r.name} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.rps} | ${r.errors} | ${verdict} |`;
    }),
  ];
  const lines = [
    '# Benchmarks',
    '',
    `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: the machine's PostgreSQL holding ${TARGET_PRODUCTS.toLocaleString('en')} products`,
    `(the demo catalogue multiplied in SQL), the API started as \`npm start\` does, ${CONNECTIONS} connections for ${DURATION} s per scenario after a 2 s warm-up,`,
    `on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}). The load generator (autocannon) and PostgreSQL share those cores with the API;`,
    'the trivial route (no database) measures that ceiling in the same run. Percentiles are exact, from every response time.',
    '',
    ...runs.flatMap((run) => [`## ${run.label}`, '', ...table(run.results), '']),
    '## Storefront first load',
    '',
    bundle
      ? `JavaScript loaded by the first page, /home (gzip): **${(bundle.total / 1024).toFixed(1)} KB** (issue 14 asks ≤ 100 KB ${bundle.total <= 100 * 1024 ? '✅' : '❌'}: React, React DOM and React Router alone are about 110 KB; see decision 019). None of it is needed for the first paint: the server sends the page rendered.\n\n${bundle.files
          .filter((f) => f.gzip >= 1024)
          .map((f) => `- \`${f.file}\`: ${(f.gzip / 1024).toFixed(1)} KB`)
          .join('\n')}`
      : 'The web app was not built.',
    '',
  ];
  // The Lighthouse section is `npm run lighthouse`'s: kept as it is.
  const file = path.join(root, 'docs/benchmarks.md');
  const previous = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const lighthouse = /<!-- lighthouse:start -->[\s\S]*<!-- lighthouse:end -->/.exec(previous);
  if (lighthouse) lines.push(lighthouse[0], '');
  writeFileSync(file, lines.join('\n'));
  console.log('wrote docs/benchmarks.md');
}
