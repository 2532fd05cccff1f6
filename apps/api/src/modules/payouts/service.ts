import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { toPage } from '@souk/shared/api';
import { centsToDecimal, centsToNumber, toCents } from '@souk/shared/money';
import type {
  AdminPayouts,
  BankDetails,
  CategoryRate,
  LedgerLine,
  LedgerPage,
  Payout,
  PayoutSummary,
} from '@souk/shared/responses/payouts';
import type { LedgerQuery, RecordPayout } from '@souk/shared/schemas/payouts';
import { brandCategories, brands } from '../../db/schema/brands';
import { brandOrders } from '../../db/schema/commerce';
import { ledgerEntries, payouts } from '../../db/schema/ledger';
import type { Database, Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { DEFAULT_COMMISSION_RATE, summarise, type Balance, type LedgerGroup } from './commission';
import { rateInForceSql } from './ledger';

/**
 * Brands' balances, statements and payouts (decision 027). Every function takes the brand the
 * route resolved: the auth plugin has already refused another brand's id (config.owner).
 */

type Db = Database | Tx;

const percentOf = (hundredths: number) => centsToNumber(hundredths);

/** The sums of each brand's lines by kind and window (every brand when `brandIds` is absent). */
async function ledgerGroups(db: Db, now: Date, brandIds?: readonly number[]) {
  const inWindow = sql<boolean>`(${ledgerEntries.kind} <> 'PAYOUT' and ${ledgerEntries.availableAt} > ${now.toISOString()}::timestamptz)`;
  const rows = await db
    .select({
      brandId: ledgerEntries.brandId,
      kind: ledgerEntries.kind,
      inWindow,
      gross: sql<string>`sum(${ledgerEntries.gross})::text`,
      commission: sql<string>`sum(${ledgerEntries.commission})::text`,
      net: sql<string>`sum(${ledgerEntries.net})::text`,
    })
    .from(ledgerEntries)
    .where(brandIds ? inArray(ledgerEntries.brandId, [...brandIds]) : undefined)
    // by position: the window's condition carries a parameter, written twice it would not match
    .groupBy(sql.raw('1, 2, 3'));
  const byBrand = new Map<number, LedgerGroup[]>();
  for (const row of rows) {
    const list = byBrand.get(row.brandId) ?? [];
    list.push({
      kind: row.kind,
      inWindow: Boolean(row.inWindow),
      gross: toCents(row.gross),
      commission: toCents(row.commission),
      net: toCents(row.net),
    });
    byBrand.set(row.brandId, list);
  }
  return byBrand;
}

/** Each brand with its rate in force and where the rate comes from. */
async function brandRows(db: Db, brandIds?: readonly number[]) {
  return db
    .select({
      id: brands.id,
      name: brands.name,
      enabled: brands.enabled,
      anonymisedAt: brands.anonymisedAt,
      brandCategoryId: brands.brandCategoryId,
      rib: brands.rib,
      taxId: brands.taxId,
      brandRate: brands.commissionRate,
      categoryRate: brandCategories.commissionRate,
      rate: rateInForceSql(brands, brandCategories),
      lastPayoutAt: sql<
        string | null
      >`(select max(${payouts.paidAt})::text from ${payouts} where ${payouts.brandId} = ${brands.id})`,
    })
    .from(brands)
    .leftJoin(brandCategories, eq(brandCategories.id, brands.brandCategoryId))
    .where(brandIds ? inArray(brands.id, [...brandIds]) : undefined)
    .orderBy(asc(brands.name));
}

type BrandRow = Awaited<ReturnType<typeof brandRows>>[number];

function summaryOf(brand: BrandRow, balance: Balance): PayoutSummary {
  return {
    brandId: brand.id,
    brandName: brand.name,
    balance: centsToNumber(balance.balance),
    pending: centsToNumber(balance.pending),
    available: centsToNumber(balance.available),
    paidOut: centsToNumber(balance.paidOut),
    sales: centsToNumber(balance.sales),
    commission: centsToNumber(balance.commission),
    commissionRate: percentOf(toCents(brand.rate)),
    rateSource:
      brand.brandRate !== null ? 'BRAND' : brand.categoryRate !== null ? 'CATEGORY' : 'DEFAULT',
    brandCommissionRate: brand.brandRate === null ? null : percentOf(brand.brandRate),
    hasBankDetails: Boolean(brand.rib && brand.taxId),
    lastPayoutAt: brand.lastPayoutAt,
  };
}

/** GET /brands/{brandId}/payouts/summary. */
export async function getPayoutSummary(
  db: Db,
  brandId: number,
  now = new Date(),
): Promise<PayoutSummary> {
  const [brand] = await brandRows(db, [brandId]);
  if (!brand) throw new AppError('brand_not_found');
  const groups = (await ledgerGroups(db, now, [brandId])).get(brandId) ?? [];
  return summaryOf(brand, summarise(groups));
}

function lineView(
  row: typeof ledgerEntries.$inferSelect & {
    orderId: number | null;
    bankReference: string | null;
    paidAt: string | null;
  },
  now: Date,
): LedgerLine {
  const dated = row.kind !== 'PAYOUT';
  return {
    id: row.id,
    kind: row.kind,
    createdAt: row.createdAt.toISOString(),
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    gross: centsToNumber(row.gross),
    commission: centsToNumber(row.commission),
    net: centsToNumber(row.net),
    commissionRate: row.commissionRate === null ? null : percentOf(row.commissionRate),
    availableAt: dated ? row.availableAt.toISOString() : null,
    pending: dated && row.availableAt.getTime() > now.getTime(),
    bankReference: row.bankReference,
    paidAt: row.paidAt,
  };
}

/** The statement's lines, newest first. */
async function ledgerLines(db: Db, brandId: number, limit: number, offset: number, now: Date) {
  const rows = await db
    .select({
      id: ledgerEntries.id,
      brandId: ledgerEntries.brandId,
      kind: ledgerEntries.kind,
      brandOrderId: ledgerEntries.brandOrderId,
      refundId: ledgerEntries.refundId,
      payoutId: ledgerEntries.payoutId,
      orderNumber: ledgerEntries.orderNumber,
      gross: ledgerEntries.gross,
      commission: ledgerEntries.commission,
      net: ledgerEntries.net,
      commissionRate: ledgerEntries.commissionRate,
      availableAt: ledgerEntries.availableAt,
      createdAt: ledgerEntries.createdAt,
      orderId: brandOrders.orderId,
      bankReference: payouts.bankReference,
      paidAt: payouts.paidAt,
    })
    .from(ledgerEntries)
    .leftJoin(brandOrders, eq(brandOrders.id, ledgerEntries.brandOrderId))
    .leftJoin(payouts, eq(payouts.id, ledgerEntries.payoutId))
    .where(eq(ledgerEntries.brandId, brandId))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => lineView(row, now));
}

