import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeOf } from '@souk/shared/api';
import { userSchema } from '@souk/shared/schemas/users';
import { buildTestApp, createAccount, login, TEST_PASSWORD, type TestApp } from '../test/helper';
import contractPlugin from './contract';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A bare server with the contract and the zod compilers, as the app sets them up. */
async function bareServer() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(contractPlugin);
  return app;
}

type OpenApiOperation = {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};

describe('the answer of every route is declared', () => {
  it('refuses to register an API route that declares no success answer', async () => {
    const app = await bareServer();
    await expect(
      app
        .register(
          async (api) => {
            api.get(
              '/secret',
              { schema: { response: { 404: z.object({ success: z.literal(false) }) } } },
              async () => ({ success: true }),
            );
          },
          { prefix: '/api/v1' },
        )
        .ready(),
    ).rejects.toThrow('Route GET /api/v1/secret does not declare its answer');
  });

  it('describes, for every API operation of the OpenAPI document, a success answer and the errors', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, OpenApiOperation>>;
    const operations = Object.entries(paths)
      .filter(([path]) => path.startsWith('/api/v1/'))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
      );
    expect(operations.length).toBeGreaterThan(40);
    const undescribed = operations
      .filter(({ operation }) => {
        const answers = Object.entries(operation.responses ?? {});
        const success = answers.filter(([status]) => /^2/.test(status));
        const described = success.some(([, answer]) =>
          Object.values(answer.content ?? {}).some((media) => media.schema !== undefined),
        );
        const failure = answers.some(([status]) => /^4/.test(status));
        return !described || !failure;
      })
      .map(({ path, method }) => `${method.toUpperCase()} ${path}`);
    expect(undescribed).toEqual([]);
  });

  it('sends only the fields the schema declares', async () => {
    const app = await bareServer();
    app.get(
      '/api/v1/thing',
      {
        config: { audience: 'public' },
        schema: { response: { 200: envelopeOf(z.object({ id: z.number(), name: z.string() })) } },
      },
      // What a careless service might return: more than the contract says.
      async () =>
        ({ success: true, data: { id: 1, name: 'Desk', costPrice: 12.5 }, debug: 'x' }) as {
          success: true;
          data: { id: number; name: string };
        },
    );
    const response = await app.inject({ method: 'GET', url: '/api/v1/thing' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { id: 1, name: 'Desk' } });
  });

  it('never sends the password hash of an account, even when a route hands over the row', async () => {
    const row = await createAccount(t.db, { email: 'row@example.tn' });
    expect(row.passwordHash).toMatch(/^\$argon2/);
    const app = await bareServer();
    app.get(
      '/api/v1/account',
      { config: { audience: 'public' }, schema: { response: { 200: envelopeOf(userSchema) } } },
      async () => ({
        success: true as const,
        data: { ...row, createdAt: '', registrationDate: '' },
      }),
    );
    const response = await app.inject({ method: 'GET', url: '/api/v1/account' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.email).toBe('row@example.tn');
    expect(response.body).not.toContain('passwordHash');
    expect(response.body).not.toContain(row.passwordHash);
  });

  it('answers login and the own account without the password hash', async () => {
    await createAccount(t.db, { email: 'me@example.tn' });
    const loggedIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/authenticate',
      payload: { email: 'me@example.tn', password: TEST_PASSWORD },
    });
    expect(loggedIn.statusCode).toBe(200);
    expect(loggedIn.json().user.email).toBe('me@example.tn');
    expect(loggedIn.body).not.toMatch(/passwordHash|argon2/);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: await login(t.app, 'me@example.tn'),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toEqual(userSchema.parse(me.json().data));
    expect(me.body).not.toMatch(/passwordHash|argon2/);
  });
});
