import { z } from 'zod';
import { nameTranslationsSchema, productSchema } from './catalogue';

/**
 * What the cart and wishlist calls answer (storefront §3 "Cart", "Wishlist"). Amounts are dinar
 * with at most two decimals, always today's prices from the database.
 */

const id = z.number().int();
const count = z.number().int().min(0);
const timestamp = z.iso.datetime();

/**
 * Why a line cannot be bought as it is: the product was hidden (or its brand disabled), sold
 * out, has fewer units than the line asks for, or no longer offers the line's size or colour.
 */
export const CART_ITEM_ISSUES = [
  'unavailable',
  'out_of_stock',
  'not_enough_stock',
  'option_unavailable',
] as const;
export type CartItemIssue = (typeof CART_ITEM_ISSUES)[number];

export const cartItemSchema = z.object({
  id,
  productId: id,
  productName: z.string(),
  productPrice: z.number().describe('the price before the discount'),
  discountPrice: z.number().describe('the discount, a percentage 0 to 100'),
  unitPrice: z.number().describe('what one unit costs today, discount applied'),
  brandId: id,
  brandName: z.string(),
  categoryName: z.string().nullable(),
  categoryNameTranslations: nameTranslationsSchema.nullable(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  quantity: z.number().int().min(1),
  subtotal: z.number().describe('unitPrice × quantity'),
  imageUrl: z.string().nullable(),
  freeShipping: z.boolean(),
  /** the product's own choices, to change the line */
  colors: z.array(z.string()),
  sizes: z.array(z.string()),
  available: count.describe('units in stock now (0 when the product is unavailable)'),
  issue: z.enum(CART_ITEM_ISSUES).nullable().describe('why the line cannot be bought, or null'),
  addedAt: timestamp,
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({
  id: id.nullable().describe('null until the first item is added'),
  userId: id,
  items: z.array(cartItemSchema).describe('oldest first'),
  totalPrice: z.number().describe('the lines that can be bought, shipping not included'),
  shippingCost: z.number().describe('7 dt, or 0 when every line that can be bought ships free'),
  total: z.number().describe('totalPrice + shippingCost'),
  itemCount: count.describe('units over every line'),
  purchasable: z.boolean().describe('there is something to buy and no line has an issue'),
  createdAt: timestamp.nullable(),
  updatedAt: timestamp.nullable(),
});
export type Cart = z.infer<typeof cartSchema>;

/** GET /cart/check/{productId}: whether (and how) the product is in the cart. */
export const cartCheckSchema = z.object({
  inCart: z.boolean(),
  quantity: count.describe('units of the product over its lines'),
  itemIds: z.array(id),
});
export type CartCheck = z.infer<typeof cartCheckSchema>;

export const wishlistProductSchema = productSchema.extend({ addedAt: timestamp });
export type WishlistProduct = z.infer<typeof wishlistProductSchema>;

export const wishlistSchema = z.object({
  userId: id,
  products: z.array(wishlistProductSchema).describe('in the order they were added, newest last'),
  itemCount: count,
});
export type Wishlist = z.infer<typeof wishlistSchema>;

export const wishlistCheckSchema = z.object({ inWishlist: z.boolean() });
export type WishlistCheck = z.infer<typeof wishlistCheckSchema>;
