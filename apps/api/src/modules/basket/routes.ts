import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@souk/shared/api';
import {
  cartCheckSchema,
  cartSchema,
  wishlistCheckSchema,
  wishlistSchema,
} from '@souk/shared/responses/basket';
import {
  addToCartSchema,
  productIdParams,
  updateCartItemSchema,
  wishlistAddSchema,
} from '@souk/shared/schemas/basket';
import { idParams } from '@souk/shared/validation';
import type { AppContext } from '../../context';
import { callerOf } from '../../plugins/auth';
import {
  addToCart,
  checkCart,
  clearCart,
  getCart,
  removeCartItem,
  updateCartItem,
} from './cart-service';
import {
  addToWishlist,
  checkWishlist,
  clearWishlist,
  getWishlist,
  removeFromWishlist,
} from './wishlist-service';

/**
 * storefront §7 "Cart" and "Wishlist": the signed-in customer's own cart and wishlist. Nothing
 * here names an account: the caller's comes from the token, and a line id of another customer's
 * cart is a 404.
 */
const customer = { audience: 'CUSTOMER' } as const;
const cartAnswer = { 200: envelopeOf(cartSchema) };
const wishlistAnswer = { 200: envelopeOf(wishlistSchema) };

const basketRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const cartTags = ['cart'];
  app.get(
    '/cart',
    { config: customer, schema: { tags: cartTags, summary: 'Your cart', response: cartAnswer } },
    async (request) => ({
      success: true as const,
      data: await getCart(ctx.db, callerOf(request).userId),
    }),
  );
  app.post(
    '/cart/add',
    {
      config: customer,
      schema: {
        tags: cartTags,
        summary: 'Add a product (with its size and colour) to your cart',
        body: addToCartSchema,
        response: cartAnswer,
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Product added to cart',
      data: await addToCart(ctx.db, callerOf(request).userId, request.body),
    }),
  );
  app.put(
    '/cart/items/:id',
    {
      config: customer,
      schema: {
        tags: cartTags,
        summary: "Change a line's quantity, size or colour",
        params: idParams,
        body: updateCartItemSchema,
        response: cartAnswer,
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Cart item updated',
      data: await updateCartItem(ctx.db, callerOf(request).userId, request.params.id, request.body),
    }),
  );
  app.delete(
    '/cart/items/:id',
    {
      config: customer,
      schema: { tags: cartTags, summary: 'Remove a line', params: idParams, response: cartAnswer },
    },
    async (request) => ({
      success: true as const,
      message: 'Product removed from cart',
      data: await removeCartItem(ctx.db, callerOf(request).userId, request.params.id),
    }),
  );
  app.delete(
    '/cart/clear',
    {
      config: customer,
      schema: { tags: cartTags, summary: 'Empty your cart', response: cartAnswer },
    },
    async (request) => ({
      success: true as const,
      message: 'Cart cleared',
      data: await clearCart(ctx.db, callerOf(request).userId),
    }),
  );
  app.get(
    '/cart/check/:productId',
    {
      config: customer,
      schema: {
        tags: cartTags,
        summary: 'Whether a product is in your cart',
        params: productIdParams,
        response: { 200: envelopeOf(cartCheckSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await checkCart(ctx.db, callerOf(request).userId, request.params.productId),
    }),
  );

  const wishlistTags = ['wishlist'];
  app.get(
    '/wishlist',
    {
      config: customer,
      schema: { tags: wishlistTags, summary: 'Your wishlist', response: wishlistAnswer },
    },
    async (request) => ({
      success: true as const,
      data: await getWishlist(ctx.db, callerOf(request).userId),
    }),
  );
  app.post(
    '/wishlist/add',
    {
      config: customer,
      schema: {
        tags: wishlistTags,
        summary: 'Save a product; the answer ends with it (adding twice is harmless)',
        body: wishlistAddSchema,
        response: wishlistAnswer,
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Product added to wishlist',
      data: await addToWishlist(ctx.db, callerOf(request).userId, request.body.productId),
    }),
  );
  app.delete(
    '/wishlist/remove/:productId',
    {
      config: customer,
      schema: {
        tags: wishlistTags,
        summary: 'Remove a product from your wishlist',
        params: productIdParams,
        response: wishlistAnswer,
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Product removed from wishlist',
      data: await removeFromWishlist(ctx.db, callerOf(request).userId, request.params.productId),
    }),
  );
  app.delete(
    '/wishlist/clear',
    {
      config: customer,
      schema: { tags: wishlistTags, summary: 'Empty your wishlist', response: wishlistAnswer },
    },
    async (request) => ({
      success: true as const,
      message: 'Wishlist cleared',
      data: await clearWishlist(ctx.db, callerOf(request).userId),
    }),
  );
  app.get(
    '/wishlist/check/:productId',
    {
      config: customer,
      schema: {
        tags: wishlistTags,
        summary: 'Whether a product is in your wishlist',
        params: productIdParams,
        response: { 200: envelopeOf(wishlistCheckSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await checkWishlist(ctx.db, callerOf(request).userId, request.params.productId),
    }),
  );
};

export default basketRoutes;
