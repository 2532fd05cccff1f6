import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../db/schema/brands';
import { brandOrders } from '../../db/schema/commerce';
import { ledgerEntries, payouts } from '../../db/schema/ledger';
import { buildTestApp, type TestApp } from '../../test/helper';
import {
  apiCall,
  mailsTo,
  orderWorld,
  placeOrder,
  rejectItem,
  type Headers,
  type Method,
} from '../../test/order-fixture';
import { changeOrderStatus } from '../orders/order-changes';

/**
 * Decision 027: the ledger of each delivered part, its reversal on refunds, the append-only rule,
 * balances (pending inside the 30-day window, available after), payouts and who may read what.
 * Every expected figure is worked out here from the prices, not read back from the code.
 */

let t: TestApp;
let world: Awaited<ReturnType<typeof orderWorld>>;
let admin: Headers;
let brandA: Headers;
let brandB: Headers;
let amira: Headers;
let shopId: number;
let atlasId: number;

const DAY = 24 * 60 * 60 * 1000;
// valid RIBs (the IBAN registry's Tunisian example, and one of a bank's published accounts)
const RIB = '10006035183598478831';
const OTHER_RIB = '25044000000093276427';

const call = (method: Method, url: string, headers: Headers, payload?: object) =>
  apiCall(t, method, url, headers, payload);

beforeAll(async () => {
  t = await buildTestApp();
  world = await orderWorld(t, { quantity: 50 });
  ({ admin, brandA, brandB, amira } = world.headers);
  shopId = world.shop.brand.id;
  atlasId = world.atlas.id;
  await t.db
    .update(brands)
    .set({ rib: RIB, taxId: '1234567A/B/M/000' })
    .where(eq(brands.id, atlasId));
});

afterAll(async () => {
  await t.close();
});

/** The part of this brand in the order. */
async function partOf(orderId: number, brandId: number) {
  const [part] = await t.db
    .select()
    .from(brandOrders)
    .where(and(eq(brandOrders.orderId, orderId), eq(brandOrders.brandId, brandId)));
  return part!;
}

/** The part's ledger lines, oldest first, amounts in hundredths. */
async function linesOf(brandOrderId: number) {
  return t.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.brandOrderId, brandOrderId))
    .orderBy(asc(ledgerEntries.id));
}

/** The brand ships and delivers its part at `at` (the order rules' own path). */
async function deliverAt(orderId: number, brandId: number, at: Date) {
  for (const status of ['SHIPPED', 'DELIVERED'] as const)
    await t.db.transaction((tx) =>
      changeOrderStatus(tx, orderId, status, { actor: 'BRAND', brandId }, at),
    );
}

/** An order of n lamps (Atlas Lamps, 120 dt each) delivered `daysAgo` days ago. */
async function deliveredLamps(n: number, daysAgo: number) {
  const order = await placeOrder(t, amira, [{ productId: world.lamp.id, quantity: n }]);
  await deliverAt(order.id, atlasId, new Date(Date.now() - daysAgo * DAY));
  return order;
}

const summaryOf = async (brandId: number, headers = admin) => {
  const answer = await call('GET', `/brands/${brandId}/payouts/summary`, headers);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
};

const today = () => new Date(Date.now() + 60 * 60 * 1000).toISOString().slice(0, 10);

const pay = (brandId: number, amount: number, headers: Headers = admin, reference = 'VIR-1') =>
  call('POST', `/admin/brands/${brandId}/payouts`, headers, {
    amount,
    bankReference: reference,
    paidAt: today(),
  });

