import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@souk/shared/constants';
import { seedDemoData } from '../db/seed/demo';
import { buildTestApp, type TestApp } from '../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // The demo catalogue: its lexicon makes typo corrections cost what they cost in the shop.
  const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'souk-search-limits-'));
  await seedDemoData(t.db, { uploadsDir, passwordHash: 'x', now: new Date() });
}, 120_000);
afterAll(() => t.close());

/** Eight random 24-letter words: the costliest search the API takes. */
function worstSearch(): string {
  const word = () =>
    Array.from({ length: 24 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
      '',
    );
  return Array.from({ length: 8 }, word).join(' ');
}

const get = (url: string, remoteAddress: string) =>
  t.app.inject({ method: 'GET', url, remoteAddress });

describe('search and facet limits per address', () => {
  it('runs a few of 32 worst-case searches sent at once from one address, refuses the rest at once, and keeps another visitor served', async () => {
    const flood = Array.from({ length: 32 }, () =>
      get(`/api/v1/products/facets?search=${encodeURIComponent(worstSearch())}`, '10.80.0.1'),
    );
    const started = Date.now();
    const visitor = await get('/api/v1/products/paginated?size=8&page=1', '10.80.0.2');
    const visitorMs = Date.now() - started;
    const answers = await Promise.all(flood);

    expect(visitor.statusCode).toBe(200);
    // The target is 1 s (docs/benchmarks.md measures it); the test allows a loaded CI machine 3 s.
    expect(visitorMs).toBeLessThan(3000);
    const served = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(served.length).toBeLessThanOrEqual(LIMITS.searchConcurrentPerAddress);
    expect(served.length + refused.length).toBe(32);
    for (const answer of refused)
      expect(answer.json()).toMatchObject({ success: false, errorCode: 'too_many_requests' });
    // Once the first ones are done the address searches again.
    expect((await get('/api/v1/products/search?query=shirt', '10.80.0.1')).statusCode).toBe(200);
  });

  it(`takes ${LIMITS.searchPerMinutePerAddress} searches a minute from one address, then 429; browsing without search is not counted`, async () => {
    const ip = '10.80.1.1';
    for (let i = 0; i < LIMITS.searchPerMinutePerAddress; i++) {
      const answer = await get(`/api/v1/products/search?query=shirt${i % 3}`, ip);
      expect(answer.statusCode).toBe(200);
    }
    const over = await get('/api/v1/products/paginated?search=shirt', ip);
    expect(over.statusCode).toBe(429);
    expect(over.json().errorCode).toBe('too_many_requests');
    // a catalogue page without search text, and a search too short to run, still answer
    expect((await get('/api/v1/products/paginated?size=8', ip)).statusCode).toBe(200);
    expect((await get('/api/v1/products/search?query=ab', ip)).statusCode).toBe(200);
    // another address is not held back
    expect((await get('/api/v1/products/facets', '10.80.1.2')).statusCode).toBe(200);
  });
});
