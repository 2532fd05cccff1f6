import { z } from 'zod';
import { pageOf } from '../api';

/**
 * What the ledger and payout calls answer (decision 027). Amounts are in dinar with at most two
 * decimals; rates are percentages (12.5 = 12.5 %).
 */

export const LEDGER_KINDS = ['SALE', 'REFUND', 'PAYOUT'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** Where the rate in force comes from: the brand's own, its category's, or the default 10 %. */
export const RATE_SOURCES = ['BRAND', 'CATEGORY', 'DEFAULT'] as const;

/** A brand's money with Souk, now. */
export const payoutSummarySchema = z.object({
  brandId: z.number().int(),
  brandName: z.string(),
  /** Σ net of every line: what Souk owes the brand */
  balance: z.number(),
  /** net of sales (and their refunds) still inside the 30-day return window */
  pending: z.number(),
  /** balance − pending: what may be paid out now (below 0 when refunds exceed it) */
  available: z.number(),
  /** Σ payouts */
  paidOut: z.number(),
  /** Σ gross of sales less refunds (what customers paid for the brand's goods and kept) */
  sales: z.number(),
  /** Σ commission kept by Souk, net of reversals */
  commission: z.number(),
  commissionRate: z.number(),
  rateSource: z.enum(RATE_SOURCES),
  /** the brand's own override, if any */
  brandCommissionRate: z.number().nullable(),
  /** a RIB and a tax identification number are on file: a payout may be recorded */
  hasBankDetails: z.boolean(),
  lastPayoutAt: z.string().nullable(),
});
export type PayoutSummary = z.infer<typeof payoutSummarySchema>;

/** One line of a brand's statement. */
export const ledgerLineSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LEDGER_KINDS),
  createdAt: z.string(),
  orderId: z.number().int().nullable(),
  orderNumber: z.string().nullable(),
  gross: z.number(),
  commission: z.number(),
  net: z.number(),
  commissionRate: z.number().nullable(),
  /** when the line's net stops being pending (sales and refunds) */
  availableAt: z.string().nullable(),
  pending: z.boolean(),
  /** payouts: the bank transfer's reference and its date (YYYY-MM-DD) */
  bankReference: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type LedgerLine = z.infer<typeof ledgerLineSchema>;

export const ledgerPageSchema = pageOf(ledgerLineSchema);
export type LedgerPage = z.infer<typeof ledgerPageSchema>;

/** A payout as recorded. */
export const payoutSchema = z.object({
  id: z.number().int(),
  brandId: z.number().int(),
  amount: z.number(),
  bankReference: z.string(),
  rib: z.string(),
  paidAt: z.string(),
  createdAt: z.string(),
});
export type Payout = z.infer<typeof payoutSchema>;

/** The brand's bank details, as its settings show them (null: not given yet). */
export const bankDetailsSchema = z.object({
  rib: z.string().nullable(),
  taxId: z.string().nullable(),
});
export type BankDetails = z.infer<typeof bankDetailsSchema>;

/** The admin's overview: every brand's summary with its bank details. */
export const adminPayoutRowSchema = payoutSummarySchema.extend({
  brandCategoryId: z.number().int().nullable(),
  enabled: z.boolean(),
  rib: z.string().nullable(),
  taxId: z.string().nullable(),
});
export type AdminPayoutRow = z.infer<typeof adminPayoutRowSchema>;

/** The commission rate of each brand category. */
export const categoryRateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameTranslations: z.object({ fr: z.string().optional(), ar: z.string().optional() }),
  commissionRate: z.number(),
});
export type CategoryRate = z.infer<typeof categoryRateSchema>;

export const adminPayoutsSchema = z.object({
  brands: z.array(adminPayoutRowSchema),
  categories: z.array(categoryRateSchema),
  defaultRate: z.number(),
  totals: z.object({
    balance: z.number(),
    pending: z.number(),
    available: z.number(),
    paidOut: z.number(),
    commission: z.number(),
  }),
});
export type AdminPayouts = z.infer<typeof adminPayoutsSchema>;
