// `npm run test:e2e`: the browser journeys (Playwright, Debian's Chromium) against the app started
// exactly as `npm start` starts it, on a throwaway data folder and a free port. The web app is built
// from the current sources into that folder (WEB_DIST), so a build someone runs in the working tree
// meanwhile cannot pull files from under the server. Fails — never skips — when Chromium is missing.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const CHROMIUM = '/usr/bin/chromium';
const HEALTH_TIMEOUT_MS = 120_000;

function fail(message) {
  console.error(`e2e: ${message}`);
  process.exit(1);
}

if (!existsSync(CHROMIUM))
  fail(`${CHROMIUM} is missing. Install Debian's Chromium: apt-get install -y chromium`);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'souk-e2e-'));
const webDist = path.join(dataDir, 'web');
console.log('e2e: building the web app...');
const build = spawnSync(
  npm,
  ['run', 'build', '-w', '@souk/web', '--', '--outDir', webDist, '--emptyOutDir'],
  { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
);
if (build.status !== 0 || !existsSync(path.join(webDist, 'index.html'))) {
  rmSync(dataDir, { recursive: true, force: true });
  fail('the web app did not build');
}
// The API bundle is rebuilt too: `npm start` only builds it when missing, and the journeys must
// test the current sources, not a bundle left from an earlier build.
const apiBuild = spawnSync(npm, ['run', 'build', '-w', '@souk/api'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (apiBuild.status !== 0) {
  rmSync(dataDir, { recursive: true, force: true });
  fail('the API did not build');
}
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const logFile = path.join(dataDir, 'server.log');
const log = openSync(logFile, 'a');

console.log(`e2e: starting the app on ${baseUrl} with DATA_DIR=${dataDir}`);
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  stdio: ['ignore', log, log],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    WEB_DIST: webDist,
    SEED: 'demo',
    // Each journey sends its own X-Forwarded-For (e2e/support/fixtures.ts): per-address limits
    // then see separate visitors, as they would in real use, rather than one busy address.
    TRUST_PROXY: 'true',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});
let serverExited = false;
server.on('exit', () => (serverExited = true));

async function stopServer() {
  if (!serverExited) {
    server.kill('SIGTERM');
    const deadline = Date.now() + 10_000;
    while (!serverExited && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    if (!serverExited) server.kill('SIGKILL');
  }
}

function printServerLog() {
  try {
    const text = readFileSync(logFile, 'utf8');
    console.error(`--- server log (last lines) ---\n${text.split('\n').slice(-60).join('\n')}`);
  } catch {
    // no log
  }
}

async function waitForHealth() {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (serverExited) return false;
    try {
      const response = await fetch(`${baseUrl}/api/v1/health`);
      if (response.ok && (await response.json()).success === true) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

let exitCode = 1;
try {
  const started = Date.now();
  if (!(await waitForHealth())) {
    printServerLog();
    throw new Error(
      serverExited
        ? 'the app stopped before it was healthy'
        : 'the app was not healthy within 120 s',
    );
  }
  console.log(`e2e: the app is healthy after ${Math.round((Date.now() - started) / 1000)} s`);

  const require = createRequire(path.join(root, 'apps/web/package.json'));
  const cli = path.join(path.dirname(require.resolve('@playwright/test/package.json')), 'cli.js');
  const run = spawnSync(
    process.execPath,
    [cli, 'test', '--config', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_DATA_DIR: dataDir },
    },
  );
  exitCode = run.status ?? 1;
  if (exitCode !== 0) printServerLog();
} catch (error) {
  console.error(`e2e: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  await stopServer();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
