// `npm start`: builds what is missing (the web app, the API bundle) and nothing more, then serves
// the whole app. The API migrates the database and seeds demo data on its first start.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function buildIfMissing(output, workspace) {
  if (existsSync(path.join(root, output))) return;
  console.log(`building ${workspace} (${output} is missing)...`);
  const result = spawnSync(npm, ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The server renderer is part of the web build (decision 019): a build without it is rebuilt.
buildIfMissing('apps/web/dist/.ssr/entry-server.js', '@souk/web');
buildIfMissing('apps/api/dist/server.js', '@souk/api');

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
