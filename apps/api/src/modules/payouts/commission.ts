/**
 * The ledger's arithmetic (decision 027), in integer hundredths of a dinar; rates in hundredths of
 * a percent (10 % = 1000). Pure: the ledger's writes and the summaries use these, and so do the
 * unit tests.
 */

/** The commission rate when neither the brand nor its category has one: 10 %. */
export const DEFAULT_COMMISSION_RATE = 1000;

export type Amounts = { gross: number; commission: number; net: number };

/** gross × rate / 100 %, rounded half-up to the hundredth (half away from zero below 0). */
export function commissionOf(gross: number, rate: number): number {
  if (!Number.isSafeInteger(gross) || !Number.isSafeInteger(rate))
    throw new RangeError(`Not whole hundredths: ${gross} at ${rate}`);
  const sign = gross < 0 ? -1 : 1;
  const scaled = Math.abs(gross) * rate; // hundredths × hundredths of a percent
  return sign * Math.floor((scaled + 5000) / 10000) || 0;
}

/** A delivered part's sale: its amount due, Souk's commission, the brand's net. */
export function saleAmounts(gross: number, rate: number): Amounts {
  const commission = commissionOf(gross, rate);
  return { gross, commission, net: gross - commission };
}

/**
 * A refund of `amount` from a part whose earlier refunds came to `before` (gross refunded and
 * commission reversed, both as positive amounts). The commission reversed is that of everything
 * refunded so far less what was reversed already, so refunds made in pieces give back exactly the
 * sale's commission once the whole part is refunded.
 */
export function refundAmounts(
  amount: number,
  rate: number,
  before: { gross: number; commission: number },
): Amounts {
  const commission = commissionOf(before.gross + amount, rate) - before.commission;
  return { gross: -amount, commission: -commission, net: -(amount - commission) };
}

/** A part marked refunded: whatever of its sale is not reversed yet (zero when all of it is). */
export function closingAmounts(
  sale: { gross: number; commission: number },
  reversed: { gross: number; commission: number },
): Amounts {
  const gross = sale.gross - reversed.gross;
  const commission = sale.commission - reversed.commission;
  return { gross: -gross, commission: -commission, net: -(gross - commission) };
}

/** The sums of a brand's lines of one kind, split by whether the return window is still open. */
export type LedgerGroup = {
  kind: 'SALE' | 'REFUND' | 'PAYOUT';
  /** the line's return window is still open (its available_at is after now) */
  inWindow: boolean;
  gross: number;
  commission: number;
  net: number;
};

export type Balance = {
  balance: number;
  pending: number;
  available: number;
  paidOut: number;
  sales: number;
  commission: number;
};

/**
 * A brand's balance: Σ net of every line; pending: the net of sales and refunds whose return
 * window is still open (a payout is never pending); available: balance − pending; paid out: Σ
 * payouts; sales and commission: net of their reversals.
 */
export function summarise(groups: readonly LedgerGroup[]): Balance {
  let balance = 0;
  let pending = 0;
  let paidOut = 0;
  let sales = 0;
  let commission = 0;
  for (const group of groups) {
    balance += group.net;
    if (group.kind === 'PAYOUT') {
      paidOut -= group.net;
      continue;
    }
    if (group.inWindow) pending += group.net;
    sales += group.gross;
    commission += group.commission;
  }
  return { balance, pending, available: balance - pending, paidOut, sales, commission };
}

/** The end of the return window of a part delivered at `deliveredAt`. */
export function windowEnd(deliveredAt: Date, days: number): Date {
  return new Date(deliveredAt.getTime() + days * 24 * 60 * 60 * 1000);
}
