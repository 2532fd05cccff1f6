import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { migratedPgliteImage } from '../db/client';

/**
 * Every API test file builds its app on a fresh database. Creating a PGlite database costs one
 * to three seconds of CPU, copying a migrated one a fraction of that: Vitest's global setup
 * (vitest.config.ts) migrates one database before the files run and hands its image to each
 * file through a temporary file. On PostgreSQL (TEST_DATABASE_URL) there is no image.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** the file holding the migrated PGlite image, when there is one */
    pgliteImageFile: string | undefined;
  }
}

/** Vitest's global setup: runs once, in the main process, before any API test file. */
export async function setup(project: TestProject): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteImageFile', undefined);
    return () => {};
  }
  const folder = mkdtempSync(path.join(os.tmpdir(), 'souk-test-image-'));
  const file = path.join(folder, 'pglite.tar');
  writeFileSync(file, Buffer.from(await (await migratedPgliteImage()).arrayBuffer()));
  project.provide('pgliteImageFile', file);
  return () => rmSync(folder, { recursive: true, force: true });
}

/** The migrated database a test file starts from, if the global setup made one. */
export function testDatabaseImage(): Blob | undefined {
  const file = inject('pgliteImageFile');
  return file ? new Blob([readFileSync(file)]) : undefined;
}
