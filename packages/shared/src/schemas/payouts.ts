import { z } from 'zod';
import { pageField, pageSizeField } from '../api';
import { PRICE_MAX } from './alerts';
import { idField, ribField, taxIdField, textField } from '../validation';

/** What the ledger and payout calls take (decision 027). */

export const ledgerQuerySchema = z.object({ page: pageField, size: pageSizeField(20) });
export type LedgerQuery = z.output<typeof ledgerQuerySchema>;

export const brandIdParams = z.object({ brandId: idField });

/** A whole number of hundredths: 12.5 and 12.50 pass, 12.505 does not. */
const hundredths = (amount: number) => Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6;

/** A percentage written out: digits, with at most two decimals ("10", "12.5", "7.25"). */
const RATE_TEXT = /^\d{1,3}(?:\.\d{1,2})?$/;

/**
 * A percentage from 0 to 100 with at most two decimals, as a number or its text. An empty or
 * blank text, true or anything else is refused, never read as 0 (issue 30's review: a cleared
 * field saved a 0 % commission).
 */
export const commissionRateField = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(RATE_TEXT, { error: 'invalid_commission_rate' })
        .transform((text) => Number(text)),
    ],
    { error: 'invalid_commission_rate' },
  )
  .pipe(
    z
      .number()
      .refine(Number.isFinite, { error: 'invalid_commission_rate', abort: true })
      .min(0, { error: 'invalid_commission_rate' })
      .max(100, { error: 'invalid_commission_rate' })
      .refine(hundredths, { error: 'invalid_commission_rate' }),
  );

/** PATCH /admin/brand-categories/{id}/commission-rate. */
export const categoryRateSchema = z.object({ commissionRate: commissionRateField });
export type CategoryRateInput = z.input<typeof categoryRateSchema>;

/** PATCH /admin/brands/{brandId}/commission-rate: null gives the brand its category's rate again. */
export const brandRateSchema = z.object({ commissionRate: commissionRateField.nullable() });
export type BrandRateInput = z.input<typeof brandRateSchema>;

/** Today's date in Tunis (UTC+1, no daylight saving), YYYY-MM-DD. */
export function tunisToday(now = new Date()): string {
  return new Date(now.getTime() + 60 * 60 * 1000).toISOString().slice(0, 10);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day, YYYY-MM-DD, that exists and is not after today in Tunis. */
export const payoutDateField = z
  .string({ error: 'invalid_payout_date' })
  .trim()
  .refine(
    (day) =>
      DAY.test(day) &&
      new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day &&
      day <= tunisToday() &&
      day >= '2000-01-01',
    { error: 'invalid_payout_date' },
  );

/** POST /admin/brands/{brandId}/payouts: the amount in dinar, the transfer's reference, its day. */
export const recordPayoutSchema = z.object({
  amount: z.coerce
    .number({ error: 'invalid_payout_amount' })
    .refine(Number.isFinite, { error: 'invalid_payout_amount', abort: true })
    .min(0.01, { error: 'invalid_payout_amount' })
    .max(PRICE_MAX, { error: 'invalid_payout_amount' })
    .refine(hundredths, { error: 'invalid_payout_amount' }),
  bankReference: textField(100).min(1, { error: 'required' }),
  paidAt: payoutDateField,
});
export type RecordPayoutInput = z.input<typeof recordPayoutSchema>;
export type RecordPayout = z.output<typeof recordPayoutSchema>;

/** PUT /brands/{brandId}/bank-details: both required, stored normalised. */
export const bankDetailsSchema = z.object({ rib: ribField, taxId: taxIdField });
export type BankDetailsInput = z.input<typeof bankDetailsSchema>;
