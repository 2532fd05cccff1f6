import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/helper';
import { ConfigError, loadConfig } from './config';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('API conventions', () => {
  it('GET /api/v1/health checks the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { status: 'ok' } });
    expect(['ready', 'loading']).toContain(response.json().data.catalogue);
  });

  it('sends security headers and a request id', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-request-id']).toBe('abc-123');
  });

  it('answers unknown API paths with the error envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      message: expect.any(String),
      errorCode: 'not_found',
    });
  });

  it('rejects malformed JSON and oversized bodies with the envelope', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/authenticate',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/authenticate',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a'.repeat(1_100_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().errorCode).toBe('payload_too_large');
  });

  it('answers the security test’s 500s as 400 in the envelope: NUL bytes and ids past 2^31 − 1', async () => {
    const requests = [
      { method: 'GET' as const, url: '/api/v1/brands?search=%00' },
      { method: 'GET' as const, url: '/api/v1/products/paginated?search=a%00b' },
      { method: 'GET' as const, url: '/api/v1/products/2147483648' },
      { method: 'GET' as const, url: '/api/v1/products/paginated?categories=1,99999999999' },
      { method: 'GET' as const, url: '/api/v1/brands?category=2147483648' },
      {
        method: 'POST' as const,
        url: '/api/v1/auth/forgot-password',
        payload: { email: 'a\u0000@x.tn' },
      },
      {
        method: 'POST' as const,
        url: '/api/v1/contact',
        payload: {
          firstName: 'Sami',
          lastName: 'Ben Ali',
          email: 'sami@example.tn',
          message: 'Hello there\u0000, a NUL',
        },
      },
    ];
    for (const request of requests) {
      const response = await t.app.inject({ ...request, remoteAddress: '10.3.3.3' });
      expect(response.statusCode, request.url).toBe(400);
      expect(response.json(), request.url).toMatchObject({
        success: false,
        errorCode: 'validation_failed',
        errors: expect.any(Object),
      });
    }
  });

  it('publishes the OpenAPI document at /api/docs', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/auth/register',
        '/api/v1/users/me',
        '/api/v1/brands/authenticate',
      ]),
    );
    expect(doc.paths['/api/v1/auth/register'].post.requestBody).toBeDefined();
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('refuses to register a route that does not declare its audience', async () => {
    const { default: Fastify } = await import('fastify');
    const { default: authPlugin } = await import('./plugins/auth');
    const app = Fastify();
    await app.register(authPlugin, {
      db: t.db,
      tokens: { sign: async () => '', verify: async () => null },
    });
    await expect(
      app
        .register(async (api) => api.get('/secret', async () => 'x'), { prefix: '/api/v1' })
        .ready(),
    ).rejects.toThrow(/does not declare its audience/);
  });
});

describe('configuration', () => {
  it('stops on a bad value, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SEED: 'lots', DATA_DIR: t.dataDir })).toThrow(/SEED/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x', DATA_DIR: t.dataDir })).toThrow(
      /DATABASE_URL/,
    );
  });

  it('applies the defaults and keeps a generated JWT secret in DATA_DIR', () => {
    const first = loadConfig({ DATA_DIR: t.dataDir });
    expect(first).toMatchObject({
      port: 3000,
      seed: 'demo',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
    });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: t.dataDir }).jwtSecret).toBe(first.jwtSecret);
  });

  it('pays through the sandbox by default and refuses Konnect without its key and wallet', () => {
    expect(loadConfig({ DATA_DIR: t.dataDir }).payments).toEqual({
      provider: 'sandbox',
      timeoutMinutes: 30,
      konnect: null,
    });
    expect(() => loadConfig({ DATA_DIR: t.dataDir, PAYMENT_PROVIDER: 'konnect' })).toThrow(
      /KONNECT_API_KEY and KONNECT_WALLET_ID/,
    );
    expect(() => loadConfig({ DATA_DIR: t.dataDir, PAYMENT_TIMEOUT_MINUTES: '0' })).toThrow(
      /PAYMENT_TIMEOUT_MINUTES/,
    );
    const konnect = loadConfig({
      DATA_DIR: t.dataDir,
      PAYMENT_PROVIDER: 'konnect',
      KONNECT_API_KEY: 'key:secret-value',
      KONNECT_WALLET_ID: 'wallet-0123',
      KONNECT_BASE_URL: 'https://api.konnect.network/',
    });
    expect(konnect.payments.konnect).toEqual({
      apiKey: 'key:secret-value',
      walletId: 'wallet-0123',
      baseUrl: 'https://api.konnect.network',
    });
  });
});

describe('per-address ceiling', () => {
  it('limits the API per client address, and neither the web app nor other addresses', async () => {
    const limited = await buildTestApp({ NODE_ENV: 'development', RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const health = (remoteAddress: string) =>
        limited.app.inject({ method: 'GET', url: '/api/v1/health', remoteAddress });
      for (let i = 0; i < 3; i++) expect((await health('10.0.0.1')).statusCode).toBe(200);
      const refused = await health('10.0.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ success: false, errorCode: 'too_many_requests' });
      expect((await health('10.0.0.2')).statusCode).toBe(200);
      // The pages and files of the web app are outside the API's ceiling.
      const robots = await limited.app.inject({
        method: 'GET',
        url: '/robots.txt',
        remoteAddress: '10.0.0.1',
      });
      expect(robots.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
