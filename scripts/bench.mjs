// `npm run bench`: measures the API as `npm start` runs it, on the machine's PostgreSQL holding
// BENCH_PRODUCTS products (100,000 by default; the demo catalogue multiplied in SQL by
// grow-catalogue.mjs), first with the response micro-cache off (every request reaches the
// database), then on; then on the embedded PGlite database at the demo's size and at 10,000
// products (BENCH_PGLITE=0 skips these). 32 connections; each scenario runs 2 s to warm up, then
// BENCH_SECONDS (10) measured. Every scenario but the trivial route cycles through thousands of
// distinct requests drawn at random (seeded: runs are reproducible) from the catalogue's own
// categories, brands, colours, sizes, tags and words, so that no cache answers for the database.
// Percentiles are exact, from every response time. Also reports the API's resident memory and
// the storefront's first-load JavaScript (gzip). Writes docs/benchmarks.json and
// docs/benchmarks.md. A benchmark, not a test: nothing here fails on a slow figure; a scenario
// with errors is reported loudly.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import autocannon from 'autocannon';
import pg from 'pg';
import { growCatalogue } from './grow-catalogue.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGET_PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const PGLITE_PRODUCTS = 10_000;
const WITH_PGLITE = process.env.BENCH_PGLITE !== '0';
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP = 2;
const CONNECTIONS = 32;
const PORT = 3999;
/**
 * Distinct requests drawn per scenario (fewer where the scenario has fewer): more than a run
 * sends, so that no request repeats within it and no cache of any kind can help.
 */
const POOL_SIZE = 50_000;
const DETAIL_IDS = 2000;
const SEED = 15;
const PAGE_SIZES = [8, 12, 24];
const SORTS = ['popular', 'price-low', 'price-high', 'discount', 'rating', 'newest'];
const SEARCH_SORTS = [...SORTS, 'relevance'];
/** LIMITS.pageMax in packages/shared: the deepest page the API accepts. */
const PAGE_MAX = 100_000;
const dbName = 'souk_bench';
const base = `http://127.0.0.1:${PORT}`;

/** Issue 15's targets. */
const TARGETS = {
  postgres: {
    products: 100_000,
    scenarios: {
      catalogue: { rps: 2000, p95: 25 },
      'catalogue-filtered': { rps: 2000, p95: 25 },
      'catalogue-deep': { rps: 2000, p95: 25 },
      facets: { rps: 1000, p95: 50 },
      search: { p95: 40 },
      'search-typo': { p95: 40 },
    },
  },
  pglite: {
    products: PGLITE_PRODUCTS,
    scenarios: Object.fromEntries(
      ['catalogue', 'catalogue-filtered', 'catalogue-deep', 'facets', 'search', 'search-typo'].map(
        (name) => [name, { p95: 50 }],
      ),
    ),
  },
  rssMB: 300,
};

// ---------- the server ----------

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

/** Starts the API as `npm start` does; without `databaseUrl` it runs on PGlite in `dataDir`. */
function startServer({ databaseUrl, dataDir, responseCache }) {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED: 'demo',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '0',
    // every connection comes from one address here: the per-address search limit is off
    SEARCH_RATE_LIMIT_PER_MINUTE: '0',
    RESPONSE_CACHE_SECONDS: responseCache ? undefined : '0',
  };
  // unset, not empty: the API's defaults apply (PGlite; the cache's default lifetime)
  for (const key of ['DATABASE_URL', 'RESPONSE_CACHE_SECONDS']) if (!env[key]) delete env[key];
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env,
  });
  child.exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      if (!child.stopping) console.error(`!!! the API exited on its own (${code ?? signal})`);
      resolve();
    }),
  );
  return child;
}

async function stopServer(child) {
  child.stopping = true;
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await child.exited;
}

