import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client';
import { memoryMailer, type MailMessage } from '../lib/mail';
import { users } from '../db/schema/accounts';
import { hashPassword } from '../lib/passwords';
import { testDatabaseImage } from './database-image';

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  database: DatabaseHandle;
  dataDir: string;
  mail: MailMessage[];
  close(): Promise<void>;
};

/**
 * Builds the app as server.ts does, on a fresh database: PGlite in memory, or — when
 * TEST_DATABASE_URL is set — a throwaway PostgreSQL database created for this file and dropped after.
 */
export async function buildTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'souk-test-'));
  const { url, drop } = await freshDatabaseUrl();
  const database = await openDatabase({ url, image: url ? undefined : testDatabaseImage() });
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'http://souk.test',
    LOG_LEVEL: 'silent',
    SEED: 'none',
    RESPONSE_CACHE_SECONDS: '0',
    ...env,
  });
  const mailer = memoryMailer();
  const app = await buildApp({ config, database, mailer });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    dataDir,
    mail: mailer.sent,
    async close() {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function freshDatabaseUrl(): Promise<{ url?: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { url: undefined, drop: async () => {} };
  const name = `souk_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => dropDatabase(serverUrl, name),
  };
}

/**
 * Drops a throwaway database once its connections have closed: the app's pool has asked them to
 * end, but they may still be closing, and forcing the drop now would kill them mid-way and surface
 * as unhandled errors in the test run.
 */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  for (let waited = 0; waited < 5000; waited += 50) {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    if (rows[0]?.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await client.query(`drop database if exists ${name} with (force)`);
  await client.end();
}

export const TEST_PASSWORD = 'Passw0rd!';
let cachedHash: Promise<string> | undefined;

/** Inserts an account directly (verified unless told otherwise). */
export async function createAccount(
  db: Database,
  values: Partial<typeof users.$inferInsert> & { email: string },
): Promise<typeof users.$inferSelect> {
  cachedHash ??= hashPassword(TEST_PASSWORD);
  const [row] = await db
    .insert(users)
    .values({
      passwordHash: await cachedHash,
      emailVerified: true,
      firstname: 'Test',
      lastname: 'User',
      ...values,
    })
    .returning();
  return row!;
}

export type LoginDoor = '/api/v1/auth/authenticate' | '/api/v1/brands/authenticate';

/** A sign-in attempt, answered as it is (a test of a refused login reads its status and code). */
export const tryLogin = (
  app: FastifyInstance,
  email: string,
  password = TEST_PASSWORD,
  door: LoginDoor = '/api/v1/auth/authenticate',
) => app.inject({ method: 'POST', url: door, payload: { email, password } });

/** Logs in through the API and returns the bearer header. */
export async function login(
  app: FastifyInstance,
  email: string,
  password = TEST_PASSWORD,
  door: LoginDoor = '/api/v1/auth/authenticate',
): Promise<{ authorization: string }> {
  const response = await tryLogin(app, email, password, door);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return { authorization: `Bearer ${response.json().token as string}` };
}

/** The 6-digit code and the link token of the last verification email to an address. */
export function lastVerification(mail: MailMessage[], to: string): { code: string; token: string } {
  const message = [...mail].reverse().find((m) => m.to === to && /\b\d{6}\b/.test(m.text));
  if (!message) throw new Error(`no verification mail to ${to}`);
  return {
    code: /\b(\d{6})\b/.exec(message.text)![1]!,
    token: /token=([\w-]+)/.exec(message.text)![1]!,
  };
}

/** One part of a multipart/form-data body: a text field, or a file (an image by default). */
export type FormPart =
  | { name: string; value: string }
  | { name: string; file: Buffer; filename?: string; type?: string };

/** A multipart/form-data body as a browser's FormData sends it, with its content type. */
export function multipartBody(parts: FormPart[]): { payload: Buffer; contentType: string } {
  const boundary = '----souk-test-form';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    } else {
      const filename = part.filename ?? `${part.name}.png`;
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${filename}"\r\nContent-Type: ${part.type ?? 'image/png'}\r\n\r\n`,
        ),
        part.file,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** The paging fields `toPage` answers (at the top and under `page`), for toMatchObject. */
export function pageShape(totalElements: number, number: number, size: number) {
  const info = { totalElements, totalPages: Math.ceil(totalElements / size), number, size };
  return { ...info, page: info };
}
