// The app as `npm start` runs it, built from the current sources into a throwaway folder and
// started on a free port: shared by the browser journeys (e2e.mjs) and the Lighthouse run.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const HEALTH_TIMEOUT_MS = 120_000;

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

/**
 * Builds the web app into a new data folder (WEB_DIST), so a build someone runs in the working
 * tree meanwhile cannot pull files from under the server, and rebuilds the API bundle (`npm
 * start` only builds it when missing). Throws when either does not build.
 */
export function buildApp(name) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `souk-${name}-`));
  const webDist = path.join(dataDir, 'web');
  const web = spawnSync(npm, ['run', 'build', '-w', '@souk/web', '--', '--outDir', webDist], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const built = web.status === 0 && existsSync(path.join(webDist, '.ssr', 'entry-server.js'));
  const api = built
    ? spawnSync(npm, ['run', 'build', '-w', '@souk/api'], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
      })
    : undefined;
  if (!built || api?.status !== 0) {
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(built ? 'the API did not build' : 'the web app did not build');
  }
  return { dataDir, webDist };
}

/** Starts `npm start` on the built app with demo data; resolves once it answers its health check. */
export async function startApp({ dataDir, webDist }, env = {}) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = path.join(dataDir, 'server.log');
  const log = openSync(logFile, 'a');
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
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      ...env,
    },
  });
  let exited = false;
  server.on('exit', () => (exited = true));

  const app = {
    baseUrl,
    printLog() {
      try {
        const text = readFileSync(logFile, 'utf8');
        console.error(`--- server log (last lines) ---\n${text.split('\n').slice(-60).join('\n')}`);
      } catch {
        // no log
      }
    },
    async stop() {
      if (!exited) {
        server.kill('SIGTERM');
        const deadline = Date.now() + 10_000;
        while (!exited && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
        if (!exited) server.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };

  const started = Date.now();
  while (Date.now() - started < HEALTH_TIMEOUT_MS && !exited) {
    try {
      const response = await fetch(`${baseUrl}/api/v1/health`);
      if (response.ok && (await response.json()).success === true) {
        console.log(
          `the app is healthy on ${baseUrl} after ${Math.round((Date.now() - started) / 1000)} s`,
        );
        return app;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  app.printLog();
  await app.stop();
  throw new Error(
    exited ? 'the app stopped before it was healthy' : 'the app was not healthy within 120 s',
  );
}