/** Up to 300 s: at 100,000 products the API may build its catalogue index at start. */
async function waitForHealth(child) {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the API exited (${child.exitCode ?? child.signalCode}) before it was up`);
    try {
      // up, and its catalogue index has read the catalogue (the SQL answers until then)
      const response = await fetch(`${base}/api/v1/health`);
      if (response.ok && (await response.json()).data?.catalogue === 'ready') return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the API did not start');
}

/**
 * What the catalogue index holds once it has read a database (scripts/catalogue-memory.ts: heap
 * and typed arrays after garbage collection, in a process of its own): { products, loadMs, memoryMB }.
 */
function catalogueMemory(args) {
  const result = spawnSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', 'scripts/catalogue-memory.ts', ...args],
    { cwd: root, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`catalogue-memory failed: ${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').pop());
}

/** The resident memory of a process, in MB (Linux: /proc/<pid>/status). */
function rssMB(pid) {
  try {
    const kB = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kB ? Math.round((Number(kB) / 1024) * 10) / 10 : null;
  } catch {
    return null;
  }
}

async function getJson(pathname) {
  const response = await fetch(base + pathname);
  if (!response.ok) throw new Error(`GET ${pathname}: ${response.status}`);
  return response.json();
}

// ---------- what the catalogue holds ----------

const countProducts = async (query) =>
  Number((await query('select count(*)::int as n from products')).rows[0].n);

/**
 * The public products with what filters select on, and the search lexicon: what the scenarios
 * draw their requests from. `query` runs SQL on either database.
 */
async function readCatalogue(query) {
  const { rows: products } = await query(`
    select p.id, p.name, p.category_id as category, p.brand_id as brand, p.colors, p.sizes,
      p.final_price::float8 as price, p.average_rating::float8 as rating,
      p.free_shipping as "freeShipping",
      coalesce((select array_agg(pt.tag_id order by pt.tag_id) from product_tags pt
        where pt.product_id = p.id), '{}') as tags
    from products p join brands b on b.id = p.brand_id
    where p.active and b.enabled
    order by p.id`);
  // the words of the catalogue (lexicon of typo corrections), numbers left out
  const { rows: words } = await query(`
    select word from search_terms where length(word) >= 3 and word !~ '^[0-9]+$' order by word`);
  const distinct = (pick) => [...new Set(products.flatMap(pick))].sort((a, b) => (a < b ? -1 : 1));
  return {
    products,
    words: words.map((r) => r.word),
    categories: distinct((p) => (p.category === null ? [] : [p.category])),
    brands: distinct((p) => [p.brand]),
    colors: distinct((p) => p.colors),
    sizes: distinct((p) => p.sizes),
    tags: distinct((p) => p.tags),
  };
}

// ---------- the requests, drawn at random ----------

/** mulberry32: a small seeded PRNG, so that every run draws the same requests. */
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomFor(name) {
  let h = SEED;
  for (const c of name) h = Math.imul(h ^ c.charCodeAt(0), 0x9e3779b1);
  const next = mulberry32(h);
  const r = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
    shuffle: (list) => {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy;
    },
  };
  return r;
}

