import { and, count, desc, eq, sql } from 'drizzle-orm';
import { toPage, type Page } from '@souk/shared/api';
import type { Language } from '@souk/shared/constants';
import { centsToNumber, discountedCents, toCents } from '@souk/shared/money';
import type { Alert, PriceAlert } from '@souk/shared/responses/alerts';
import type {
  AlertListQuery,
  AlertType,
  CreatePriceAlert,
  UpdatePriceAlert,
} from '@souk/shared/schemas/alerts';
import { products } from '../../db/schema/catalogue';
import { alerts, orders, priceAlerts } from '../../db/schema/commerce';
import type { Database, Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { assertPublicProduct } from '../products/service';
import { priceAlertSet, productStateColumns } from './triggers';
import { alertText } from './texts';

/**
 * A customer's alerts and price alerts (storefront §2 "Alerts"; decision 011). Every function
 * takes the caller's own id: another customer's alert is a 404, never their data.
 */

const alertRow = {
  id: alerts.id,
  type: alerts.type,
  title: alerts.title,
  message: alerts.message,
  details: alerts.details,
  isRead: alerts.isRead,
  createdAt: alerts.createdAt,
  productId: alerts.productId,
  productName: products.name,
  imageUrl: products.imageUrl,
  orderId: alerts.orderId,
  orderNumber: orders.orderNumber,
};

function selectAlerts(db: Database) {
  return db
    .select(alertRow)
    .from(alerts)
    .leftJoin(products, eq(products.id, alerts.productId))
    .leftJoin(orders, eq(orders.id, alerts.orderId));
}

type AlertRow = Awaited<ReturnType<ReturnType<typeof selectAlerts>['execute']>>[number];

function toAlert(row: AlertRow, language: Language): Alert {
  const type = row.type as AlertType;
  const text = alertText(
    type,
    row.details,
    language,
    { title: row.title, message: row.message },
    row.productName,
  );
  return {
    id: row.id,
    type,
    title: text.title,
    message: text.message,
    time: row.createdAt.toISOString(),
    product: row.productName ?? row.details.productName ?? null,
    productId: row.productId,
    imageUrl: row.imageUrl,
    orderId: row.orderId,
    orderNumber: row.orderNumber ?? row.details.orderNumber ?? null,
    isRead: row.isRead,
  };
}

/** The caller's alerts, newest first, of one type or all. */
export async function listAlerts(
  db: Database,
  userId: number,
  query: AlertListQuery,
  language: Language,
): Promise<Page<Alert>> {
  const where = and(
    eq(alerts.userId, userId),
    query.type ? eq(alerts.type, query.type) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectAlerts(db)
      .where(where)
      .orderBy(desc(alerts.createdAt), desc(alerts.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(alerts).where(where),
  ]);
  return toPage(
    rows.map((row) => toAlert(row, language)),
    total?.n ?? 0,
    query.page,
    query.size,
  );
}

export async function countUnreadAlerts(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(alerts)
    .where(and(eq(alerts.userId, userId), eq(alerts.isRead, false)));
  return row?.n ?? 0;
}

export async function markAlertRead(
  db: Database,
  userId: number,
  id: number,
  language: Language,
): Promise<Alert> {
  const marked = await db
    .update(alerts)
    .set({ isRead: true })
    .where(and(eq(alerts.id, id), eq(alerts.userId, userId)))
    .returning({ id: alerts.id });
  if (marked.length === 0) throw new AppError('not_found');
  const [row] = await selectAlerts(db).where(eq(alerts.id, id));
  return toAlert(row!, language);
}

/** Marks every alert of the caller read; answers how many were unread. */
export async function markAllAlertsRead(db: Database, userId: number): Promise<number> {
  const marked = await db
    .update(alerts)
    .set({ isRead: true })
    .where(and(eq(alerts.userId, userId), eq(alerts.isRead, false)))
    .returning({ id: alerts.id });
  return marked.length;
}

export async function deleteAlert(db: Database, userId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(alerts)
    .where(and(eq(alerts.id, id), eq(alerts.userId, userId)))
    .returning({ id: alerts.id });
  if (deleted.length === 0) throw new AppError('not_found');
}

// ---------- price alerts ----------

const priceAlertRow = {
  id: priceAlerts.id,
  productId: priceAlerts.productId,
  targetPrice: priceAlerts.targetPrice,
  active: priceAlerts.active,
  triggeredAt: priceAlerts.triggeredAt,
  createdAt: priceAlerts.createdAt,
  productName: products.name,
  image: products.imageUrl,
  price: products.price,
  discountPrice: products.discountPrice,
};

function selectPriceAlerts(db: Database | Tx) {
  return db
    .select(priceAlertRow)
    .from(priceAlerts)
    .innerJoin(products, eq(products.id, priceAlerts.productId));
}

type PriceAlertRow = Awaited<ReturnType<ReturnType<typeof selectPriceAlerts>['execute']>>[number];

function toPriceAlert(row: PriceAlertRow): PriceAlert {
  return {
    id: row.id,
    productId: row.productId,
    productName: row.productName,
    image: row.image,
    currentPrice: centsToNumber(discountedCents(row.price, row.discountPrice)),
    targetPrice: centsToNumber(row.targetPrice),
    active: row.active,
    triggeredAt: row.triggeredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The caller's active price alerts, newest first. */
export async function listPriceAlerts(db: Database, userId: number): Promise<PriceAlert[]> {
  const rows = await selectPriceAlerts(db)
    .where(and(eq(priceAlerts.userId, userId), eq(priceAlerts.active, true)))
    .orderBy(desc(priceAlerts.createdAt), desc(priceAlerts.id));
  return rows.map(toPriceAlert);
}

async function productState(tx: Tx, productId: number) {
  const [product] = await tx
    .select(productStateColumns)
    .from(products)
    .where(eq(products.id, productId));
  return product!;
}

/**
 * Sets the caller's price alert on a public product: one per product, so a second one changes
 * the target (and watches again). A target the price already reaches fires at once.
 */
export async function setPriceAlert(
  db: Database,
  userId: number,
  input: CreatePriceAlert,
): Promise<{ priceAlert: PriceAlert; created: boolean }> {
  await assertPublicProduct(db, input.productId);
  const targetPrice = toCents(input.targetPrice);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: priceAlerts.id })
      .from(priceAlerts)
      .where(and(eq(priceAlerts.userId, userId), eq(priceAlerts.productId, input.productId)))
      .for('update');
    const [saved] = await tx
      .insert(priceAlerts)
      .values({ userId, productId: input.productId, targetPrice })
      .onConflictDoUpdate({
        target: [priceAlerts.userId, priceAlerts.productId],
        set: { targetPrice, active: true, triggeredAt: null, createdAt: sql`now()` },
      })
      .returning({ id: priceAlerts.id });
    await priceAlertSet(tx, userId, await productState(tx, input.productId));
    const [row] = await selectPriceAlerts(tx).where(eq(priceAlerts.id, saved!.id));
    return { priceAlert: toPriceAlert(row!), created: !existing };
  });
}

