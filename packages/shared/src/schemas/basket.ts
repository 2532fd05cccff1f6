import { z } from 'zod';
import { LIMITS } from '../constants';
import { idField, textField } from '../validation';

/**
 * What the cart and wishlist calls take (storefront §3 "Cart", §7 "Cart", "Wishlist"). Whether a
 * size or colour is required, and which ones exist, depends on the product: the service checks.
 */

export const quantityField = z.coerce
  .number({ error: 'invalid_number' })
  .int({ error: 'invalid_number' })
  .min(1, { error: 'invalid_quantity' })
  .max(LIMITS.cartQuantityMax, { error: 'invalid_quantity' });

/** A size or colour: one of the product's own; empty or absent when the product has none. */
export const optionField = textField(60)
  .nullish()
  .transform((value) => value || '');

export const addToCartSchema = z.object({
  productId: idField,
  quantity: quantityField.default(1),
  color: optionField,
  size: optionField,
});
export type AddToCartInput = z.input<typeof addToCartSchema>;
export type AddToCart = z.output<typeof addToCartSchema>;

/** PUT /cart/items/{id}: any of quantity, colour and size; what is absent stays as it is. */
export const updateCartItemSchema = z.object({
  quantity: quantityField.optional(),
  color: textField(60).nullish(),
  size: textField(60).nullish(),
});
export type UpdateCartItemInput = z.input<typeof updateCartItemSchema>;
export type UpdateCartItem = z.output<typeof updateCartItemSchema>;

export const wishlistAddSchema = z.object({ productId: idField });

/** Path parameters of /cart/check/{productId} and /wishlist/remove/{productId}. */
export const productIdParams = z.object({ productId: idField });
