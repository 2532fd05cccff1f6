import { z } from 'zod';
import { pageField, pageSizeField } from '../api';
import { ALERT_TYPES } from '../constants';
import { idField } from '../validation';

/** What the alert and price-alert calls take (storefront §2 "Alerts", §5 "Price alert"). */

export type AlertType = (typeof ALERT_TYPES)[number];

/** GET /alerts: one type or all, newest first, a page at a time. */
export const alertListQuerySchema = z.object({
  type: z.enum(ALERT_TYPES, { error: 'invalid_value' }).optional(),
  page: pageField,
  size: pageSizeField(20),
});
export type AlertListQuery = z.output<typeof alertListQuerySchema>;

/** The most a price (or a target price) may be, in dinar. */
export const PRICE_MAX = 1_000_000;

/** An amount in dinar, as a number or a numeric text ("12.5"); at most two decimals count. */
const amount = z.coerce
  .number({ error: 'invalid_number' })
  .refine(Number.isFinite, { error: 'invalid_number', abort: true })
  .max(PRICE_MAX, { error: 'invalid_number' });

/** spec: storefront §5 — a price alert's target price is above 0. */
export const targetPriceField = amount.min(0.01, { error: 'target_price_positive' });

/** POST /price-alerts: one per product; a second one for the same product changes its target. */
export const createPriceAlertSchema = z.object({
  productId: idField,
  targetPrice: targetPriceField,
});
export type CreatePriceAlert = z.output<typeof createPriceAlertSchema>;

/** PUT /price-alerts/{id}. spec: storefront §5 — editing a target ignores 0 or less. */
export const updatePriceAlertSchema = z.object({
  targetPrice: amount,
});
export type UpdatePriceAlert = z.output<typeof updatePriceAlertSchema>;
