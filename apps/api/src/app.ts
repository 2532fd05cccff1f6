import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { AppContext } from './context';
import type { DatabaseHandle } from './db/client';
import { appLimiters } from './lib/attempt-limiter';
import { hideSecretsInUrl } from './lib/log-redaction';
import { outboxMailer, smtpMailer, type Mailer } from './lib/mail';
import { konnectProvider } from './lib/payments/konnect';
import { sandboxGateway } from './lib/payments/sandbox';
import { diskStorage } from './lib/storage';
import { sessionTokens } from './lib/tokens';
import authPlugin from './plugins/auth';
import contractPlugin from './plugins/contract';
import errorsPlugin, { clientErrorHandler, frameworkErrors } from './plugins/errors';
import openapiPlugin from './plugins/openapi';
import webPlugin from './plugins/web';
import responseCachePlugin from './plugins/response-cache';
import securityHeadersPlugin from './plugins/security-headers';
import { catalogueVersion, startCatalogueIndex } from './modules/products/service';
import searchLimitsPlugin from './plugins/search-limits';
import authRoutes from './modules/auth/routes';
import brandAccountRoutes from './modules/brands/routes';
import healthRoutes from './modules/health/routes';
import userRoutes from './modules/users/routes';
import adminUserRoutes from './modules/users/admin-routes';
import productRoutes from './modules/products/routes';
import categoryRoutes from './modules/categories/routes';
import tagRoutes from './modules/tags/routes';
import brandDirectoryRoutes from './modules/brands/directory-routes';
import adminBrandRoutes from './modules/brands/admin-routes';
import brandCategoryRoutes from './modules/brand-categories/routes';
import brandCategoryWriteRoutes from './modules/brand-categories/write-routes';
import categoryWriteRoutes from './modules/categories/write-routes';
import tagWriteRoutes from './modules/tags/write-routes';
import reviewRoutes from './modules/reviews/routes';
import brandReviewRoutes from './modules/reviews/brand-review-routes';
import contactRoutes from './modules/contact/routes';
import newsletterRoutes from './modules/newsletter/routes';
import articleRoutes from './modules/articles/routes';
import basketRoutes from './modules/basket/routes';
import orderRoutes from './modules/orders/routes';
import brandOrderRoutes from './modules/orders/brand-order-routes';
import adminOrderRoutes from './modules/orders/admin-order-routes';
import invoiceRoutes from './modules/orders/invoice-routes';
import returnRoutes from './modules/returns/routes';
import alertRoutes from './modules/alerts/routes';
import productWriteRoutes from './modules/products/write-routes';
import supportRoutes from './modules/support/routes';
import brandReportRoutes from './modules/brand-reports/routes';
import brandCustomerRoutes from './modules/brand-customers/routes';
import adminReportRoutes from './modules/admin-reports/routes';
import payoutRoutes from './modules/payouts/routes';
import adminPayoutRoutes from './modules/payouts/admin-routes';
import seoRoutes from './modules/seo/routes';
import settingsRoutes from './modules/settings/routes';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  /** defaults to SMTP when configured, else the outbox in DATA_DIR */
  mailer?: Mailer;
};