describe('the ledger of a delivered part', () => {
  it('records the sale once: amount due, commission half-up at the category rate, net', async () => {
    const [category] = await t.db
      .execute(sql`insert into brand_categories (name) values ('Textile') returning id`)
      .then((result) => (result as unknown as { rows: Array<{ id: number }> }).rows);
    await t.db.update(brands).set({ brandCategoryId: category!.id }).where(eq(brands.id, shopId));
    const rate = await call(
      'PATCH',
      `/admin/brand-categories/${category!.id}/commission-rate`,
      admin,
      {
        commissionRate: 12.5,
      },
    );
    expect(rate.statusCode, rate.body).toBe(200);
    // a scarf: 45 dt; 12.5 % of 45 = 5.625, half-up 5.63; net 39.37
    const order = await placeOrder(t, amira, [{ productId: world.shop.scarf.id, color: 'Red' }]);
    const part = await partOf(order.id, shopId);
    const moved = await call('PATCH', `/orders/brand/${shopId}/order/${order.id}/status`, brandA, {
      status: 'SHIPPED',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await call('PATCH', `/orders/brand/${shopId}/order/${order.id}/status`, brandA, {
      status: 'DELIVERED',
    });
    // completed afterwards by the admin: the same sale, not a second one
    const completed = await call('PATCH', `/orders/${order.id}/status`, admin, {
      status: 'COMPLETED',
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const lines = await linesOf(part.id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      kind: 'SALE',
      brandId: shopId,
      gross: 4500,
      commission: 563,
      net: 3937,
      commissionRate: 1250,
      orderNumber: order.orderNumber,
    });
    const delivered = (await partOf(order.id, shopId)).deliveredDate!;
    expect(lines[0]!.availableAt.getTime()).toBe(delivered.getTime() + 30 * DAY);
  });

  it('counts a rejected item as 0 and leaves shipping out', async () => {
    // shirt 80 dt at 25 % off = 60 dt, mug 12.50 dt rejected; 12.5 % of 60 = 7.50
    const order = await placeOrder(t, amira, [
      { productId: world.shop.shirt.id, size: 'M', color: 'Blue' },
      { productId: world.shop.mug.id },
    ]);
    await rejectItem(t.db, order.id, world.shop.mug.id, 'Broken in the shop');
    await deliverAt(order.id, shopId, new Date());
    const [sale] = await linesOf((await partOf(order.id, shopId)).id);
    expect(sale).toMatchObject({ kind: 'SALE', gross: 6000, commission: 750, net: 5250 });
  });

  it("uses the brand's own rate over its category's", async () => {
    const set = await call('PATCH', `/admin/brands/${atlasId}/commission-rate`, admin, {
      commissionRate: 7.35,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ commissionRate: 7.35, rateSource: 'BRAND' });
    // one lamp, 120 dt: 7.35 % = 8.82; net 111.18
    const order = await deliveredLamps(1, 0);
    const [sale] = await linesOf((await partOf(order.id, atlasId)).id);
    expect(sale).toMatchObject({ gross: 12000, commission: 882, net: 11118, commissionRate: 735 });
    const back = await call('PATCH', `/admin/brands/${atlasId}/commission-rate`, admin, {
      commissionRate: null,
    });
    expect(back.json().data).toMatchObject({ commissionRate: 10, rateSource: 'DEFAULT' });
  });

  it('refuses a rate outside 0-100 with a translated message', async () => {
    const answer = await apiCall(
      t,
      'PATCH',
      `/admin/brands/${atlasId}/commission-rate`,
      { ...admin, 'accept-language': 'fr' },
      { commissionRate: 150 },
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors.commissionRate).toMatch(/pourcentage entre 0 et 100/);
  });
});

describe('refunds reverse the sale', () => {
  it('reverses a refund at the sale rate, and the rest when the part is marked refunded', async () => {
    // two lamps at 10 %: sale 240, commission 24, net 216
    const order = await deliveredLamps(2, 1);
    const part = await partOf(order.id, atlasId);
    const refund = await call(
      'POST',
      `/orders/brand/${atlasId}/order/${order.id}/refunds`,
      brandB,
      {
        amount: 50.05,
      },
    );
    expect(refund.statusCode, refund.body).toBe(201);
    // the rate changes later: the reversal keeps the sale's 10 %
    await call('PATCH', `/admin/brands/${atlasId}/commission-rate`, admin, { commissionRate: 20 });
    const marked = await call(
      'PATCH',
      `/orders/brand/${atlasId}/order/${order.id}/status`,
      brandB,
      {
        status: 'REFUNDED',
      },
    );
    expect(marked.statusCode, marked.body).toBe(200);
    await call('PATCH', `/admin/brands/${atlasId}/commission-rate`, admin, {
      commissionRate: null,
    });
    const lines = await linesOf(part.id);
    expect(lines.map((line) => line.kind)).toEqual(['SALE', 'REFUND', 'REFUND']);
    // 10 % of 50.05 = 5.005, half-up 5.01; what is left: 189.95 and 24 − 5.01 = 18.99
    expect(lines[1]).toMatchObject({
      gross: -5005,
      commission: -501,
      net: -4504,
      commissionRate: 1000,
    });
    expect(lines[2]).toMatchObject({
      gross: -18995,
      commission: -1899,
      net: -17096,
      refundId: null,
    });
    const sum = (key: 'gross' | 'commission' | 'net') =>
      lines.reduce((total, line) => total + line[key], 0);
    expect([sum('gross'), sum('commission'), sum('net')]).toEqual([0, 0, 0]);
  });

  it('gives back exactly the commission when a part is refunded in pieces', async () => {
    // one lamp: sale 120 at 10 % = 12; refunds 0.05 + 0.05 + 119.90
    const order = await deliveredLamps(1, 1);
    const part = await partOf(order.id, atlasId);
    for (const amount of [0.05, 0.05, 119.9]) {
      const refund = await call(
        'POST',
        `/orders/brand/${atlasId}/order/${order.id}/refunds`,
        brandB,
        {
          amount,
        },
      );
      expect(refund.statusCode, refund.body).toBe(201);
    }
    const lines = await linesOf(part.id);
    // 0.005 → 0.01, then 0.01 − 0.01 = 0, then 12 − 0.01
    expect(lines.slice(1).map((line) => line.commission)).toEqual([-1, 0, -1199]);
    expect(lines.reduce((total, line) => total + line.net, 0)).toBe(0);
  });
});

describe('the ledger is append-only', () => {
  it('refuses to update or delete a ledger line or a payout, on this database engine too', async () => {
    const [line] = await t.db.select().from(ledgerEntries).limit(1);
    await expect(
      t.db.update(ledgerEntries).set({ net: 0 }).where(eq(ledgerEntries.id, line!.id)),
    ).rejects.toThrow();
    await expect(
      t.db.delete(ledgerEntries).where(eq(ledgerEntries.id, line!.id)),
    ).rejects.toThrow();
    await expect(t.db.execute(sql`truncate ledger_entries cascade`)).rejects.toThrow();
    const [still] = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.id, line!.id));
    expect(still).toEqual(line);
  });
});

describe('balances and payouts', () => {
  it('keeps money delivered less than 30 days ago pending, and refuses to pay it out', async () => {
    const before = await summaryOf(atlasId);
    // one lamp delivered today: net 108, all pending
    await deliveredLamps(1, 0);
    const after = await summaryOf(atlasId);
    expect(Math.round((after.pending - before.pending) * 100)).toBe(10800);
    expect(after.available).toBe(before.available);
    const refused = await apiCall(
      t,
      'POST',
      `/admin/brands/${atlasId}/payouts`,
      { ...admin, 'accept-language': 'fr' },
      { amount: after.available + 1, bankReference: 'VIR-PENDING', paidAt: today() },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ errorCode: 'payout_exceeds_available' });
    expect(refused.json().message).toContain(
      `ne peut pas dépasser ${after.available.toFixed(2)} dt`,
    );
  });

  it('pays out what is available, writes a payout line and mails the brand', async () => {
    const before = await summaryOf(atlasId);
    // three lamps delivered 40 days ago: 360 − 36 = 324 available
    await deliveredLamps(3, 40);
    const ready = await summaryOf(atlasId);
    expect(Math.round((ready.available - before.available) * 100)).toBe(32400);
    const answer = await pay(atlasId, ready.available, admin, 'VIR-2026-0001');
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().data).toMatchObject({ amount: ready.available, rib: RIB });
    const after = await summaryOf(atlasId, brandB);
    expect(after.available).toBe(0);
    expect(after.paidOut).toBe(Math.round((before.paidOut + ready.available) * 100) / 100);
    expect(after.balance).toBe(after.pending);
    const mail = mailsTo(t, 'shop-b@example.tn').at(-1)!;
    expect(mail.text).toContain('VIR-2026-0001');
    expect(mail.text).toContain(`${ready.available.toFixed(2)} dt`);
    const over = await pay(atlasId, 0.01);
    expect(over.statusCode).toBe(422);
  });

  it('refuses a payout to a brand without bank details, with a clear message', async () => {
    await t.db.update(brands).set({ rib: null, taxId: null }).where(eq(brands.id, shopId));
    const answer = await apiCall(
      t,
      'POST',
      `/admin/brands/${shopId}/payouts`,
      { ...admin, 'accept-language': 'ar' },
      { amount: 1, bankReference: 'VIR-X', paidAt: today() },
    );
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errorCode).toBe('payout_details_missing');
    expect(answer.json().message).toContain('RIB');
  });

  it('refuses a payout dated in the future or without a reference', async () => {
    const answer = await call('POST', `/admin/brands/${atlasId}/payouts`, admin, {
      amount: 1,
      bankReference: ' ',
      paidAt: '2999-01-01',
    });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json().errors).sort()).toEqual(['bankReference', 'paidAt']);
  });

  it('gives exactly one of concurrent payouts that together exceed the available money', async () => {
    // two lamps delivered 35 days ago: 216 available; eight payouts of 150 at once (several, so
    // that without the lock two of them surely read the balance before either writes)
    const start = await summaryOf(atlasId);
    await deliveredLamps(2, 35);
    const ready = await summaryOf(atlasId);
    expect(Math.round((ready.available - start.available) * 100)).toBe(21600);
    // whatever else this file left available, only one payout of 150 fits in it
    expect(ready.available).toBeLessThan(300);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => pay(atlasId, 150, admin, `VIR-RACE-${i + 1}`)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      201, 422, 422, 422, 422, 422, 422, 422,
    ]);
    const recorded = await t.db
      .select()
      .from(payouts)
      .where(sql`${payouts.bankReference} like 'VIR-RACE-%'`);
    expect(recorded).toHaveLength(1);
    const after = await summaryOf(atlasId);
    expect(after.available).toBeCloseTo(ready.available - 150, 2);
    expect(after.available).toBeGreaterThanOrEqual(0);
  });
});

