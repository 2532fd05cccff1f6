// `npm run test:e2e`: the browser journeys (Playwright, Debian's Chromium) against the app started
// exactly as `npm start` starts it, built from the current sources into a throwaway data folder,
// on a free port (scripts/lib/built-app.mjs). Fails — never skips — when Chromium is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildApp, root, startApp } from './lib/built-app.mjs';

const CHROMIUM = '/usr/bin/chromium';

function fail(message) {
  console.error(`e2e: ${message}`);
  process.exit(1);
}

if (!existsSync(CHROMIUM))
  fail(`${CHROMIUM} is missing. Install Debian's Chromium: apt-get install -y chromium`);

let app;
let exitCode = 1;
try {
  console.log('e2e: building the app...');
  const built = buildApp('e2e');
  console.log(`e2e: starting the app with DATA_DIR=${built.dataDir}`);
  // Each journey sends its own X-Forwarded-For (e2e/support/fixtures.ts): per-address limits
  // then see separate visitors, as they would in real use, rather than one busy address.
  app = await startApp(built, { TRUST_PROXY: 'true' });

  const require = createRequire(path.join(root, 'apps/web/package.json'));
  const cli = path.join(path.dirname(require.resolve('@playwright/test/package.json')), 'cli.js');
  const run = spawnSync(
    process.execPath,
    [cli, 'test', '--config', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, E2E_BASE_URL: app.baseUrl, E2E_DATA_DIR: built.dataDir },
    },
  );
  exitCode = run.status ?? 1;
  if (exitCode !== 0) app.printLog();
} catch (error) {
  console.error(`e2e: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  await app?.stop();
}
process.exit(exitCode);
