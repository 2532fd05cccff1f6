import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalogue';
import { alerts, brandOrders, orderItems, orders, refunds } from '../../db/schema/commerce';
import { buildTestApp, type TestApp } from '../../test/helper';
import {
  apiCall,
  deliverOrder,
  mailsTo,
  moveOrder,
  orderWorld,
  placeOrder,
  rejectItem,
  restock,
  type Headers,
  type Method,
  type OrderShop,
  type ProductRow,
} from '../../test/order-fixture';

/**
 * Returns (issue 30, decision 026). Brand A (Medina Threads: shirt 60 dt after 25 %, mug 12.50 dt)
 * and brand B (Atlas Lamps: lamp 120 dt) sell in the same orders; amira reads French, karim
 * Arabic. The rules come from the issue: within 30 days of delivery, items and quantities of the
 * customer's choice, a reason from a list; the brand accepts or refuses with a reason; the goods
 * received give the stock back and record the refund of those items; a mail and an alert at
 * each step.
 */

let t: TestApp;
let shop: OrderShop['shop'];
let lamp: ProductRow;
let brandAId: number;
let brandBId: number;
let amira: Headers;
let karim: Headers;
let admin: Headers;
let brandA: Headers;
let brandB: Headers;

beforeAll(async () => {
  t = await buildTestApp();
  const world = await orderWorld(t, {}, { karim: { language: 'ar', firstname: 'Karim' } });
  ({ shop, lamp } = world);
  brandAId = shop.brand.id;
  brandBId = world.atlas.id;
  ({ amira, karim, admin, brandA, brandB } = world.headers);
});
afterAll(() => t.close());

beforeEach(async () => {
  await restock(t.db, [shop.shirt.id, shop.mug.id, lamp.id], 50);
  t.mail.length = 0;
});

const call = (method: Method, url: string, headers: Headers, payload?: object) =>
  apiCall(t, method, url, headers, payload);

const shirt = (quantity = 1) => ({ productId: shop.shirt.id, quantity, size: 'M', color: 'Blue' });
const DAY = 24 * 60 * 60 * 1000;

async function itemOf(orderId: number, productId: number) {
  const [item] = await t.db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.productId, productId)));
  return item!;
}

const stockOf = async (id: number) =>
  (await t.db.select({ q: products.quantity }).from(products).where(eq(products.id, id)))[0]!.q;

/** 2 shirts of brand A and a lamp of brand B, both parts delivered. */
async function deliveredMixedOrder(
  headers = amira,
  method: 'ON_DELIVERY' | 'ONLINE' = 'ON_DELIVERY',
) {
  const order = await placeOrder(t, headers, [shirt(2), { productId: lamp.id }], method);
  // a card order paid as the gateway would confirm it, so its parts may leave PENDING
  if (method === 'ONLINE')
    await t.db.update(orders).set({ paymentStatus: 'PAID' }).where(eq(orders.id, order.id));
  await deliverOrder(t, brandA, order.id);
  await deliverOrder(t, brandB, order.id);
  t.mail.length = 0;
  return {
    ...order,
    shirtItem: await itemOf(order.id, shop.shirt.id),
    lampItem: await itemOf(order.id, lamp.id),
  };
}

const ask = (headers: Headers, orderId: number, body: object) =>
  call('POST', `/orders/${orderId}/returns`, headers, body);
const decide = (headers: Headers, returnId: number, body: object) =>
  call('PATCH', `/returns/${returnId}`, headers, body);

/** Sets the delivery date of the order's part of a brand `days` ago. */
async function deliveredDaysAgo(orderId: number, brandId: number, days: number) {
  await t.db
    .update(brandOrders)
    .set({ deliveredDate: new Date(Date.now() - days * DAY) })
    .where(and(eq(brandOrders.orderId, orderId), eq(brandOrders.brandId, brandId)));
}