/** A query string in a fixed order; lists comma-separated. */
function queryString(params) {
  return Object.entries(params)
    .filter(([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0))
    .map(
      ([key, value]) =>
        `${key}=${Array.isArray(value) ? value.map(encodeURIComponent).join(',') : encodeURIComponent(value)}`,
    )
    .join('&');
}

/** Up to POOL_SIZE distinct paths from `draw`, in the order drawn. */
function pool(draw) {
  const paths = new Set();
  for (let attempt = 0; paths.size < POOL_SIZE && attempt < POOL_SIZE * 20; attempt++)
    paths.add(draw());
  return [...paths];
}

/**
 * A random filter around a random product (so that it rarely selects nothing, as a shopper's
 * would): its category, its brand (and maybe another), one of its colours and sizes (and maybe
 * another), a price range around its price, a rating at most its own, free shipping, a tag.
 */
function randomFilter(r, catalogue) {
  for (;;) {
    const p = r.pick(catalogue.products);
    const other = (own, all) =>
      r.chance(0.4) ? [...new Set([own, r.pick(all)])] : own === undefined ? [] : [own];
    const filter = {};
    if (p.category !== null && r.chance(0.6)) filter.category = p.category;
    if (r.chance(0.35)) filter.brands = other(p.brand, catalogue.brands);
    if (p.colors.length && r.chance(0.35))
      filter.colors = other(r.pick(p.colors), catalogue.colors);
    if (p.sizes.length && r.chance(0.25)) filter.sizes = other(r.pick(p.sizes), catalogue.sizes);
    if (r.chance(0.35)) {
      const low = Math.floor(p.price * (0.3 + 0.6 * r.next()));
      const high = Math.ceil(p.price * (1.1 + 1.5 * r.next()));
      const side = r.int(0, 2);
      if (side !== 1 && low > 0) filter.minPrice = low;
      if (side !== 0) filter.maxPrice = high;
    }
    if (p.rating >= 1 && r.chance(0.25))
      filter.rating = r.int(1, Math.min(4, Math.floor(p.rating)));
    if (p.freeShipping && r.chance(0.15)) filter.freeShipping = 'true';
    if (p.tags.length && r.chance(0.15)) filter.tags = [r.pick(p.tags)];
    if (Object.keys(filter).length) return filter;
  }
}

/** One typo: a letter replaced, dropped, swapped with the next one or doubled. */
function typo(r, word) {
  const letters = [...word];
  const kind = r.int(0, 3);
  // a transposition needs a next letter; the other typos can hit the last one
  const i = r.int(0, letters.length - (kind === 2 ? 2 : 1));
  switch (kind) {
    case 0: {
      const alphabet = 'abcdefghijklmnopqrstuvwxyz'.replace(letters[i], '');
      letters[i] = r.pick([...alphabet]);
      break;
    }
    case 1:
      letters.splice(i, 1);
      break;
    case 2:
      if (letters[i] !== letters[i + 1])
        [letters[i], letters[i + 1]] = [letters[i + 1], letters[i]];
      else letters.splice(i, 1);
      break;
    default:
      letters.splice(i, 0, letters[i]);
  }
  return letters.join('');
}

/** Words a shopper might type: from the lexicon, or two from one product's name. */
function searchText(r, catalogue, minLength, known) {
  if (r.chance(0.25)) {
    const words = r
      .pick(catalogue.products)
      .name.toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => [...w].length >= minLength && known.has(w));
    if (words.length >= 2) {
      const i = r.int(0, words.length - 2);
      return [words[i], words[i + 1]];
    }
  }
  const pool = minLength > 3 ? catalogue.longWords : catalogue.words;
  return [r.pick(pool)];
}

