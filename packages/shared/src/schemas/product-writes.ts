import { z } from 'zod';
import { PRICE_MAX } from './alerts';

/**
 * PUT /products/{id} (dashboards, brand products): for now the fields that move prices and stock.
 * Only what is given changes. The brand dashboard adds the rest of the product's fields here.
 */
const stock = z.coerce
  .number({ error: 'invalid_number' })
  .int({ error: 'invalid_number' })
  .min(0, { error: 'invalid_number' })
  .max(1_000_000, { error: 'invalid_number' });

export const productChangesSchema = z.object({
  price: z.coerce
    .number({ error: 'invalid_number' })
    .refine(Number.isFinite, { error: 'invalid_number', abort: true })
    .min(0.01, { error: 'invalid_price' })
    .max(PRICE_MAX, { error: 'invalid_price' })
    .optional(),
  /** spec: a percentage from 0 to 100 */
  discountPrice: z.coerce
    .number({ error: 'invalid_number' })
    .refine(Number.isFinite, { error: 'invalid_number', abort: true })
    .min(0, { error: 'invalid_discount' })
    .max(100, { error: 'invalid_discount' })
    .optional(),
  quantity: stock.optional(),
  stockLevel: stock.optional(),
});
export type ProductChanges = z.output<typeof productChangesSchema>;
