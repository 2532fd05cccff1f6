// `npm run test:guards`: guards the guards (issue 29). Each known-dangerous change of
// scripts/guards/patches.mjs is made to a scratch copy of the working tree, and the tests that
// should catch it are run there: the run fails if any change survives them, if a change no longer
// applies, or if its tests fail only because the changed code no longer loads (a failure that
// proves nothing). A change that needs PostgreSQL runs its tests on a throwaway database of the
// server at TEST_DATABASE_URL, and fails when that server is unreachable.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { patches } from './guards/patches.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv[2];
const chosen = only ? patches.filter((patch) => patch.name.includes(only)) : patches;
const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

if (chosen.some((patch) => patch.postgres)) await assertPostgres();

const scratch = mkdtempSync(path.join(os.tmpdir(), 'souk-guards-'));
const skip = new Set(['node_modules', '.git', 'data', 'dist', 'test-results', 'playwright-report']);
cpSync(root, scratch, {
  recursive: true,
  filter: (source) => !skip.has(path.basename(source)),
});
// The installed packages are the working tree's own (the workspaces' links lead back to it;
// no change here touches packages/shared).
symlinkSync(path.join(root, 'node_modules'), path.join(scratch, 'node_modules'), 'dir');

const results = [];
try {
  for (const patch of chosen) results.push(runGuard(patch));
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

console.log('\nGuards:');
for (const { name, outcome } of results)
  console.log(`  ${outcome === 'caught' ? '✓' : '✗'} ${name}: ${outcome}`);
const survived = results.filter((result) => result.outcome !== 'caught');
if (survived.length) {
  console.error(`\n${survived.length} of ${results.length} dangerous changes were not caught.`);
  process.exit(1);
}
console.log(`\nAll ${results.length} dangerous changes were caught.`);

function runGuard(patch) {
  const file = path.join(scratch, patch.file);
  const original = readFileSync(file, 'utf8');
  const found = original.split(patch.find).length - 1;
  if (found !== 1)
    return { name: patch.name, outcome: `its code occurs ${found} times in ${patch.file}` };
  writeFileSync(file, original.replace(patch.find, patch.replace));
  try {
    console.log(`\n==> ${patch.name}`);
    const report = path.join(scratch, 'guard-report.json');
    rmSync(report, { force: true });
    const args = ['vitest', 'run', ...patch.tests, '--reporter=dot', '--reporter=json'];
    args.push(`--outputFile.json=${report}`);
    if (patch.testName) args.push('-t', patch.testName);
    const run = spawnSync('npx', args, {
      cwd: scratch,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        ...(patch.postgres ? { TEST_DATABASE_URL: postgresUrl } : {}),
      },
    });
    return { name: patch.name, outcome: outcomeOf(run.status, report) };
  } finally {
    writeFileSync(file, original);
  }
}

/** Caught: a test ran and failed on what it asserts. Anything else proves nothing. */
function outcomeOf(status, reportFile) {
  if (status === 0) return 'SURVIVED: every test passed';
  let report;
  try {
    report = JSON.parse(readFileSync(reportFile, 'utf8'));
  } catch {
    return 'the tests did not run';
  }
  const broken = report.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  );
  if (broken.length)
    return `the changed code does not load (${broken
      .map((f) => f.message)
      .join('; ')
      .slice(0, 300)})`;
  const failed = report.testResults.flatMap((file) =>
    file.assertionResults.filter((test) => test.status === 'failed').map((test) => test.fullName),
  );
  if (failed.length === 0) return 'the tests failed without a failing test';
  console.log(`   caught by: ${failed.slice(0, 5).join(' | ')}${failed.length > 5 ? ' …' : ''}`);
  return 'caught';
}

async function assertPostgres() {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    console.error(`PostgreSQL is unreachable at ${postgresUrl}: ${error.message}`);
    process.exit(1);
  } finally {
    await client.end().catch(() => {});
  }
}
