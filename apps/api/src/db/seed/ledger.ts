import { eq } from 'drizzle-orm';
import { brands } from '../schema/brands';
import type { Tx } from '../client';
import { recordMissingLedger } from '../../modules/payouts/ledger';
import { getPayoutSummary, recordPayout } from '../../modules/payouts/service';
import type { BrandRef } from './catalogue';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A valid RIB (decision 027) from 18 digits: the key makes the whole number divisible by 97. */
export function ribOf(first18: string): string {
  const key = 97 - Number((BigInt(first18) * 100n) % 97n);
  return `${first18}${String(key).padStart(2, '0')}`;
}

/**
 * The demo's ledger and payouts (decision 027), by the rules the live app follows: the ledger of
 * every delivered, completed and refunded part and of its recorded refunds; bank details for the
 * enabled brands; and, a week ago, a payout to the demo brand and to one other, of part of what
 * each had available then.
 */
export async function seedLedger(
  tx: Tx,
  now: Date,
  refs: { adminId: number; brands: readonly BrandRef[] },
): Promise<void> {
  const enabled = refs.brands.filter((brand) => brand.enabled);
  for (const [index, brand] of enabled.entries()) {
    const bank = String(10 + (index % 8) * 3).padStart(2, '0');
    await tx
      .update(brands)
      .set({
        rib: ribOf(
          `${bank}${String(100 + index).padStart(3, '0')}${String(4_000_000_000_000 + brand.id * 7919)}`,
        ),
        taxId: `${String(1_000_000 + brand.id * 104_729).slice(-7)}${'ABCDEFGHJ'[index % 9]}/A/M/000`,
      })
      .where(eq(brands.id, brand.id));
  }
  await recordMissingLedger(tx);
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const paid = [enabled.find((brand) => brand.isDemo), enabled.find((brand) => !brand.isDemo)];
  for (const [index, brand] of paid.entries()) {
    if (!brand) continue;
    const { available } = await getPayoutSummary(tx, brand.id, weekAgo);
    const amount = Math.floor(available * 0.8);
    if (amount <= 0) continue;
    await recordPayout(
      tx,
      brand.id,
      {
        amount,
        bankReference: `VIR-${weekAgo.getUTCFullYear()}-${String(index + 1).padStart(4, '0')}`,
        paidAt: weekAgo.toISOString().slice(0, 10),
      },
      refs.adminId,
      weekAgo,
    );
  }
}