/** The scenarios with their requests; catalogue-deep asks the API for its filters' totals. */
async function scenariosFor(catalogue) {
  const total = catalogue.products.length;
  const known = new Set(catalogue.words);
  catalogue.longWords = catalogue.words.filter((w) => [...w].length >= 5);
  const lastPage = (count, size) => Math.min(PAGE_MAX, Math.max(0, Math.ceil(count / size) - 1));

  // catalogue-deep: the unfiltered catalogue and a handful of single filters, each counted once
  const deepRandom = randomFor('catalogue-deep/filters');
  const singles = [
    ...deepRandom
      .shuffle(catalogue.categories)
      .slice(0, 4)
      .map((category) => ({ category })),
    ...deepRandom
      .shuffle(catalogue.brands)
      .slice(0, 3)
      .map((id) => ({ brands: [id] })),
    ...deepRandom
      .shuffle(catalogue.colors)
      .slice(0, 3)
      .map((color) => ({ colors: [color] })),
    { rating: 3 },
    { freeShipping: 'true' },
  ];
  const deepBases = [];
  for (const filter of [{}, ...singles]) {
    const qs = queryString(filter);
    const page = await getJson(`/api/v1/products/paginated?${qs ? `${qs}&` : ''}size=1`);
    deepBases.push({ filter, count: page.data.totalElements });
  }

  const search = (name, minLength, withTypo) => () => {
    const r = randomFor(name);
    return pool(() => {
      const words = searchText(r, catalogue, minLength, known);
      return `/api/v1/products/paginated?${queryString({
        search: (withTypo ? words.map((w) => typo(r, w)) : words).join(' '),
        category:
          catalogue.categories.length && r.chance(0.2) ? r.pick(catalogue.categories) : undefined,
        sort: r.chance(0.2) ? r.pick(SEARCH_SORTS) : undefined,
        page: 0,
        size: 12,
      })}`;
    });
  };

  const scenarios = [
    {
      name: 'trivial',
      what: 'GET /robots.txt: no database, the machine’s ceiling',
      draw: () => ['/robots.txt'],
    },
    {
      name: 'catalogue',
      what: 'no filter, pages 0–49, sizes 8/12/24, any sort',
      draw: () => {
        const r = randomFor('catalogue');
        return pool(() => {
          const size = r.pick(PAGE_SIZES);
          return `/api/v1/products/paginated?${queryString({
            sort: r.chance(1 / 7) ? undefined : r.pick(SORTS),
            page: r.int(0, Math.min(49, lastPage(total, size))),
            size,
          })}`;
        });
      },
    },
    {
      name: 'catalogue-filtered',
      what: 'random filters (category, brands, colours, sizes, price, rating, shipping, tags), any sort, pages 0–3',
      draw: () => {
        const r = randomFor('catalogue-filtered');
        return pool(
          () =>
            `/api/v1/products/paginated?${queryString({
              ...randomFilter(r, catalogue),
              sort: r.chance(1 / 7) ? undefined : r.pick(SORTS),
              page: r.int(0, 3),
              size: r.pick(PAGE_SIZES),
            })}`,
        );
      },
    },
    {
      name: 'catalogue-deep',
      what: 'unfiltered or one filter, a page in the second half, down to the last',
      draw: () => {
        const r = randomFor('catalogue-deep');
        return pool(() => {
          const { filter, count } = r.chance(0.5) ? deepBases[0] : r.pick(deepBases);
          const size = r.pick(PAGE_SIZES);
          const last = lastPage(count, size);
          return `/api/v1/products/paginated?${queryString({
            ...filter,
            sort: r.chance(1 / 7) ? undefined : r.pick(SORTS),
            page: r.int(Math.floor((last + 1) / 2), last),
            size,
          })}`;
        });
      },
    },
    {
      name: 'facets',
      what: 'GET /api/v1/products/facets with random filters',
      draw: () => {
        const r = randomFor('facets');
        return pool(() => `/api/v1/products/facets?${queryString(randomFilter(r, catalogue))}`);
      },
    },
    {
      name: 'search',
      what: 'catalogue search for the catalogue’s own words (one or two, sometimes with a category or sort)',
      draw: search('search', 3, false),
    },
    {
      name: 'search-typo',
      what: 'the same, each word (5+ letters) with one typo',
      draw: search('search-typo', 5, true),
    },
    {
      name: 'detail',
      what: `GET /api/v1/products/{id}, ${DETAIL_IDS.toLocaleString('en')} random public products`,
      draw: () =>
        randomFor('detail')
          .shuffle(catalogue.products.map((p) => p.id))
          .slice(0, DETAIL_IDS)
          .map((id) => `/api/v1/products/${id}`),
    },
  ];
  for (const scenario of scenarios) {
    scenario.paths = scenario.draw();
    scenario.cursor = 0;
    console.log(
      `  ${scenario.name}: ${scenario.paths.length} distinct requests, e.g. ${scenario.paths.slice(0, 2).join('  ')}`,
    );
  }
  return scenarios;
}

// ---------- measuring ----------

/**
 * Runs one scenario; percentiles are computed from every response time, exactly. The scenario's
 * requests are cycled on from where the previous measure (the warm-up) stopped.
 */
function measure(scenario, duration) {
  return new Promise((resolve, reject) => {
    const times = [];
    const statuses = {};
    const instance = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => ({
              ...request,
              path: scenario.paths[scenario.cursor++ % scenario.paths.length],
            }),
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        // No answer at all in the whole run: every request sent counts as an error.
        const silent = times.length === 0;
        const at = (q) =>
          silent
            ? null
            : Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] * 10) / 10;
        resolve({
          p50: at(0.5),
          p95: at(0.95),
          p99: at(0.99),
          rps: Math.round(result.requests.average),
          errors: result.errors + result.non2xx + (silent ? Math.max(1, result.requests.sent) : 0),
          detail: {
            ...statuses,
            connectionErrors: result.errors,
            timeouts: result.timeouts,
            ...(silent && { noResponseTo: result.requests.sent }),
          },
        });
      },
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      times.push(responseTime);
      if (status >= 300) statuses[status] = (statuses[status] ?? 0) + 1;
    });
  });
}

const failures = [];
let drains = 0;

/**
 * Waits for the API to finish what the load generator left in flight (it stops without waiting
 * for its last requests): one request that reaches the database (a page no cache holds) queues
 * behind them. Otherwise a slow scenario's leftovers would count against the next one.
 */