describe('asking for a return', () => {
  it('makes one request per brand part, alerts the customer and mails the customer and each brand', async () => {
    const order = await deliveredMixedOrder();
    const answer = await ask(amira, order.id, {
      items: [
        { orderItemId: order.shirtItem.id, quantity: 1 },
        { orderItemId: order.lampItem.id, quantity: 1 },
      ],
      reason: 'damaged',
      note: 'The lamp arrived dented.',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const made = answer.json().data as Array<Record<string, unknown>>;
    expect(made).toHaveLength(2);
    expect(made.map((r) => [r.brandId, r.status, r.amount, r.reason])).toEqual([
      [brandAId, 'REQUESTED', 60, 'damaged'],
      [brandBId, 'REQUESTED', 120, 'damaged'],
    ]);
    expect(made[0]).toMatchObject({
      orderNumber: order.orderNumber,
      note: 'The lamp arrived dented.',
      items: [{ orderItemId: order.shirtItem.id, productName: 'Linen Shirt', quantity: 1 }],
      refundId: null,
    });

    // the customer, in French, hears of each request; each brand of its own, in its language
    const toAmira = mailsTo(t, 'amira@example.tn');
    expect(toAmira).toHaveLength(2);
    expect(toAmira[0]!.subject).toBe(
      `Nous avons reçu votre demande de retour pour la commande ${order.orderNumber}`,
    );
    expect(toAmira[0]!.text).toContain('Motif : Endommagé ou défectueux');
    const toShopA = mailsTo(t, 'shop-a@example.tn');
    expect(toShopA).toHaveLength(1);
    expect(toShopA[0]!.subject).toBe(`Return requested for order ${order.orderNumber} on Souk`);
    expect(toShopA[0]!.text).toContain('Linen Shirt');
    expect(toShopA[0]!.text).not.toContain('Brass Lamp');
    expect(mailsTo(t, 'shop-b@example.tn')[0]!.text).toContain('The lamp arrived dented.');

    const [alert] = await t.db
      .select()
      .from(alerts)
      .where(and(eq(alerts.orderId, order.id), eq(alerts.type, 'order_status')))
      .orderBy(alerts.id)
      .then((rows) => rows.filter((row) => row.details.returnStatus));
    expect(alert!.details).toMatchObject({ returnStatus: 'REQUESTED' });
    expect(alert!.title).toBe(`Commande ${order.orderNumber} : retour demandé`);

    // the order's returns, and what may still be asked back: nothing of an item under way
    const read = await call('GET', `/orders/${order.id}/returns`, amira);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.returns).toHaveLength(2);
    const partA = read
      .json()
      .data.returnable.find((part: { brandId: number }) => part.brandId === brandAId);
    expect(partA.items[0]).toMatchObject({ quantity: 2, returnable: 0, openRequest: true });
  });

  it('accepts a return within 30 days of the part’s delivery (day 29) and refuses it after (day 31)', async () => {
    const order = await deliveredMixedOrder();
    await deliveredDaysAgo(order.id, brandAId, 29);
    await deliveredDaysAgo(order.id, brandBId, 31);
    const late = await ask(amira, order.id, {
      items: [{ orderItemId: order.lampItem.id, quantity: 1 }],
      reason: 'changed_mind',
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().errorCode).toBe('return_window_closed');
    // the closed part is not offered any more; the open one is, until delivery + 30 days
    const offered = (await call('GET', `/orders/${order.id}/returns`, amira)).json().data
      .returnable;
    expect(offered.map((part: { brandId: number }) => part.brandId)).toEqual([brandAId]);
    const [part] = await t.db
      .select({ delivered: brandOrders.deliveredDate })
      .from(brandOrders)
      .where(and(eq(brandOrders.orderId, order.id), eq(brandOrders.brandId, brandAId)));
    expect(Date.parse(offered[0].returnUntil)).toBe(part!.delivered!.getTime() + 30 * DAY);

    const inTime = await ask(amira, order.id, {
      items: [{ orderItemId: order.shirtItem.id, quantity: 2 }],
      reason: 'size_or_fit',
    });
    expect(inTime.statusCode, inTime.body).toBe(201);
  });

  it('returns only delivered items that were not rejected', async () => {
    const order = await placeOrder(t, amira, [shirt(1), { productId: shop.mug.id }]);
    const notYet = await ask(amira, order.id, {
      items: [{ orderItemId: (await itemOf(order.id, shop.mug.id)).id, quantity: 1 }],
      reason: 'other',
    });
    expect(notYet.statusCode).toBe(422);
    expect(notYet.json().errorCode).toBe('return_not_allowed');

    await rejectItem(t.db, order.id, shop.mug.id, 'Out of clay');
    await deliverOrder(t, brandA, order.id);
    const rejected = await ask(amira, order.id, {
      items: [{ orderItemId: (await itemOf(order.id, shop.mug.id)).id, quantity: 1 }],
      reason: 'other',
    });
    expect(rejected.statusCode).toBe(422);
    expect(rejected.json().errorCode).toBe('return_not_allowed');
  });

  it('takes between 1 and the units not yet asked back, one open request per item', async () => {
    const order = await deliveredMixedOrder();
    const line = (quantity: number) => ({
      items: [{ orderItemId: order.shirtItem.id, quantity }],
      reason: 'wrong_item',
    });
    expect((await ask(amira, order.id, line(0))).statusCode).toBe(400);
    const tooMany = await ask(amira, order.id, line(3));
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({
      errorCode: 'return_quantity_too_large',
      errors: { 'items.0.quantity': expect.any(String) },
    });
    expect(tooMany.json().message).toContain('2');
    // no reason, an unknown reason, a note too long, no items: 400 with the field named
    const invalid = await ask(amira, order.id, {
      items: [],
      reason: 'bored',
      note: 'x'.repeat(1001),
    });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['items', 'note', 'reason']);

    const first = await ask(amira, order.id, line(1));
    expect(first.statusCode).toBe(201);
    const again = await ask(amira, order.id, line(1));
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('return_already_open');

    // once that one is done, only the unit not yet asked back remains
    const id = first.json().data[0].id;
    expect((await decide(brandA, id, { action: 'accept' })).statusCode).toBe(200);
    expect((await decide(brandA, id, { action: 'receive' })).statusCode).toBe(200);
    const rest = await ask(amira, order.id, line(2));
    expect(rest.statusCode).toBe(422);
    expect(rest.json().message).toContain('1');
    expect((await ask(amira, order.id, line(1))).statusCode).toBe(201);
  });
});

describe('the brand’s answer', () => {
  it('accepts, then marks received: stock back, the refund recorded for the part, a mail at each step', async () => {
    const order = await deliveredMixedOrder();
    const asked = await ask(amira, order.id, {
      items: [{ orderItemId: order.shirtItem.id, quantity: 2 }],
      reason: 'not_as_described',
    });
    const id = asked.json().data[0].id;
    t.mail.length = 0;
    const stockBefore = await stockOf(shop.shirt.id);

    const accepted = await decide(brandA, id, { action: 'accept' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ status: 'ACCEPTED', refundId: null });
    expect(accepted.json().data.decidedAt).not.toBeNull();
    expect(await stockOf(shop.shirt.id)).toBe(stockBefore);
    expect(mailsTo(t, 'amira@example.tn').at(-1)!.subject).toBe(
      `Votre retour pour la commande ${order.orderNumber} est accepté`,
    );

    const received = await decide(brandA, id, { action: 'receive' });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json().data).toMatchObject({ status: 'RECEIVED', refundAmount: 120 });
    expect(await stockOf(shop.shirt.id)).toBe(stockBefore + 2);
    const recorded = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      amount: 12000,
      brandOrderId: order.shirtItem.brandOrderId,
      reference: `RET-${id}`,
      id: received.json().data.refundId,
    });
    // the refund is counted where refunds are: brand A's part has nothing left to refund
    const row = (
      await call('GET', `/orders/brand/${brandAId}/paged?search=${order.orderNumber}`, brandA)
    ).json().data.content[0];
    expect(row).toMatchObject({ refundedAmount: 120, refundableAmount: 0 });
    const mail = mailsTo(t, 'amira@example.tn').at(-1)!;
    expect(mail.subject).toBe(
      `Vos articles retournés de la commande ${order.orderNumber} sont arrivés`,
    );
    expect(mail.text).toContain(
      'Un remboursement de 120.00 dt est enregistré : il vous est rendu.',
    );
    const last = (
      await t.db.select().from(alerts).where(eq(alerts.orderId, order.id)).orderBy(alerts.id)
    ).at(-1)!;
    expect(last.details).toMatchObject({ returnStatus: 'RECEIVED', refundAmount: 12000 });
  });

  it('takes the goods of a part marked refunded meanwhile back on the shelf, with no second refund', async () => {
    const order = await deliveredMixedOrder();
    const asked = await ask(amira, order.id, {
      items: [{ orderItemId: order.shirtItem.id, quantity: 1 }],
      reason: 'damaged',
    });
    const id = asked.json().data[0].id;
    expect((await decide(brandA, id, { action: 'accept' })).statusCode).toBe(200);
    // meanwhile the brand refunds 10 dt of its part by hand and marks it refunded
    const byHand = await call(
      'POST',
      `/orders/brand/${brandAId}/order/${order.id}/refunds`,
      brandA,
      { amount: 10, reference: 'BY-HAND' },
    );
    expect(byHand.statusCode, byHand.body).toBe(201);
    await moveOrder(t, brandA, order.id, 'REFUNDED');
    const stockBefore = await stockOf(shop.shirt.id);
    const received = await decide(brandA, id, { action: 'receive' });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json().data).toMatchObject({ status: 'RECEIVED', refundAmount: null });
    expect(await stockOf(shop.shirt.id)).toBe(stockBefore + 1);
    const recorded = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(recorded.map((refund) => refund.reference)).toEqual(['BY-HAND']);
  });

  it('tells a customer who paid by card, in Arabic, that the refund goes back to the card', async () => {
    const order = await deliveredMixedOrder(karim, 'ONLINE');
    const id = (
      await ask(karim, order.id, {
        items: [{ orderItemId: order.lampItem.id, quantity: 1 }],
        reason: 'damaged',
      })
    ).json().data[0].id;
    expect(mailsTo(t, 'karim@example.tn')[0]!.subject).toBe(
      `استلمنا طلب الإرجاع الخاص بطلبك ${order.orderNumber}`,
    );
    await decide(brandB, id, { action: 'accept' });
    const received = await decide(brandB, id, { action: 'receive' });
    expect(received.json().data).toMatchObject({ status: 'RECEIVED', refundAmount: 120 });
    const mail = mailsTo(t, 'karim@example.tn').at(-1)!;
    expect(mail.text).toContain(
      'تم تسجيل استرداد بمبلغ \u2066120.00 dt\u2069: يُعاد إلى البطاقة التي دفعت بها.',
    );
  });

  it('refuses only with a reason, which the customer reads; the items may then be asked again', async () => {
    const order = await deliveredMixedOrder();
    const line = { items: [{ orderItemId: order.lampItem.id, quantity: 1 }], reason: 'other' };
    const id = (await ask(amira, order.id, line)).json().data[0].id;
    const bare = await decide(brandB, id, { action: 'refuse' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toHaveProperty('refusalReason');
    const blank = await decide(brandB, id, { action: 'refuse', refusalReason: '   ' });
    expect(blank.statusCode).toBe(400);

    const refused = await decide(brandB, id, {
      action: 'refuse',
      refusalReason: 'The lamp was used.',
    });
    expect(refused.statusCode).toBe(200);
    expect(refused.json().data).toMatchObject({
      status: 'REFUSED',
      refusalReason: 'The lamp was used.',
    });
    const mail = mailsTo(t, 'amira@example.tn').at(-1)!;
    expect(mail.subject).toBe(`Votre retour pour la commande ${order.orderNumber} a été refusé`);
    expect(mail.text).toContain('Motif : The lamp was used.');
    // a refused return is over: nothing more happens to it, and the lamp may be asked again
    expect((await decide(brandB, id, { action: 'receive' })).json().errorCode).toBe(
      'invalid_status_transition',
    );
    expect((await ask(amira, order.id, line)).statusCode).toBe(201);
  });

  it('moves only REQUESTED → ACCEPTED | REFUSED and ACCEPTED → RECEIVED', async () => {
    const order = await deliveredMixedOrder();
    const id = (
      await ask(amira, order.id, {
        items: [{ orderItemId: order.shirtItem.id, quantity: 1 }],
        reason: 'other',
      })
    ).json().data[0].id;
    const early = await decide(brandA, id, { action: 'receive' });
    expect(early.statusCode).toBe(422);
    expect(early.json().errorCode).toBe('invalid_status_transition');
    expect((await decide(brandA, id, { action: 'accept' })).statusCode).toBe(200);
    expect((await decide(brandA, id, { action: 'accept' })).statusCode).toBe(422);
    expect((await decide(brandA, id, { action: 'refuse', refusalReason: 'No' })).statusCode).toBe(
      422,
    );
    expect((await decide(brandA, id, { action: 'explode' })).statusCode).toBe(400);
  });
});

