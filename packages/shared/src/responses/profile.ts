import { z } from 'zod';
import { ORDER_STATUSES } from '../constants';
import { productSchema } from './catalogue';

/**
 * GET /users/me/overview: the figures of the customer's profile page (storefront §2 "Customer
 * profile": metric panels, recent purchases, recommended products). How each figure is counted is
 * written in apps/api/src/modules/users/overview.ts.
 */

const id = z.number().int();

/** One product the customer bought lately, as it was bought (the order's snapshot). */
export const recentPurchaseSchema = z.object({
  orderItemId: id,
  productId: id.nullable().describe('null when the product was deleted since'),
  productName: z.string(),
  image: z.string().nullable(),
  unitPrice: z.number().describe('dinar paid per unit'),
  quantity: z.number().int(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  orderId: id,
  orderNumber: z.string(),
  orderDate: z.iso.datetime(),
  status: z.enum(ORDER_STATUSES).describe("the status of the brand's part holding the item"),
});
export type RecentPurchase = z.infer<typeof recentPurchaseSchema>;

export const profileOverviewSchema = z.object({
  orders: z.number().int().describe('orders placed, whatever their status'),
  totalSpent: z
    .number()
    .describe(
      'dinar: what the orders cost, without cancelled or refunded parts, rejected items and online orders still awaiting their payment',
    ),
  wishlistItems: z.number().int().describe('products in the wishlist still offered in the shop'),
  loyaltyPoints: z
    .number()
    .int()
    .describe('10 % of the dinar spent on items of delivered or completed parts, rounded down'),
  recentPurchases: z.array(recentPurchaseSchema).max(4),
  recommended: z.array(productSchema).max(4),
});
export type ProfileOverview = z.infer<typeof profileOverviewSchema>;