async function drain(server, label) {
  if (server.exitCode !== null || server.signalCode !== null)
    throw new Error(`the API exited during ${label}`);
  const started = Date.now();
  await getJson(`/api/v1/products/paginated?size=1&page=${1000 + drains++}`);
  const waited = Date.now() - started;
  if (waited > 1000)
    console.log(`  (${label}: the API took ${waited} ms to finish the requests left in flight)`);
}

/** Every scenario of one configuration: 2 s of warm-up, then DURATION seconds measured. */
async function runScenarios(server, config, scenarios) {
  const label = `${config.database} ${config.products}${config.responseCache ? ', cache' : ', no cache'}`;
  const results = [];
  for (const scenario of scenarios) {
    await measure(scenario, WARM_UP);
    await drain(server, `${scenario.name} warm-up`);
    const { detail, ...result } = await measure(scenario, DURATION);
    await drain(server, scenario.name);
    results.push({ name: scenario.name, ...result });
    console.log(
      `[${label}] ${scenario.name}: p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms, ${result.rps} req/s, errors ${result.errors}`,
    );
    if (result.errors > 0) {
      failures.push(
        `${label} / ${scenario.name}: ${result.errors} errors ${JSON.stringify(detail)}`,
      );
      console.error(
        `!!! [${label}] ${scenario.name} had ${result.errors} errors: ${JSON.stringify(detail)}`,
      );
    }
  }
  const ceilingRps = results.find((r) => r.name === 'trivial')?.rps ?? null;
  return {
    ...config,
    ceilingRps,
    scenarios: results.map((r) => ({ ...r, ceilingRps })),
    what: Object.fromEntries(scenarios.map((s) => [s.name, `${s.what} (${s.paths.length})`])),
  };
}

const sizeKey = (products) => (products % 1000 === 0 ? `${products / 1000}k` : String(products));

// ---------- the runs ----------

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
const databaseUrl = benchUrl.toString();
const dataDirs = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'souk-bench-'));
  dataDirs.push(dir);
  return dir;
};

const runs = [];
const memory = {};
let server;
try {
  // PostgreSQL: the API migrates and seeds the demo, then the catalogue grows with the API stopped.
  const pgDataDir = tempDir();
  server = startServer({ databaseUrl, dataDir: pgDataDir, responseCache: false });
  await waitForHealth(server);
  await stopServer(server);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const pgQuery = (sql) => db.query(sql);
  console.log(`growing the PostgreSQL catalogue to ${TARGET_PRODUCTS} products...`);
  const pgProducts = await growCatalogue(pgQuery, TARGET_PRODUCTS);
  console.log(`catalogue ready: ${pgProducts} products`);
  const pgCatalogue = await readCatalogue(pgQuery);
  await db.end();

  server = startServer({ databaseUrl, dataDir: pgDataDir, responseCache: false });
  await waitForHealth(server);
  const pgScenarios = await scenariosFor(pgCatalogue);
  const config = { database: 'postgres', products: pgProducts };
  runs.push(await runScenarios(server, { ...config, responseCache: false }, pgScenarios));
  memory[`postgres${sizeKey(pgProducts)}`] = { products: pgProducts, rssMB: rssMB(server.pid) };
  await stopServer(server);
  server = startServer({ databaseUrl, dataDir: pgDataDir, responseCache: true });
  await waitForHealth(server);
  runs.push(await runScenarios(server, { ...config, responseCache: true }, pgScenarios));
  await stopServer(server);
  memory[`postgres${sizeKey(pgProducts)}`].catalogue = catalogueMemory([databaseUrl]);

  if (WITH_PGLITE) {
    // PGlite: a fresh data folder; the API migrates and seeds it. One process at a time opens it.
    const liteDataDir = tempDir();
    server = startServer({ dataDir: liteDataDir, responseCache: false });
    await waitForHealth(server);
    await stopServer(server);
    for (const target of [0, PGLITE_PRODUCTS]) {
      const lite = await PGlite.create(path.join(liteDataDir, 'pglite'), {
        extensions: { pg_trgm, unaccent },
      });
      const liteQuery = (sql) => lite.query(sql);
      if (target) console.log(`growing the PGlite catalogue to ${target} products...`);
      const products = target
        ? await growCatalogue(liteQuery, target)
        : await countProducts(liteQuery);
      const catalogue = await readCatalogue(liteQuery);
      await lite.close();
      server = startServer({ dataDir: liteDataDir, responseCache: false });
      await waitForHealth(server);
      const scenarios = await scenariosFor(catalogue);
      runs.push(
        await runScenarios(
          server,
          { database: 'pglite', products, responseCache: false },
          scenarios,
        ),
      );
      const rss = rssMB(server.pid);
      await stopServer(server);
      if (target) {
        memory[`pglite${sizeKey(products)}`] = {
          products,
          rssMB: rss,
          catalogue: catalogueMemory(['--pglite', liteDataDir]),
        };
      }
    }
  }
  server = undefined;
  writeReport(runs, memory, firstLoadJs());
} finally {
  if (server) await stopServer(server);
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  // BENCH_KEEP=1 keeps the database for EXPLAIN sessions.
  if (!process.env.BENCH_KEEP)
    await admin(`drop database if exists ${dbName} with (force)`).catch(() => {});
}
if (failures.length) {
  console.error(`\n!!! ${failures.length} scenario(s) had errors:\n${failures.join('\n')}`);
  process.exitCode = 1;
}

