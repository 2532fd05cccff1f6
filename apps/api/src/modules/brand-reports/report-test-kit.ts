import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brandOrders, orderItems, orders } from '../../db/schema/commerce';

/**
 * What the brand's and the admin's report tests (brand-reports.test.ts, admin-reports.test.ts)
 * share: the fixed "now" they read the dated reports at, and orders moved to chosen dates.
 */

/** 15 June 2026, 11:00 in Tunis. */
export const REPORT_NOW = new Date('2026-06-15T10:00:00Z');

/** Moves an order, its parts and items to `at` (as if placed then). */
export async function dateOrder(db: Database, orderId: number, at: string): Promise<void> {
  const when = new Date(at);
  await db.update(orders).set({ orderDate: when, createdAt: when }).where(eq(orders.id, orderId));
  await db.update(brandOrders).set({ createdAt: when }).where(eq(brandOrders.orderId, orderId));
  await db.update(orderItems).set({ createdAt: when }).where(eq(orderItems.orderId, orderId));
}