/** GET /brands/{brandId}/ledger: a page of the statement, newest first. */
export async function listLedger(
  db: Db,
  brandId: number,
  query: LedgerQuery,
  now = new Date(),
): Promise<LedgerPage> {
  await assertBrand(db, brandId);
  const [total] = await db
    .select({ n: count() })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.brandId, brandId));
  const content = await ledgerLines(db, brandId, query.size, query.page * query.size, now);
  return toPage(content, total?.n ?? 0, query.page, query.size);
}

/** The most lines one CSV holds (years of a busy brand's statement). */
export const CSV_LINES_MAX = 50_000;

/** Every line of the statement for the CSV, newest first. */
export async function allLedgerLines(db: Db, brandId: number, now = new Date()) {
  await assertBrand(db, brandId);
  return ledgerLines(db, brandId, CSV_LINES_MAX, 0, now);
}

async function assertBrand(db: Db, brandId: number): Promise<{ name: string }> {
  const [brand] = await db.select({ name: brands.name }).from(brands).where(eq(brands.id, brandId));
  if (!brand) throw new AppError('brand_not_found');
  return brand;
}

/** GET /admin/payouts: every brand's balance (a removed brand only while it has ledger lines). */
export async function listAdminPayouts(db: Db, now = new Date()): Promise<AdminPayouts> {
  const groups = await ledgerGroups(db, now);
  const rows = await brandRows(db);
  const brandsShown = rows.filter((brand) => groups.has(brand.id) || !brand.anonymisedAt);
  const summaries = brandsShown.map((brand) => ({
    ...summaryOf(brand, summarise(groups.get(brand.id) ?? [])),
    brandCategoryId: brand.brandCategoryId,
    enabled: brand.enabled,
    rib: brand.rib,
    taxId: brand.taxId,
  }));
  const total = (field: 'balance' | 'pending' | 'available' | 'paidOut' | 'commission') =>
    centsToNumber(summaries.reduce((sum, row) => sum + toCents(row[field]), 0));
  return {
    brands: summaries,
    categories: await categoryRates(db),
    defaultRate: percentOf(DEFAULT_COMMISSION_RATE),
    totals: {
      balance: total('balance'),
      pending: total('pending'),
      available: total('available'),
      paidOut: total('paidOut'),
      commission: total('commission'),
    },
  };
}