describe('reading statements', () => {
  it("shows a brand its own statement and summary, and another brand's is refused", async () => {
    const own = await call('GET', `/brands/${atlasId}/ledger?size=5`, brandB);
    expect(own.statusCode).toBe(200);
    const page = own.json().data;
    expect(page.content.length).toBeGreaterThan(0);
    expect(page.content.length).toBeLessThanOrEqual(5);
    const dates = page.content.map((line: { createdAt: string }) => line.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const url of [
      `/brands/${atlasId}/ledger`,
      `/brands/${atlasId}/ledger.csv`,
      `/brands/${atlasId}/payouts/summary`,
      `/brands/${atlasId}/bank-details`,
    ])
      expect([403, 404]).toContain((await call('GET', url, brandA)).statusCode);
    for (const url of ['/admin/payouts', `/admin/brands/${atlasId}/ledger`])
      expect((await call('GET', url, brandB)).statusCode).toBe(403);
    expect((await pay(atlasId, 1, brandB)).statusCode).toBe(403);
  });

  it("lists every brand's balance for the admin, consistent with the brand's own summary", async () => {
    const answer = await call('GET', '/admin/payouts', admin);
    expect(answer.statusCode).toBe(200);
    const row = answer.json().data.brands.find((b: { brandId: number }) => b.brandId === atlasId);
    const own = await summaryOf(atlasId, brandB);
    expect(row).toMatchObject({
      balance: own.balance,
      pending: own.pending,
      available: own.available,
      paidOut: own.paidOut,
      rib: RIB,
      hasBankDetails: true,
    });
    const lines = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.brandId, atlasId));
    const balance = lines.reduce((sum, line) => sum + line.net, 0);
    expect(Math.round(own.balance * 100)).toBe(balance);
  });

  it('exports the statement as UTF-8 CSV with a BOM, every formula-like cell quoted away', async () => {
    const sneaky = '=HYPERLINK("http://evil.example","x")';
    await t.db.update(brands).set({ rib: OTHER_RIB }).where(eq(brands.id, atlasId));
    await deliveredLamps(1, 45);
    const paid = await pay(atlasId, 1, admin, sneaky);
    expect(paid.statusCode, paid.body).toBe(201);
    const answer = await apiCall(t, 'GET', `/admin/brands/${atlasId}/ledger.csv`, {
      ...admin,
      'accept-language': 'fr',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(answer.headers['content-disposition']).toMatch(
      /attachment; filename="statement-atlas-lamps-/,
    );
    const bytes = answer.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    const rows = text.trimEnd().split('\r\n');
    expect(rows[0]).toBe(
      'Date,Ligne,Commande,Montant dû (dt),Taux de commission (%),Commission (dt),Net (dt),Disponible le,État,Référence bancaire,Date du virement',
    );
    const payoutRow = rows.find((row) => row.includes('HYPERLINK'))!;
    expect(payoutRow).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(payoutRow).toContain(',Virement,');
    expect(payoutRow).toContain(',-1.00,');
    // no cell of the file starts a formula
    const cells = rows.flatMap((row) => row.split(','));
    expect(cells.filter((cell) => /^"?[=+@]/.test(cell))).toEqual([]);
    expect((await call('GET', `/brands/${atlasId}/ledger.csv`, brandB)).statusCode).toBe(200);
  });
});

describe('bank details', () => {
  it('stores a RIB and a tax identification number typed with spaces, normalised', async () => {
    const answer = await call('PUT', `/brands/${shopId}/bank-details`, brandA, {
      rib: '14 207 2071007071296 48',
      taxId: '0123456 m / a / m / 000',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual({ rib: '14207207100707129648', taxId: '0123456M/A/M/000' });
    const read = await call('GET', `/brands/${shopId}/bank-details`, brandA);
    expect(read.json().data.rib).toBe('14207207100707129648');
  });

  it('refuses a RIB whose key is wrong, and a malformed tax number, with translated messages', async () => {
    const answer = await apiCall(
      t,
      'PUT',
      `/brands/${shopId}/bank-details`,
      { ...brandA, 'accept-language': 'fr' },
      { rib: '14207207100707129649', taxId: '123456A' },
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors.rib).toMatch(/RIB/);
    expect(answer.json().errors.taxId).toMatch(/matricule fiscal/);
  });
});
