import { z } from 'zod';
import { pagingQuerySchema } from '../api';
import {
  RETURN_ACTIONS,
  RETURN_NOTE_MAX,
  RETURN_REASONS,
  RETURN_REFUSAL_MAX,
  RETURN_STATUSES,
} from '../constants';
import { idField, textField } from '../validation';

/** What the return calls take (issue 30, decision 026). */

/** The most lines one request may name (an order has far fewer). */
export const RETURN_LINES_MAX = 100;

const quantityField = z.coerce
  .number({ error: 'invalid_quantity' })
  .int({ error: 'invalid_quantity' })
  .min(1, { error: 'invalid_quantity' })
  .max(10_000, { error: 'invalid_quantity' });

/**
 * POST /orders/{id}/returns: which items (each named once) and how many of each, a reason from
 * the list and an optional note. Items of several brands make one request per brand part.
 */
export const createReturnSchema = z.object({
  items: z
    .array(z.object({ orderItemId: idField, quantity: quantityField }), {
      error: 'return_items_required',
    })
    .min(1, { error: 'return_items_required' })
    .max(RETURN_LINES_MAX, { error: 'too_many_values' })
    .refine((items) => new Set(items.map((item) => item.orderItemId)).size === items.length, {
      error: 'invalid_value',
    }),
  reason: z.enum(RETURN_REASONS, { error: 'return_reason_required' }),
  note: textField(RETURN_NOTE_MAX, { multiline: true })
    .optional()
    .nullable()
    .transform((note) => note || null),
});
export type CreateReturn = z.output<typeof createReturnSchema>;
export type CreateReturnInput = z.input<typeof createReturnSchema>;

/** PATCH /returns/{id}: accept, refuse (a reason is required) or mark the goods received. */
export const returnDecisionSchema = z
  .object({
    action: z.enum(RETURN_ACTIONS, { error: 'invalid_value' }),
    refusalReason: textField(RETURN_REFUSAL_MAX, { multiline: true }).optional().nullable(),
  })
  .superRefine((input, check) => {
    if (input.action === 'refuse' && !input.refusalReason)
      check.addIssue({
        code: 'custom',
        path: ['refusalReason'],
        message: 'refusal_reason_required',
      });
  });
export type ReturnDecision = z.output<typeof returnDecisionSchema>;

/** GET /brands/{brandId}/returns and GET /admin/returns: newest first, one status or all. */
export const returnsQuerySchema = pagingQuerySchema.extend({
  status: textField(20)
    .transform((status) => status.toUpperCase())
    .pipe(z.enum(RETURN_STATUSES, { error: 'invalid_value' }))
    .optional(),
});
export type ReturnsQuery = z.output<typeof returnsQuerySchema>;

export const brandReturnsParams = z.object({ brandId: idField });
