import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIMITS } from '@souk/shared/constants';
import { catalogueQuerySchema, searchQuerySchema } from '@souk/shared/schemas/catalogue';
import { envelopeOf, pageField, pageSizeField, pageOf } from '@souk/shared/api';
import { facetsSchema, productSchema, searchResultsSchema } from '@souk/shared/responses/catalogue';
import { idParams, textField } from '@souk/shared/validation';
import type { AppContext } from '../../context';
import {
  catalogueFacets,
  discountedProducts,
  featuredProducts,
  getPublicProduct,
  listCatalogue,
  listCatalogueJson,
  productsOfBrand,
  productsOfCategory,
  relatedProducts,
  searchProducts,
  type DiscountOrder,
} from './service';

const tags = ['products'];
// Anonymous answers are reused for a few seconds (plugins/response-cache.ts).
const publicRoute = { audience: 'public', responseCache: true } as const;
// Searches and facet counts are limited per address (plugins/search-limits.ts).
const searchRoute = { ...publicRoute, searchCost: 'with-search' } as const;
const facetsRoute = { ...publicRoute, searchCost: 'always' } as const;
const limitQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).optional() });
const productList = { 200: envelopeOf(z.array(productSchema)) };
const productPage = { 200: envelopeOf(pageOf(productSchema)) };
const discountQuery = z.object({
  page: pageField,
  size: pageSizeField(10),
  category: textField(100).optional(),
});

const productRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Catalogue and search statements are cut off past a few seconds (DatabaseHandle.catalogue).
  const db = ctx.catalogueDb;

  app.get(
    '/products',
    {
      config: searchRoute,
      schema: {
        tags,
        summary: 'Public products (data is an array; same filters as /products/paginated)',
        querystring: catalogueQuerySchema,
        response: productList,
      },
    },
    async (request) => ({
      success: true as const,
      data: (await listCatalogue(db, request.query)).content,
    }),
  );

  app.get(
    '/products/paginated',
    {
      config: searchRoute,
      schema: {
        tags,
        summary: 'The catalogue query: every filter and sort of the catalogue, paged',
        description:
          'Filters: category (id or name), categories, subcategories, brand, brands, tag (id or text), tags, search, minPrice/maxPrice (on the discounted price; empty counts as 0), colors, sizes, dimensions, weights (0-1, 1-5, 5-20, 20+ kg), rating (floor of the average: 4, 3, 2, 1 and up), freeShipping. Lists are comma-separated. Sorts: popular, price-low, price-high, discount, rating, newest, relevance (default with a search); without sort, sortBy price, discountPrice, averageRating, createdAt or salesCount with direction asc or desc.',
        querystring: catalogueQuerySchema,
        response: productPage,
      },
    },
    // The index writes the answer's JSON itself (its products passed the schema when read): a
    // string sent as JSON goes out as it is (typed as the declared answer, which it is).
    async (request, reply) => {
      const json = await listCatalogueJson(db, request.query);
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );

  app.get(
    '/products/facets',
    {
      config: facetsRoute,
      schema: {
        tags,
        summary: 'Counts per filter choice for the current catalogue filter',
        querystring: catalogueQuerySchema,
        response: { 200: envelopeOf(facetsSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await catalogueFacets(db, request.query) }),
  );

  app.get(
    '/products/featured',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Featured products',
        querystring: limitQuery,
        response: productList,
      },
    },
    async (request) => ({
      success: true as const,
      data: await featuredProducts(db, request.query.limit),
    }),
  );

  app.get(
    '/products/search',
    {
      config: searchRoute,
      schema: {
        tags,
        summary: 'Live search: best matches (default 5) and the total count; from 3 characters',
        querystring: searchQuerySchema,
        response: { 200: envelopeOf(searchResultsSchema) },
      },
    },
    async (request) => {
      const { query, limit } = request.query;
      // spec: storefront §5 — search runs only from 3 characters.
      if ([...query].length < LIMITS.searchMinChars)
        return { success: true as const, data: { content: [], totalElements: 0 } };
      return { success: true as const, data: await searchProducts(db, query, limit) };
    },
  );

  const discountOrders: Array<[string, DiscountOrder]> = [
    ['/products/discounted/paged', 'default'],
    ['/products/discounted/price-high-to-low/paged', 'price-high-to-low'],
    ['/products/discounted/price-low-to-high/paged', 'price-low-to-high'],
    ['/products/discounted/biggest-discount/paged', 'biggest-discount'],
  ];
  for (const [url, order] of discountOrders) {
    app.get(
      url,
      {
        config: publicRoute,
        schema: {
          tags,
          summary: `Discounted products (${order}), page size 10`,
          querystring: discountQuery,
          response: productPage,
        },
      },
      async (request) => ({
        success: true as const,
        data: await discountedProducts(db, order, request.query),
      }),
    );
  }

  app.get(
    '/products/category/:id',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Products of a category (or subcategory); 404 for a missing category',
        params: idParams,
        querystring: limitQuery,
        response: productList,
      },
    },
    async (request) => ({
      success: true as const,
      data: await productsOfCategory(db, request.params.id, request.query.limit),
    }),
  );

  app.get(
    '/products/brand/:id',
    {
      config: publicRoute,
      schema: {
        tags,
        summary:
          "A brand's active products (data array); 404 for a missing or disabled brand (an admin also sees a disabled brand's)",
        params: idParams,
        querystring: limitQuery,
        response: productList,
      },
    },
    async (request) => ({
      success: true as const,
      data: await productsOfBrand(
        db,
        request.params.id,
        request.query.limit,
        request.caller?.role === 'ADMIN',
      ),
    }),
  );

  app.get(
    '/products/:id/related',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Up to 5 random products of the same category',
        params: idParams,
        response: productList,
      },
    },
    async (request) => ({
      success: true as const,
      data: await relatedProducts(db, request.params.id),
    }),
  );

  app.get(
    '/products/:id',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'A public product',
        params: idParams,
        response: { 200: envelopeOf(productSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getPublicProduct(db, request.params.id),
    }),
  );
};

export default productRoutes;