describe('who may see and act', () => {
  it('keeps a customer’s returns to that customer and a brand’s to that brand; an admin sees all', async () => {
    const order = await deliveredMixedOrder();
    const answer = await ask(amira, order.id, {
      items: [
        { orderItemId: order.shirtItem.id, quantity: 1 },
        { orderItemId: order.lampItem.id, quantity: 1 },
      ],
      reason: 'damaged',
    });
    const [forA, forB] = answer.json().data as Array<{ id: number }>;

    // another customer: the order is not found
    const stranger = await ask(karim, order.id, {
      items: [{ orderItemId: order.shirtItem.id, quantity: 1 }],
      reason: 'damaged',
    });
    expect(stranger.statusCode).toBe(404);
    expect((await call('GET', `/orders/${order.id}/returns`, karim)).statusCode).toBe(404);
    // brands and admins do not ask; customers do not decide
    expect((await ask(brandA, order.id, { items: [], reason: 'other' })).statusCode).toBe(403);
    expect((await decide(amira, forA!.id, { action: 'accept' })).statusCode).toBe(403);

    // brand B cannot act on brand A's return, nor read brand A's list
    expect((await decide(brandB, forA!.id, { action: 'accept' })).statusCode).toBe(404);
    expect((await call('GET', `/brands/${brandAId}/returns`, brandB)).statusCode).toBe(403);
    expect((await call('GET', `/admin/returns`, brandA)).statusCode).toBe(403);

    const listA = (await call('GET', `/brands/${brandAId}/returns?status=requested`, brandA)).json()
      .data;
    expect(listA.content.map((r: { id: number }) => r.id)).toContain(forA!.id);
    expect(listA.content.every((r: { brandId: number }) => r.brandId === brandAId)).toBe(true);
    expect(listA.content.map((r: { id: number }) => r.id)).not.toContain(forB!.id);

    // an admin acts for any brand and reads every return, filtered by status
    expect((await decide(admin, forB!.id, { action: 'accept' })).statusCode).toBe(200);
    const accepted = (await call('GET', '/admin/returns?status=ACCEPTED&size=100', admin)).json()
      .data;
    expect(accepted.content.map((r: { id: number }) => r.id)).toContain(forB!.id);
    expect(accepted.content.every((r: { status: string }) => r.status === 'ACCEPTED')).toBe(true);
    const all = (await call('GET', '/admin/returns?size=100', admin)).json().data;
    expect(all.totalElements).toBeGreaterThanOrEqual(2);
    expect((await call('GET', `/orders/${order.id}/returns`, admin)).statusCode).toBe(200);
  });
});

