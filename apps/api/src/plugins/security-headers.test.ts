import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import securityHeadersPlugin, { securityHeaders } from './security-headers';

const options = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } },
  crossOriginResourcePolicy: { policy: 'same-origin' as const },
};

describe('security headers', () => {
  it("are helmet's own headers, worked out once", () => {
    const headers = securityHeaders(options);
    expect(headers).toMatchObject({
      'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
      'cross-origin-resource-policy': 'same-origin',
      'strict-transport-security': expect.stringContaining('max-age='),
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
    });
    expect(headers).not.toHaveProperty('x-powered-by');
  });

  it('go with every answer, errors and unknown addresses included', async () => {
    const app = Fastify();
    await app.register(securityHeadersPlugin, options);
    app.get('/ok', async () => 'ok');
    app.get('/boom', async () => {
      throw new Error('boom');
    });
    for (const url of ['/ok', '/boom', '/missing']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
    }
    await app.close();
  });
});