async function categoryRates(db: Db): Promise<CategoryRate[]> {
  const rows = await db
    .select({
      id: brandCategories.id,
      name: brandCategories.name,
      nameTranslations: brandCategories.nameTranslations,
      commissionRate: brandCategories.commissionRate,
    })
    .from(brandCategories)
    .orderBy(asc(brandCategories.name));
  return rows.map((row) => ({ ...row, commissionRate: percentOf(row.commissionRate) }));
}

/** PATCH /admin/brand-categories/{id}/commission-rate: later sales of its brands use it. */
export async function setCategoryRate(
  db: Db,
  categoryId: number,
  rate: number,
): Promise<CategoryRate> {
  const [row] = await db
    .update(brandCategories)
    .set({ commissionRate: toCents(rate) })
    .where(eq(brandCategories.id, categoryId))
    .returning({ id: brandCategories.id });
  if (!row) throw new AppError('not_found');
  return (await categoryRates(db)).find((category) => category.id === categoryId)!;
}

/** PATCH /admin/brands/{brandId}/commission-rate: the brand's own rate, or null for its category's. */
export async function setBrandRate(
  db: Db,
  brandId: number,
  rate: number | null,
): Promise<PayoutSummary> {
  const [row] = await db
    .update(brands)
    .set({ commissionRate: rate === null ? null : toCents(rate), updatedAt: new Date() })
    .where(and(eq(brands.id, brandId), isNull(brands.anonymisedAt)))
    .returning({ id: brands.id });
  if (!row) throw new AppError('brand_not_found');
  return getPayoutSummary(db, brandId);
}

/** GET /brands/{brandId}/bank-details. */
export async function getBankDetails(db: Db, brandId: number): Promise<BankDetails> {
  const [brand] = await db
    .select({ rib: brands.rib, taxId: brands.taxId })
    .from(brands)
    .where(eq(brands.id, brandId));
  if (!brand) throw new AppError('brand_not_found');
  return brand;
}

/** PUT /brands/{brandId}/bank-details: both given, already normalised by the schema. */
export async function setBankDetails(
  db: Db,
  brandId: number,
  details: { rib: string; taxId: string },
): Promise<BankDetails> {
  const [brand] = await db
    .update(brands)
    .set({ rib: details.rib, taxId: details.taxId, updatedAt: new Date() })
    .where(and(eq(brands.id, brandId), isNull(brands.anonymisedAt)))
    .returning({ rib: brands.rib, taxId: brands.taxId });
  if (!brand) throw new AppError('brand_not_found');
  return brand;
}

export type RecordedPayout = { payout: Payout; brandName: string };

/**
 * POST /admin/brands/{brandId}/payouts. The brand's row is locked (FOR NO KEY UPDATE: payouts of
 * one brand wait for each other, while deliveries writing its ledger lines do not wait) before its
 * balance is read, so two payouts together can never take more than was available.
 */
export async function recordPayout(
  db: Database | Tx,
  brandId: number,
  input: RecordPayout,
  recordedBy: number,
  now = new Date(),
): Promise<RecordedPayout> {
  return db.transaction(async (tx) => {
    const [brand] = await tx
      .select({ id: brands.id, name: brands.name, rib: brands.rib, taxId: brands.taxId })
      .from(brands)
      .where(eq(brands.id, brandId))
      .for('no key update');
    if (!brand) throw new AppError('brand_not_found');
    if (!brand.rib || !brand.taxId) throw new AppError('payout_details_missing');
    const amount = toCents(input.amount);
    const { available } = summarise((await ledgerGroups(tx, now, [brandId])).get(brandId) ?? []);
    if (amount > available)
      throw AppError.withValues(
        'payout_exceeds_available',
        { max: centsToDecimal(Math.max(available, 0)) },
        { amount: 'payout_exceeds_available' },
      );
    const [payout] = await tx
      .insert(payouts)
      .values({
        brandId,
        amount,
        bankReference: input.bankReference,
        rib: brand.rib,
        paidAt: input.paidAt,
        recordedBy,
        createdAt: now,
      })
      .returning();
    await tx.insert(ledgerEntries).values({
      brandId,
      kind: 'PAYOUT',
      payoutId: payout!.id,
      gross: 0,
      commission: 0,
      net: -amount,
      availableAt: now,
      createdAt: now,
    });
    return { payout: payoutView(payout!), brandName: brand.name };
  });
}

export function payoutView(row: typeof payouts.$inferSelect): Payout {
  return {
    id: row.id,
    brandId: row.brandId,
    amount: centsToNumber(row.amount),
    bankReference: row.bankReference,
    rib: row.rib,
    paidAt: row.paidAt,
    createdAt: row.createdAt.toISOString(),
  };
}