describe('the customer hears of every refund recorded', () => {
  it('mails a brand’s refund of a part and an admin’s settlement, in the customer’s language', async () => {
    const order = await deliveredMixedOrder();
    const recorded = await call(
      'POST',
      `/orders/brand/${brandAId}/order/${order.id}/refunds`,
      brandA,
      { amount: 10, reference: 'VIR-42' },
    );
    expect(recorded.statusCode).toBe(201);
    const mail = mailsTo(t, 'amira@example.tn').at(-1)!;
    expect(mail.subject).toBe(
      `Un remboursement est enregistré pour votre commande Souk ${order.orderNumber}`,
    );
    expect(mail.text).toContain(
      `Un remboursement de 10.00 dt est enregistré pour votre commande ${order.orderNumber}. Il vous est rendu.`,
    );
    expect(mail.text).toContain('Référence : VIR-42');

    // the lamp part refunded for its whole 120 dt: 120 − 10 … the order owes back what stopped
    // being due beyond the refunds recorded, which the admin settles
    await call('POST', `/orders/brand/${brandBId}/order/${order.id}/refunds`, brandB, {
      amount: 100,
    });
    await moveOrder(t, brandB, order.id, 'REFUNDED');
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored!.refundDue).toBe(2000);
    t.mail.length = 0;
    const settled = await call('POST', `/orders/${order.id}/refund-settlements`, admin, {
      amount: 20,
    });
    expect(settled.statusCode, settled.body).toBe(201);
    expect(mailsTo(t, 'amira@example.tn').map((m) => m.text)).toEqual([
      expect.stringContaining('Un remboursement de 20.00 dt est enregistré'),
    ]);
  });
});
