import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@souk/shared/validation';
import type { AppContext } from '../../context';
import { getPublicProduct } from '../products/service';
import { readUploadedPicture, renderShareImage } from './share-image';

/** Pictures drawn lately, by what they show: a shared link is fetched by many crawlers at once. */
const KEPT_PICTURES = 100;

/** What search engines and social networks read beside the pages: the products' share pictures. */
const seoRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; uploadsDir: string }> = async (
  app,
  { ctx, uploadsDir },
) => {
  const kept = new Map<string, Buffer>();

  app.get(
    '/products/:id/share-image.png',
    {
      config: { audience: 'public' },
      schema: {
        tags: ['products'],
        summary:
          "The product's Open Graph picture: a 1200 x 630 PNG of its picture and price (og:image of /product/{id})",
        params: idParams,
        response: {
          200: {
            description: 'The picture (image/png, 1200 x 630)',
            content: { 'image/png': { schema: z.string().describe('the PNG image') } },
          },
        },
      },
    },
    async (request, reply) => {
      // A hidden or missing product is a 404, as its page is.
      const product = await getPublicProduct(ctx.catalogueDb, request.params.id);
      const key = [product.id, product.imageUrl, product.price, product.discountPrice].join('|');
      let png = kept.get(key);
      if (!png) {
        png = await renderShareImage({
          picture: await readUploadedPicture(uploadsDir, product.imageUrl),
          price: product.price,
          discountPrice: product.discountPrice,
          discountedPrice: product.discountedPrice,
        });
        if (kept.size >= KEPT_PICTURES) kept.delete(kept.keys().next().value!);
      }
      kept.delete(key);
      kept.set(key, png); // the most recent last: the oldest goes first
      return (
        reply
          .type('image/png')
          .header('cache-control', 'public, max-age=3600')
          // The crawlers of other sites fetch it: the app's same-origin resource policy stays off it.
          .header('cross-origin-resource-policy', 'cross-origin')
          // Bytes are sent as they are (Fastify serializes no Buffer); the schema documents them.
          .send(png as unknown as string)
      );
    },
  );
};

export default seoRoutes;
