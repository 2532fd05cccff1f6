import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@souk/shared/api';
import { LIMITS } from '@souk/shared/constants';
import { productSchema } from '@souk/shared/responses/catalogue';
import {
  brandProductPageSchema,
  productDeletionSchema,
} from '@souk/shared/responses/brand-products';
import {
  brandProductsQuerySchema,
  productImageOrderSchema,
  productImageRemovalSchema,
  productUpdateSchema,
} from '@souk/shared/schemas/product-writes';
import { idField, idParams } from '@souk/shared/validation';
import type { AppContext } from '../../context';
import { readMultipartForm } from '../../lib/uploads';
import { callerOf } from '../../plugins/auth';
import { listBrandProducts, type BrandProductTab } from './brand-products';
import {
  addProductImages,
  createProduct,
  deleteProduct,
  removeProductImage,
  reorderProductImages,
  updateProduct,
} from './product-writes';
import { productForOwner } from './service';

/**
 * dashboards §7 "Brand products": a brand's (or an admin's) product list and changes. A path with
 * {brandId} is the caller's own brand (another's is a 403; admins any); a product of another brand
 * is a 404, checked where the product is loaded.
 */
const tags = ['products'];
const brandOrAdmin = { audience: ['BRAND', 'ADMIN'], changesCatalogue: true } as const;
const ownBrand = { ...brandOrAdmin, owner: { param: 'brandId', kind: 'brand' } } as const;
const productAnswer = { 200: envelopeOf(productSchema) };
const imagesNote =
  'Images are checked by content and re-encoded to WebP: a large version (at most 1200 px) whose URL the product keeps, and a 400 px thumbnail at /uploads/products/thumbs/{key}.webp for a large version at /uploads/products/{key}/{name}.webp.';

const productWriteRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tabs: Array<[string, BrandProductTab]> = [
    ['/products/brand/:brandId/paged', 'all'],
    ['/products/brand/:brandId/active/paged', 'active'],
    ['/products/brand/:brandId/inactive/paged', 'inactive'],
    ['/products/brand/:brandId/out-of-stock/paged', 'out-of-stock'],
  ];
  for (const [url, tab] of tabs) {
    app.get(
      url,
      {
        config: ownBrand,
        schema: {
          tags,
          summary: `The brand's products (${tab}; inactive ones included), paged, with the count of every tab`,
          description:
            'page (zero-based), size (1-100, default 10), sortBy id (default), name, price, quantity or createdAt, direction asc (default) or desc, search (name, SKU or barcode; case and accents do not matter). Out of stock is a quantity of 0 or less. data.counts {all, active, inactive, outOfStock} applies the same search.',
          params: z.object({ brandId: idField }),
          querystring: brandProductsQuerySchema,
          response: { 200: envelopeOf(brandProductPageSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await listBrandProducts(ctx.db, request.params.brandId, tab, request.query),
      }),
    );
  }

  app.post(
    '/products/create-with-images',
    {
      config: brandOrAdmin,
      schema: {
        tags,
        summary:
          'Create a product (multipart): the fields of the form, mainImage (required) and up to 8 additionalImages, each at most 5 MB',
        description: `Text fields as dashboards §3: name, description, price, discountPrice, quantity, stockLevel, sku, barcode, material, care, origin, fit, weight (kg), dimensions ("L x W x H mm"), sizes, colors, features, tagIds and subcategoryIds as comma lists, categoryId, brandId (an admin's choice; a brand always creates for itself), isActive, isFeatured, freeShipping. ${imagesNote}`,
        consumes: ['multipart/form-data'],
        response: { 201: envelopeOf(productSchema) },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, {
        maxFileBytes: LIMITS.productImageMaxBytes,
        // one more than allowed, so that a ninth additional image is a clear 400, not a 413
        maxFiles: LIMITS.productAdditionalImagesMax + 2,
      });
      const id = await createProduct(ctx, callerOf(request), form);
      return reply.status(201).send({
        success: true as const,
        message: 'Product added',
        data: await productForOwner(ctx.db, id),
      });
    },
  );

  app.put(
    '/products/:id',
    {
      config: brandOrAdmin,
      schema: {
        tags,
        summary:
          'Change a product (JSON): any field of the form, tagIds and subcategoryIds included; only the given fields change, the rules run on the result. active: true re-activates a product. A brand changes only its own products.',
        params: idParams,
        body: productUpdateSchema,
        response: productAnswer,
      },
    },
    async (request) => {
      await updateProduct(ctx, callerOf(request), request.params.id, request.body);
      return {
        success: true as const,
        message: 'Product updated',
        data: await productForOwner(ctx.db, request.params.id),
      };
    },
  );

  app.delete(
    '/products/:id',
    {
      config: brandOrAdmin,
      schema: {
        tags,
        summary:
          'Delete a product with its images; a product that any order names is deactivated instead (data.deactivated true) and leaves the storefront all the same',
        params: idParams,
        response: { 200: envelopeOf(productDeletionSchema) },
      },
    },
    async (request) => {
      const outcome = await deleteProduct(ctx, callerOf(request), request.params.id);
      return {
        success: true as const,
        message: outcome.deactivated
          ? 'This product appears in orders: it was deactivated instead of deleted'
          : 'Product deleted',
        data: outcome,
      };
    },
  );

  app.post(
    '/products/:id/images',
    {
      config: brandOrAdmin,
      schema: {
        tags,
        summary:
          'Add images to a product (multipart, files under "images"): after the current ones, 9 images in all at most, each at most 5 MB',
        description: imagesNote,
        params: idParams,
        consumes: ['multipart/form-data'],
        response: productAnswer,
      },
    },
    async (request) => {
      const form = await readMultipartForm(request, {
        maxFileBytes: LIMITS.productImageMaxBytes,
        maxFiles: LIMITS.productAdditionalImagesMax + 1,
      });
      const images = Object.values(form.files).flat();
      await addProductImages(ctx, callerOf(request), request.params.id, images);
      return {
        success: true as const,
        message: 'Images added',
        data: await productForOwner(ctx.db, request.params.id),
      };
    },
  );

  app.delete(
    '/products/:id/images',
    {
      config: brandOrAdmin,
      schema: {
        tags,
        summary:
          'Remove one image of a product ({url}) and its files; removing the main image makes the first additional one the main image, and the only image cannot be removed',
        params: idParams,
        body: productImageRemovalSchema,
        response: productAnswer,
      },
    },
    async (request) => {
      await removeProductImage(ctx, callerOf(request), request.params.id, request.body.url);
      return {
        success: true as const,
        message: 'Image removed',
        data: await productForOwner(ctx.db, request.params.id),
      };
    },
  );

  app.put(
    '/products/:id/images/order',
    {
      config: brandOrAdmin,
      schema: {
        tags,
        summary:
          "Reorder a product's images ({imageUrl, additionalImages}): the same images in a new order, imageUrl the main one",
        params: idParams,
        body: productImageOrderSchema,
        response: productAnswer,
      },
    },
    async (request) => {
      await reorderProductImages(ctx, callerOf(request), request.params.id, request.body);
      return {
        success: true as const,
        message: 'Images reordered',
        data: await productForOwner(ctx.db, request.params.id),
      };
    },
  );
};

export default productWriteRoutes;