/** Builds the whole server: plugins, then modules. Tests build it the same way. */
export async function buildApp({ config, database, mailer }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // Secrets never reach the logs.
            redact: {
              paths: [
                'req.headers.authorization',
                'req.headers.cookie',
                'res.headers["set-cookie"]',
              ],
              censor: '[redacted]',
            },
            serializers: {
              // As pino's default, but emailed tokens and codes in the address are hidden.
              req: (request: FastifyRequest) => ({
                method: request.method,
                url: hideSecretsInUrl(request.url),
                host: request.host,
                remoteAddress: request.ip,
                remotePort: request.socket?.remotePort,
              }),
            },
          },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // Fastify's own refusals (bad URL encoding, 414, 431, unparsable requests) in the envelope.
    frameworkErrors,
    clientErrorHandler,
    // Only behind a proxy we run: otherwise anyone could pick their own address and dodge the
    // per-IP limits with a forged X-Forwarded-For.
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const sandbox =
    config.payments.provider === 'sandbox'
      ? sandboxGateway({
          db: database.db,
          publicUrl: config.publicUrl,
          // The sandbox calls our webhook as Konnect would: a GET on its address.
          notify: async (url) => {
            const address = new URL(url);
            await app.inject({ method: 'GET', url: `${address.pathname}${address.search}` });
          },
        })
      : null;
  const uploadsDir = path.join(config.dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true }); // served at /uploads from the first request
  const ctx: AppContext = {
    db: database.db,
    catalogueDb: database.catalogue,
    mailer:
      mailer ??
      (config.smtpUrl
        ? smtpMailer(config.smtpUrl, config.mailFrom)
        : outboxMailer(path.join(config.dataDir, 'outbox'), app.log)),
    storage: diskStorage(uploadsDir),
    tokens: sessionTokens(config.jwtSecret),
    publicUrl: config.publicUrl,
    supportEmail: config.supportEmail,
    legal: config.legal,
    limiters: appLimiters(),
    payments: {
      provider: sandbox ?? konnectProvider(config.payments.konnect!),
      sandbox,
      timeoutMinutes: config.payments.timeoutMinutes,
    },
  };

  // Jobs and tests reach the services through the same context the routes use.
  app.decorate('ctx', ctx);
  // The catalogue answers from memory, kept current by the database's notifications (decision
  // 020). It reads the catalogue once the database is migrated and seeded: when the app gets ready.
  let stopCatalogueIndex: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopCatalogueIndex = await startCatalogueIndex(database, ctx.catalogueDb, app.log);
  });
  app.addHook('onClose', async () => stopCatalogueIndex?.());
  await app.register(errorsPlugin);
  await app.register(contractPlugin);
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  // Answers of 1 KB and more leave compressed (brotli at a quick level, else gzip); the web app's
  // built files are compressed once at build time and served as they are (plugins/web.ts).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 10, fields: 60 } });
  await app.register(openapiPlugin);
  await app.register(authPlugin, { db: database.db, tokens: ctx.tokens });
  // A kept answer is served only while the catalogue has not changed since it was kept: a sale
  // shows at once, whichever instance made it.
  await app.register(responseCachePlugin, {
    ttlSeconds: config.responseCacheSeconds,
    freshness: () => catalogueVersion(ctx.catalogueDb),
  });
  await app.register(searchLimitsPlugin, { perMinute: config.searchRateLimitPerMinute });

  await app.register(
    async (api) => {
      // A broad per-IP ceiling on the API only (not on the web app's files and images, which a
      // single page view fetches by the dozen); finer limits sit on login, reset and contact.
      if (config.rateLimitPerMinute > 0 && config.env !== 'test') {
        await api.register(rateLimit, { max: config.rateLimitPerMinute, timeWindow: '1 minute' });
      }
      await api.register(healthRoutes, { ctx, databaseKind: database.kind });
      await api.register(authRoutes, { ctx });
      await api.register(userRoutes, { ctx });
      await api.register(adminUserRoutes, { ctx });
      await api.register(brandAccountRoutes, { ctx });
      await api.register(productRoutes, { ctx });
      await api.register(categoryRoutes, { ctx });
      await api.register(tagRoutes, { ctx });
      await api.register(brandDirectoryRoutes, { ctx });
      await api.register(adminBrandRoutes, { ctx });
      await api.register(brandCategoryRoutes, { ctx });
      await api.register(categoryWriteRoutes, { ctx });
      await api.register(tagWriteRoutes, { ctx });
      await api.register(brandCategoryWriteRoutes, { ctx });
      await api.register(reviewRoutes, { ctx });
      await api.register(brandReviewRoutes, { ctx });
      await api.register(contactRoutes, { ctx });
      await api.register(newsletterRoutes, { ctx });
      await api.register(articleRoutes, { ctx });
      await api.register(basketRoutes, { ctx });
      await api.register(orderRoutes, { ctx });
      await api.register(brandOrderRoutes, { ctx });
      await api.register(adminOrderRoutes, { ctx });
      await api.register(invoiceRoutes, { ctx });
      await api.register(returnRoutes, { ctx });
      await api.register(alertRoutes, { ctx });
      await api.register(productWriteRoutes, { ctx });
      await api.register(supportRoutes, { ctx });
      await api.register(brandReportRoutes, { ctx });
      await api.register(brandCustomerRoutes, { ctx });
      await api.register(adminReportRoutes, { ctx });
      await api.register(payoutRoutes, { ctx });
      await api.register(adminPayoutRoutes, { ctx });
      await api.register(seoRoutes, { ctx, uploadsDir });
      await api.register(settingsRoutes, { ctx });
    },
    { prefix: '/api/v1' },
  );

  await app.register(webPlugin, {
    uploadsDir,
    webDist: config.webDist,
    db: database.db,
    publicUrl: config.publicUrl,
  });
  return app;
}