// ---------- the report ----------

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

function writeReport(runs, memory, bundle) {
  const date = new Date();
  const cpus = os.cpus();
  const machine = {
    cores: cpus.length,
    cpu: cpus[0]?.model?.trim() ?? 'unknown CPU',
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
  };
  const json = {
    date: date.toISOString(),
    machine,
    connections: CONNECTIONS,
    seconds: DURATION,
    runs: runs.map((r) => ({
      database: r.database,
      products: r.products,
      responseCache: r.responseCache,
      ceilingRps: r.ceilingRps,
      scenarios: r.scenarios,
    })),
    memory,
  };
  writeFileSync(path.join(root, 'docs/benchmarks.json'), `${JSON.stringify(json, null, 2)}\n`);
  console.log('wrote docs/benchmarks.json');

  const n = (value) => value.toLocaleString('en');
  const dbLabel = (database) => (database === 'postgres' ? 'PostgreSQL' : 'PGlite');
  const title = (r) =>
    `${dbLabel(r.database)}, ${n(r.products)} products, response cache ${r.responseCache ? 'on (RESPONSE_CACHE_SECONDS default, 10 s)' : 'off (RESPONSE_CACHE_SECONDS=0): every request reaches the database'}`;
  const table = (r) => [
    '| scenario | requests | p50 ms | p95 ms | p99 ms | req/s | % of ceiling | errors |',
    '|---|---|---|---|---|---|---|---|',
    ...r.scenarios.map(
      (s) =>
        `| ${s.name} | ${r.what[s.name]} | ${s.p50 ?? '—'} | ${s.p95 ?? '—'} | ${s.p99 ?? '—'} | ${s.rps} | ${r.ceilingRps ? `${Math.round((100 * s.rps) / r.ceilingRps)} %` : '—'} | ${s.errors}${s.errors ? ' ❌' : ''} |`,
    ),
  ];

  // Targets: PostgreSQL with the cache off; PGlite at 10,000 products.
  const targetRows = [];
  const sizeNote = [];
  for (const [database, goal] of [
    ['postgres', TARGETS.postgres],
    ['pglite', TARGETS.pglite],
  ]) {
    const measured = runs
      .filter((r) => r.database === database && !r.responseCache)
      .sort((a, b) => b.products - a.products)[0];
    const where = `${dbLabel(database)} ${n(measured?.products ?? goal.products)}, cache off`;
    if (measured && measured.products !== goal.products)
      sizeNote.push(
        `${dbLabel(database)} was measured at ${n(measured.products)} products, not the ${n(goal.products)} the targets are set for.`,
      );
    for (const [name, t] of Object.entries(goal.scenarios)) {
      const s = measured?.scenarios.find((x) => x.name === name);
      const wanted = [t.rps && `≥ ${n(t.rps)} req/s`, `p95 ≤ ${t.p95} ms`]
        .filter(Boolean)
        .join(', ');
      if (!s) {
        targetRows.push(`| ${where} | ${name} | ${wanted} | not measured | — |`);
        continue;
      }
      const ok = (!t.rps || s.rps >= t.rps) && s.p95 !== null && s.p95 <= t.p95 && s.errors === 0;
      const got = [
        t.rps && `${n(s.rps)} req/s`,
        `p95 ${s.p95 ?? '—'} ms`,
        s.errors && `${s.errors} errors`,
      ]
        .filter(Boolean)
        .join(', ');
      targetRows.push(`| ${where} | ${name} | ${wanted} | ${got} | ${ok ? '✅' : '❌'} |`);
    }
  }
  for (const [key, label] of [
    [
      `postgres${sizeKey(runs.find((r) => r.database === 'postgres')?.products ?? 0)}`,
      'PostgreSQL',
    ],
    [`pglite${sizeKey(PGLITE_PRODUCTS)}`, 'PGlite'],
  ]) {
    const m = memory[key];
    const where = m ? `${label} ${n(m.products)}, cache off` : label;
    const held = m?.catalogue?.memoryMB;
    targetRows.push(
      held != null
        ? `| ${where} | memory the catalogue index holds (heap and typed arrays after GC; read in ${n(m.catalogue.loadMs)} ms) | < ${TARGETS.rssMB} MB | ${held} MB | ${held < TARGETS.rssMB ? '✅' : '❌'} |`
        : `| ${where} | memory the catalogue index holds | < ${TARGETS.rssMB} MB | not measured | — |`,
      `| ${where} | the API process's resident memory (RSS) after the run, for information: V8 keeps the heap it grew to while reading | — | ${m?.rssMB ?? 'not measured'} MB | — |`,
    );
  }

  const lines = [
    '# Benchmarks',
    '',
    `Measured by \`npm run bench\` on ${date.toISOString().slice(0, 10)} (figures also in \`docs/benchmarks.json\`), on ${machine.cores} cores (${machine.cpu}), ${machine.memoryGiB} GiB.`,
    `The API runs as \`npm start\` runs it (production), on the machine's PostgreSQL holding the demo catalogue multiplied in SQL (\`scripts/grow-catalogue.mjs\`, then \`VACUUM ANALYZE\`),`,
    'then on the embedded PGlite database at the demo size and multiplied likewise.',
    `${CONNECTIONS} connections; each scenario runs ${WARM_UP} s to warm up, then ${DURATION} s measured. Percentiles are exact, from every response time; errors count failed and non-2xx responses.`,
    'Every scenario but the trivial route cycles through thousands of distinct requests drawn at random (seeded, the same each run) from the catalogue’s own',
    'categories, brands, colours, sizes, tags and words, so that no cache answers for the database by serving one repeated query. Between scenarios the API finishes the requests left in flight.',
    'The load generator (autocannon) and the database share the cores with the API: the trivial route (no database) measures that ceiling in each run.',
    '',
    ...runs.flatMap((r) => [`## ${title(r)}`, '', ...table(r), '']),
    '## Targets',
    '',
    'Issue 15: on PostgreSQL at 100,000 products with the response cache off, the catalogue (unfiltered, filtered, deep pages) at ≥ 2,000 req/s with p95 ≤ 25 ms, facets at ≥ 1,000 req/s with p95 ≤ 50 ms, search (with or without a typo) at p95 ≤ 40 ms;',
    'on PGlite at 10,000 products, every catalogue scenario at p95 ≤ 50 ms; the catalogue index under 300 MB of memory. A scenario with errors misses its target.',
    ...(sizeNote.length ? ['', ...sizeNote] : []),
    '',
    '| database | scenario | target | measured | |',
    '|---|---|---|---|---|',
    ...targetRows,
    '',
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
  // Sections written otherwise, between <!-- name:start --> and <!-- name:end --> (the Lighthouse
  // section is `npm run lighthouse`'s, others are measurements written by hand): kept as they are.
  const file = path.join(root, 'docs/benchmarks.md');
  const previous = existsSync(file) ? readFileSync(file, 'utf8') : '';
  for (const kept of previous.matchAll(/<!-- ([\w-]+):start -->[\s\S]*?<!-- \1:end -->/g))
    lines.push(kept[0], '');
  writeFileSync(file, lines.join('\n'));
  console.log('wrote docs/benchmarks.md');
}