/**
 * Changes the target of the caller's price alert (and watches again). spec: storefront §5 —
 * editing a target ignores 0 or less: the alert is answered unchanged.
 */
export async function updatePriceAlert(
  db: Database,
  userId: number,
  id: number,
  input: UpdatePriceAlert,
): Promise<{ priceAlert: PriceAlert; changed: boolean }> {
  return db.transaction(async (tx) => {
    const [own] = await tx
      .select({ id: priceAlerts.id, productId: priceAlerts.productId })
      .from(priceAlerts)
      .where(and(eq(priceAlerts.id, id), eq(priceAlerts.userId, userId)))
      .for('update');
    if (!own) throw new AppError('not_found');
    const targetPrice = toCents(input.targetPrice);
    const changed = targetPrice > 0;
    if (changed) {
      await tx
        .update(priceAlerts)
        .set({ targetPrice, active: true, triggeredAt: null })
        .where(eq(priceAlerts.id, id));
      await priceAlertSet(tx, userId, await productState(tx, own.productId));
    }
    const [row] = await selectPriceAlerts(tx).where(eq(priceAlerts.id, id));
    return { priceAlert: toPriceAlert(row!), changed };
  });
}

export async function deletePriceAlert(db: Database, userId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(priceAlerts)
    .where(and(eq(priceAlerts.id, id), eq(priceAlerts.userId, userId)))
    .returning({ id: priceAlerts.id });
  if (deleted.length === 0) throw new AppError('not_found');
}
