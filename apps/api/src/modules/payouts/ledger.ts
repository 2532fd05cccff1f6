import { and, asc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { RETURN_WINDOW_DAYS, type OrderStatus } from '@souk/shared/constants';
import { toCents } from '@souk/shared/money';
import { brandCategories, brands } from '../../db/schema/brands';
import { brandOrders, orders, refunds } from '../../db/schema/commerce';
import { ledgerEntries } from '../../db/schema/ledger';
import { runChunked } from '../../db/chunked';
import type { Database, Tx } from '../../db/client';
import { partWorth } from '../orders/part-amounts';
import {
  closingAmounts,
  DEFAULT_COMMISSION_RATE,
  refundAmounts,
  saleAmounts,
  windowEnd,
} from './commission';

/**
 * The ledger's writes (decision 027), each inside the caller's transaction. The order module calls
 * them where a part's status changes (order-changes.ts) and where a refund is recorded
 * (refunds.ts), with the order's row locked, so no two writes about one part cross. Each write
 * records only what is missing and the unique indexes refuse a second line: calling one twice is
 * harmless, and the demo seed and a database delivered before migration 0021 use the same
 * functions for every part at once.
 */

type Db = Database | Tx;

/** The rate in force for a brand: its own, else its category's, else the default (SQL). */
export const rateInForceSql = (
  brand: typeof brands,
  category: typeof brandCategories,
): SQL<string> =>
  sql<string>`coalesce(${brand.commissionRate}, ${category.commissionRate}, ${DEFAULT_COMMISSION_RATE / 100})::text`;

const DELIVERED_PARTS: OrderStatus[] = ['DELIVERED', 'COMPLETED', 'REFUNDED'];

/** A part's sale: the parts given (all when absent) that were delivered and have no SALE line. */
export async function recordSales(db: Db, brandOrderIds?: readonly number[]): Promise<void> {
  if (brandOrderIds?.length === 0) return;
  const parts = await db
    .select({
      id: brandOrders.id,
      brandId: brandOrders.brandId,
      orderNumber: orders.orderNumber,
      deliveredAt: brandOrders.deliveredDate,
      gross: sql<string>`${partWorth(brandOrders.id)}::text`,
      rate: rateInForceSql(brands, brandCategories),
    })
    .from(brandOrders)
    .innerJoin(orders, eq(orders.id, brandOrders.orderId))
    .innerJoin(brands, eq(brands.id, brandOrders.brandId))
    .leftJoin(brandCategories, eq(brandCategories.id, brands.brandCategoryId))
    .where(
      and(
        brandOrderIds ? inArray(brandOrders.id, [...brandOrderIds]) : undefined,
        inArray(brandOrders.status, DELIVERED_PARTS),
        isNotNull(brandOrders.deliveredDate),
        sql`not exists (select 1 from ${ledgerEntries} where ${ledgerEntries.brandOrderId} = ${brandOrders.id} and ${ledgerEntries.kind} = 'SALE')`,
      ),
    )
    .orderBy(asc(brandOrders.id));
  const lines = parts.map((part) => {
    const rate = toCents(part.rate);
    return {
      brandId: part.brandId,
      kind: 'SALE' as const,
      brandOrderId: part.id,
      orderNumber: part.orderNumber,
      ...saleAmounts(toCents(part.gross), rate),
      commissionRate: rate,
      availableAt: windowEnd(part.deliveredAt!, RETURN_WINDOW_DAYS),
      createdAt: part.deliveredAt!,
    };
  });
  await runChunked(lines, (chunk) => db.insert(ledgerEntries).values(chunk).onConflictDoNothing());
}

/** Each part's SALE line and what its REFUND lines reversed so far (positive amounts). */
async function partsLedger(db: Db, brandOrderIds: readonly number[]) {
  const rows = await db
    .select({
      brandOrderId: ledgerEntries.brandOrderId,
      kind: ledgerEntries.kind,
      gross: sql<string>`sum(${ledgerEntries.gross})::text`,
      commission: sql<string>`sum(${ledgerEntries.commission})::text`,
      rate: sql<string | null>`max(${ledgerEntries.commissionRate})::text`,
      availableAt: sql<string>`max(${ledgerEntries.availableAt})`,
      brandId: sql<number>`max(${ledgerEntries.brandId})`,
      orderNumber: sql<string | null>`max(${ledgerEntries.orderNumber})`,
    })
    .from(ledgerEntries)
    .where(
      and(
        inArray(ledgerEntries.brandOrderId, [...brandOrderIds]),
        inArray(ledgerEntries.kind, ['SALE', 'REFUND']),
      ),
    )
    .groupBy(ledgerEntries.brandOrderId, ledgerEntries.kind);
  const byPart = new Map<
    number,
    {
      brandId: number;
      orderNumber: string | null;
      rate: number;
      availableAt: Date;
      sale: { gross: number; commission: number };
      reversed: { gross: number; commission: number };
    }
  >();
  for (const row of rows.filter((r) => r.kind === 'SALE')) {
    byPart.set(row.brandOrderId!, {
      brandId: Number(row.brandId),
      orderNumber: row.orderNumber,
      rate: toCents(row.rate!),
      availableAt: new Date(row.availableAt),
      sale: { gross: toCents(row.gross), commission: toCents(row.commission) },
      reversed: { gross: 0, commission: 0 },
    });
  }
  for (const row of rows.filter((r) => r.kind === 'REFUND')) {
    const part = byPart.get(row.brandOrderId!);
    if (part) part.reversed = { gross: -toCents(row.gross), commission: -toCents(row.commission) };
  }
  return byPart;
}

/**
 * The reversal of each refund of a part (the refunds given, or every one) that has none yet, at
 * the rate of the part's sale (recorded first if it is missing). A refund with no part (a
 * settlement of refund due) never reached the ledger and records nothing.
 */
export async function recordRefundReversals(db: Db, refundIds?: readonly number[]): Promise<void> {
  if (refundIds?.length === 0) return;
  const pending = await db
    .select({
      id: refunds.id,
      brandOrderId: refunds.brandOrderId,
      amount: refunds.amount,
      createdAt: refunds.createdAt,
    })
    .from(refunds)
    .where(
      and(
        refundIds ? inArray(refunds.id, [...refundIds]) : undefined,
        isNotNull(refunds.brandOrderId),
        sql`not exists (select 1 from ${ledgerEntries} where ${ledgerEntries.refundId} = ${refunds.id})`,
      ),
    )
    .orderBy(asc(refunds.brandOrderId), asc(refunds.createdAt), asc(refunds.id));
  if (pending.length === 0) return;
  const partIds = [...new Set(pending.map((refund) => refund.brandOrderId!))];
  await recordSales(db, refundIds ? partIds : undefined);
  const ledger = await partsLedger(db, partIds);
  const lines = pending.flatMap((refund) => {
    const part = ledger.get(refund.brandOrderId!);
    if (!part) return []; // never delivered: nothing was earned, nothing to reverse
    const amounts = refundAmounts(refund.amount, part.rate, part.reversed);
    part.reversed = {
      gross: part.reversed.gross - amounts.gross,
      commission: part.reversed.commission - amounts.commission,
    };
    return [
      {
        brandId: part.brandId,
        kind: 'REFUND' as const,
        brandOrderId: refund.brandOrderId,
        refundId: refund.id,
        orderNumber: part.orderNumber,
        ...amounts,
        commissionRate: part.rate,
        availableAt: part.availableAt,
        createdAt: refund.createdAt,
      },
    ];
  });
  await runChunked(lines, (chunk) => db.insert(ledgerEntries).values(chunk).onConflictDoNothing());
}

/**
 * A part marked REFUNDED: whatever of its sale its refunds have not reversed is reversed now
 * (decision 015 lets a part be marked refunded once any refund is recorded; the rest of what the
 * customer paid becomes the order's refund due, and the brand no longer earns it).
 */
export async function recordClosings(db: Db, brandOrderIds?: readonly number[]): Promise<void> {
  if (brandOrderIds?.length === 0) return;
  const parts = await db
    .select({ id: brandOrders.id, refundedAt: brandOrders.refundedDate })
    .from(brandOrders)
    .leftJoin(
      ledgerEntries,
      and(
        eq(ledgerEntries.brandOrderId, brandOrders.id),
        eq(ledgerEntries.kind, 'REFUND'),
        isNull(ledgerEntries.refundId),
      ),
    )
    .where(
      and(
        brandOrderIds ? inArray(brandOrders.id, [...brandOrderIds]) : undefined,
        eq(brandOrders.status, 'REFUNDED'),
        isNull(ledgerEntries.id),
      ),
    );
  if (parts.length === 0) return;
  const ids = parts.map((part) => part.id);
  await recordSales(db, brandOrderIds ? ids : undefined);
  await recordRefundReversals(db, brandOrderIds ? await refundIdsOf(db, ids) : undefined);
  const ledger = await partsLedger(db, ids);
  const lines = parts.flatMap((part) => {
    const entry = ledger.get(part.id);
    if (!entry) return [];
    const amounts = closingAmounts(entry.sale, entry.reversed);
    if (amounts.gross === 0 && amounts.commission === 0) return [];
    return [
      {
        brandId: entry.brandId,
        kind: 'REFUND' as const,
        brandOrderId: part.id,
        orderNumber: entry.orderNumber,
        ...amounts,
        commissionRate: entry.rate,
        availableAt: entry.availableAt,
        createdAt: part.refundedAt ?? new Date(),
      },
    ];
  });
  await runChunked(lines, (chunk) => db.insert(ledgerEntries).values(chunk).onConflictDoNothing());
}

async function refundIdsOf(db: Db, brandOrderIds: readonly number[]): Promise<number[]> {
  const rows = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(inArray(refunds.brandOrderId, [...brandOrderIds]));
  return rows.map((row) => row.id);
}

/**
 * What a change of these parts' status means for the ledger: a delivery records the sale, a move
 * to REFUNDED reverses what is left of it. Called by order-changes.ts inside its transaction.
 */
export async function recordPartsMoved(
  tx: Tx,
  brandOrderIds: readonly number[],
  to: OrderStatus,
): Promise<void> {
  if (to === 'DELIVERED' || to === 'COMPLETED') await recordSales(tx, brandOrderIds);
  if (to === 'REFUNDED') await recordClosings(tx, brandOrderIds);
}

/** A refund was recorded (refunds.ts, in its transaction): its reversal, if it is a part's. */
export async function recordRefundRecorded(
  tx: Tx,
  refund: { id: number; brandOrderId: number | null },
): Promise<void> {
  if (refund.brandOrderId !== null) await recordRefundReversals(tx, [refund.id]);
}

/** Every line missing (the demo seed, a database with deliveries from before the ledger). */
export async function recordMissingLedger(db: Db): Promise<void> {
  await recordSales(db);
  await recordRefundReversals(db);
  await recordClosings(db);
}
