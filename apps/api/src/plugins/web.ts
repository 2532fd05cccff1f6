import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import sharp from 'sharp';
import type { Database } from '../db/client';
import { requestLanguage } from '../lib/language';
import {
  injectMeta,
  pageMeta,
  robotsTxt,
  sitemapMainXml,
  sitemapProductsXml,
  sitemapXml,
} from '../modules/seo/service';
import type { Language } from '@souk/shared/constants';
import { errorBody, unknownResource } from './errors';
import { loadPageRenderer, pageLanguage } from './page-renderer';

export type WebOptions = { uploadsDir: string; webDist?: string; db: Database; publicUrl: string };

/**
 * Serves uploaded media at /uploads and the built web app at /, with index.html for every client
 * route (the React router decides what a path shows). Pages a search engine reads get their title,
 * description, canonical link, Open Graph tags and JSON-LD written into the HTML by the server.
 */
export default fp(async function web(app: FastifyInstance, opts: WebOptions) {
  await app.register(fastifyStatic, {
    root: opts.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    maxAge: '7d',
  });

  // The web app's files are no API operations: they stay out of the OpenAPI document.
  const hidden = { schema: { hide: true } };
  app.get('/robots.txt', hidden, async (_request, reply) =>
    reply.type('text/plain').send(robotsTxt(opts.publicUrl)),
  );
  const sendXml = (reply: FastifyReply, xml: string) =>
    reply.type('application/xml').header('cache-control', 'public, max-age=3600').send(xml);
  app.get('/sitemap.xml', hidden, async (_request, reply) =>
    sendXml(reply, await sitemapXml(opts.db, opts.publicUrl)),
  );
  app.get('/sitemap-main.xml', hidden, async (_request, reply) =>
    sendXml(reply, await sitemapMainXml(opts.db, opts.publicUrl)),
  );
  app.get<{ Params: { file: string } }>(
    '/sitemap-products-:file(^\\d+).xml',
    hidden,
    async (request, reply) => {
      const xml = await sitemapProductsXml(opts.db, opts.publicUrl, Number(request.params.file));
      if (xml === undefined) return reply.callNotFound();
      return sendXml(reply, xml);
    },
  );
  let ogImage: Buffer | undefined;
  app.get('/og-image.png', hidden, async (_request, reply) => {
    ogImage ??= await sharp(Buffer.from(OG_IMAGE_SVG)).png().toBuffer();
    return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(ogImage);
  });

  const webDist =
    opts.webDist && existsSync(path.join(opts.webDist, 'index.html')) ? opts.webDist : undefined;
  const indexHtml = webDist ? readFileSync(path.join(webDist, 'index.html'), 'utf8') : undefined;
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build wrote .br and .gz copies (apps/web/build.mjs): sent to browsers that accept them.
      preCompressed: true,
      // Cache-Control is ours to set: hashed assets never change; other files are revalidated.
      cacheControl: false,
      setHeaders(response, filePath) {
        response.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=0',
        );
      },
    });
  }

  const render = webDist ? await loadPageRenderer(app, webDist, opts.publicUrl) : undefined;

  /**
   * Every other address is a page of the web app: public pages arrive rendered with their data
   * (decision 019), the others as the app's shell that the browser renders. A route rather than
   * the not-found handler, so that pages are compressed like any answer.
   */
  if (indexHtml !== undefined)
    app.get('/*', hidden, async (request, reply) => {
      if (request.url.startsWith('/api/') || request.url.startsWith('/uploads/'))
        return unknownResource(request, reply);
      if (/\.[a-z0-9]{2,5}$/i.test(request.url.split('?')[0]!)) return reply.callNotFound();
      const url = new URL(request.url, opts.publicUrl);
      const language = pageLanguage(request);
      const meta = await pageMeta(opts.db, opts.publicUrl, url).catch((error: unknown) => {
        request.log.warn({ err: error }, 'page meta failed');
        return undefined;
      });
      const html = inLanguage(meta ? injectMeta(indexHtml, meta) : indexHtml, language);
      const rendered = await render?.(request, html, language).catch((error: unknown) => {
        request.log.error({ err: error }, 'server rendering failed; the browser renders the page');
        return undefined;
      });
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie, Accept-Language');
      if (rendered?.kind === 'redirect') return reply.redirect(rendered.location, rendered.status);
      if (rendered?.kind === 'page') return reply.status(rendered.status).send(rendered.body);
      return reply.status(meta?.notFound ? 404 : 200).send(html);
    });

  app.setNotFoundHandler(async (request, reply) =>
    reply.status(404).send(errorBody('not_found', requestLanguage(request))),
  );
});

/** The page's <html lang dir>, so the first paint is already in the visitor's language. */
function inLanguage(html: string, language: Language): string {
  return html.replace(
    /<html[^>]*>/i,
    `<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`,
  );
}

const OG_IMAGE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f766e"/><stop offset="1" stop-color="#134e4a"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <circle cx="1040" cy="120" r="220" fill="#f59e0b" opacity="0.18"/>
  <circle cx="140" cy="560" r="180" fill="#fbbf24" opacity="0.14"/>
  <text x="100" y="300" font-family="DejaVu Sans, Arial, sans-serif" font-size="120" font-weight="700" fill="#ffffff">Souk</text>
  <text x="104" y="380" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" fill="#ccfbf1">The multi-brand marketplace of Tunisia</text>
</svg>`;
