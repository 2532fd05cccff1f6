import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/passwords';
import { expireUnpaidOrders } from '../../modules/orders/payment-service';
import { buildTestApp, type TestApp } from '../../test/helper';
import { orders, payments } from '../schema/commerce';
import { seedDemoData } from './demo';

/**
 * The demo's orders tell a story the shop's own rules could have written (issue 30): numbered as
 * the shop numbers orders, paid as the payment rules say, and nothing left for the first start to
 * expire — which mailed nine demo customers "not paid in time" before.
 */

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoData(t.db, {
    uploadsDir: path.join(t.dataDir, 'uploads'),
    passwordHash: await hashPassword('Souk2026!'),
    now: new Date(),
  });
}, 120_000);
afterAll(() => t?.close());

describe("the demo's orders", () => {
  it('are numbered SK-YYMM-NNNNNN from their month and id, as the shop numbers new orders', async () => {
    const rows = await t.db.select().from(orders);
    expect(rows.length).toBeGreaterThan(300);
    const wrong = rows.filter((row) => {
      const yymm = row.createdAt.toISOString().slice(2, 7).replace('-', '');
      return row.orderNumber !== `SK-${yymm}-${String(row.id).padStart(6, '0')}`;
    });
    expect(wrong.map((row) => row.orderNumber).slice(0, 5)).toEqual([]);
  });

  it('follow the payment rules: a card order with a brand is paid, a cancelled one took no money', async () => {
    const rows = await t.db.select().from(orders);
    const broken = rows.filter((row) => {
      if (row.status === 'CANCELLED') return row.paymentStatus !== 'CANCELLED';
      if (row.paymentMethod === 'ONLINE') return !['PAID', 'REFUNDED'].includes(row.paymentStatus);
      const delivered = ['DELIVERED', 'COMPLETED', 'REFUNDED'].includes(row.status);
      return delivered ? row.paymentStatus === 'PENDING' : row.paymentStatus !== 'PENDING';
    });
    expect(broken.map((row) => [row.orderNumber, row.status, row.paymentStatus])).toEqual([]);
    // each card order has exactly one payment, in its order's payment status
    const paid = await t.db
      .select({ order: orders, payment: payments })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId));
    const online = rows.filter((row) => row.paymentMethod === 'ONLINE');
    expect(paid.length).toBe(online.length);
    expect(paid.filter((p) => p.payment.status !== p.order.paymentStatus)).toEqual([]);
    expect(paid.every((p) => p.payment.expiresAt !== null)).toBe(true);
  });

  it('leave the first start nothing to expire and no mail to send', async () => {
    t.mail.length = 0;
    expect(await expireUnpaidOrders(t.app.ctx)).toBe(0);
    expect(t.mail).toEqual([]);
  });
});
