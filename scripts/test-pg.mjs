// `npm run test:pg`: the API suite against a real PostgreSQL. Each test file creates its own
// throwaway database on that server and drops it after. Fails (never skips) when the server is
// unreachable.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
try {
  await client.connect();
  const { rows } = await client.query('show server_version');
  console.log(`PostgreSQL ${rows[0].server_version} at ${url.replace(/\/\/[^@]*@/, '//')}`);
} catch (error) {
  console.error(`PostgreSQL is unreachable at ${url}: ${error.message}`);
  process.exit(1);
} finally {
  await client.end().catch(() => {});
}

const result = spawnSync('npx', ['vitest', 'run', '--project', 'api'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
