import { z } from 'zod';
import { ALERT_TYPES } from '../constants';

/**
 * What the alert calls answer (storefront §3, the sample shapes of alert and price alert). The
 * title and message are in the reader's language; amounts in dinar with two decimals at most.
 */

const id = z.number().int();
const timestamp = z.iso.datetime();

export const alertSchema = z.object({
  id,
  type: z.enum(ALERT_TYPES),
  title: z.string(),
  message: z.string(),
  time: timestamp.describe('when the alert was made'),
  product: z.string().nullable().describe("the product's name, for product alerts"),
  productId: id.nullable(),
  imageUrl: z.string().nullable().describe("the product's image"),
  orderId: id.nullable(),
  orderNumber: z.string().nullable(),
  isRead: z.boolean(),
});
export type Alert = z.infer<typeof alertSchema>;

export const unreadCountSchema = z.object({ count: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const priceAlertSchema = z.object({
  id,
  productId: id,
  productName: z.string(),
  image: z.string().nullable(),
  currentPrice: z.number().describe("the product's price today, discount applied"),
  targetPrice: z.number(),
  active: z.boolean().describe('false once the target was reached (the alert was made)'),
  triggeredAt: timestamp.nullable(),
  createdAt: timestamp,
});
export type PriceAlert = z.infer<typeof priceAlertSchema>;
