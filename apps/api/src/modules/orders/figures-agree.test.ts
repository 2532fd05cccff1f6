import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { buildTestApp, type TestApp } from '../../test/helper';
import {
  apiCall,
  deliverOrder,
  orderWorld,
  placeOrder,
  restock,
  type Headers,
  type Method,
} from '../../test/order-fixture';

/**
 * Issue 30, item 2 — "a test places orders, pays, rejects, cancels, delivers and refunds through
 * the API, then computes each figure independently from the database and checks that every API
 * answer that shows that figure agrees" (decision 029). The figures below are SQL written here,
 * from the words of decision 029 — never the module under test — and each API answer that shows
 * one is compared with it: the customer's list and details, the admin's list and details, the
 * brand's orders (rows and cards), overview, analytics and reports, the admin's reports, the
 * payments list.
 */

let t: TestApp;
let world: Awaited<ReturnType<typeof orderWorld>>;
const ids: Record<string, number> = {};

const call = async (method: Method, url: string, headers: Headers, body?: object) => {
  const response = await apiCall(t, method, url, headers, body);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json().data;
};
const cents = (value: string | number) => Math.round(Number(value) * 100);

type Figures = {
  itemsOrdered: number;
  amountDue: number;
  shipping: number;
  paid: number;
  stillToPay: number;
  owedBack: number;
  refunded: number;
};

/** Every order's figures, in hundredths, straight from the tables. */
type OrderRow = {
  id: number;
  method: string;
  status: string;
  shipping_cost: string;
  refund_due: string;
  items: string;
  kept: string;
  stands: boolean;
  handed_items: string;
  any_handed: boolean;
  waiting_items: string;
  card_paid: string;
  refunded: string;
};

async function ordersFromDatabase(): Promise<Map<number, Figures>> {
  const rows = await queryRows<OrderRow>(
    t.db,
    sql`
    with lines as (
      select o.id as order_id, oi.subtotal, oi.status = 'REJECTED' as rejected,
        bo.status in ('CANCELLED', 'REFUNDED') as gone,
        bo.status in ('DELIVERED', 'COMPLETED', 'REFUNDED') as handed_over
      from orders o join brand_orders bo on bo.order_id = o.id
      join order_items oi on oi.brand_order_id = bo.id
    ), per_order as (
      select order_id,
        sum(subtotal) as items,
        coalesce(sum(subtotal) filter (where not rejected and not gone), 0) as kept,
        count(*) filter (where not rejected and not gone) > 0 as stands,
        coalesce(sum(subtotal) filter (where not rejected and handed_over), 0) as handed_items,
        bool_or(handed_over) as any_handed,
        coalesce(sum(subtotal) filter (where not rejected and not gone and not handed_over), 0)
          as waiting_items
      from lines group by order_id
    )
    select o.id, o.payment_method as method, o.payment_status as status, o.shipping_cost,
      o.refund_due, p.items, p.kept, p.stands, p.handed_items, p.any_handed, p.waiting_items,
      (select coalesce(sum(amount), 0) from payments pay
        where pay.order_id = o.id and pay.status in ('PAID', 'REFUNDED')) as card_paid,
      (select coalesce(sum(amount), 0) from refunds r where r.order_id = o.id) as refunded
    from orders o join per_order p on p.order_id = o.id
  `,
  );
  return new Map(
    rows.map((row) => {
      const shipping = row.stands ? cents(row.shipping_cost) : 0;
      const amountDue = cents(row.kept) + shipping;
      const card = row.method === 'ONLINE';
      const cardIn = row.status === 'PAID' || row.status === 'REFUNDED';
      const waiting = cents(row.waiting_items);
      const figures: Figures = {
        itemsOrdered: cents(row.items),
        amountDue,
        shipping,
        paid: card
          ? cents(row.card_paid)
          : cents(row.handed_items) + (row.any_handed ? cents(row.shipping_cost) : 0),
        stillToPay: card
          ? cardIn
            ? 0
            : amountDue
          : waiting + (waiting > 0 && !row.any_handed ? shipping : 0),
        owedBack: cents(row.refund_due),
        refunded: cents(row.refunded),
      };
      return [Number(row.id), figures] as const;
    }),
  );
}

/** Every brand part's figures, in hundredths, by part id. */
type PartRow = {
  id: number;
  brand_id: number;
  status: string;
  method: string;
  pay: string;
  items: string;
  kept: string;
  refunded: string;
};

async function partsFromDatabase(): Promise<Map<number, Figures & { brandId: number }>> {
  const rows = await queryRows<PartRow>(
    t.db,
    sql`
    select bo.id, bo.brand_id, bo.status, o.payment_method as method, o.payment_status as pay,
      (select sum(subtotal) from order_items where brand_order_id = bo.id) as items,
      (select coalesce(sum(subtotal), 0) from order_items
        where brand_order_id = bo.id and status <> 'REJECTED') as kept,
      (select coalesce(sum(amount), 0) from refunds where brand_order_id = bo.id) as refunded
    from brand_orders bo join orders o on o.id = bo.order_id
  `,
  );
  return new Map(
    rows.map((row) => {
      const stands = !['CANCELLED', 'REFUNDED'].includes(String(row.status));
      const amountDue = stands ? cents(row.kept) : 0;
      const received =
        row.method === 'ONLINE'
          ? ['PAID', 'REFUNDED'].includes(String(row.pay)) && row.status !== 'CANCELLED'
          : ['DELIVERED', 'COMPLETED', 'REFUNDED'].includes(String(row.status));
      return [
        Number(row.id),
        {
          brandId: Number(row.brand_id),
          itemsOrdered: cents(row.items),
          amountDue,
          shipping: 0,
          paid: received ? cents(row.kept) : 0,
          stillToPay: received ? 0 : amountDue,
          owedBack: 0,
          refunded: cents(row.refunded),
        },
      ] as const;
    }),
  );
}

/** A brand's dashboard figures (all orders of this test are of the last 12 months). */
async function brandFromDatabase(brandId: number) {
  const [row] = await queryRows<{ orders: number; earned: string; sales: string }>(
    t.db,
    sql`
    with counted as (
      select bo.*, o.payment_method, o.payment_status from brand_orders bo
      join orders o on o.id = bo.order_id
      where bo.brand_id = ${brandId}
        and not (o.payment_method = 'ONLINE' and o.payment_status in ('PENDING', 'FAILED', 'CANCELLED'))
    )
    select
      (select count(*) from counted) as orders,
      (select coalesce(sum(oi.subtotal), 0) from counted c join order_items oi on oi.brand_order_id = c.id
        where oi.status <> 'REJECTED' and c.status in ('DELIVERED', 'COMPLETED')
          and (c.payment_method = 'ON_DELIVERY' or c.payment_status in ('PAID', 'REFUNDED'))) as earned,
      (select coalesce(sum(oi.subtotal), 0) from counted c join order_items oi on oi.brand_order_id = c.id
        where oi.status <> 'REJECTED' and c.status not in ('CANCELLED', 'REFUNDED')) as sales
  `,
  );
  return { orders: Number(row!.orders), earned: cents(row!.earned), sales: cents(row!.sales) };
}

const inCents = (money: Record<string, number>) =>
  Object.fromEntries(Object.entries(money).map(([key, value]) => [key, cents(value)]));

const brandItem = async (orderId: number, productId: number) => {
  const [row] = await queryRows<{ id: number }>(
    t.db,
    sql`select id from order_items where order_id = ${orderId} and product_id = ${productId}`,
  );
  return row!.id;
};

beforeAll(async () => {
  t = await buildTestApp();
  world = await orderWorld(t);
  const { shop, lamp, headers } = world;
  await restock(t.db, [shop.shirt.id, shop.mug.id, shop.scarf.id, lamp.id], 50);
  const brandA = shop.brand.id;
  const brandB = world.atlas.id;
  const shirt = { productId: shop.shirt.id, quantity: 2, size: 'M', color: 'Blue' };
  const mug = { productId: shop.mug.id };
  const scarf = { productId: shop.scarf.id, color: 'Red' };
  const lampLine = { productId: lamp.id };

  const pay = async (orderId: number) => {
    const started = await call('POST', '/orders/konnect/init-payment', headers.amira, {
      orderId: String(orderId),
      amount: 1,
      description: `Order #${orderId}`,
      firstName: 'Amira',
      lastName: 'Ben Salah',
      phoneNumber: '22123456',
      email: 'amira@example.tn',
    });
    await call(
      'POST',
      `/payments/sandbox/${started.paymentRef}/pay`,
      {},
      {
        cardNumber: '4509 2111 1111 1119',
        expiry: '12/30',
        cvc: '123',
      },
    );
  };
  const moveBrand = (brand: 'brandA' | 'brandB', orderId: number, ...statuses: string[]) =>
    statuses.reduce(
      (done, status) =>
        done.then(() =>
          call(
            'PATCH',
            `/orders/brand/${brand === 'brandA' ? brandA : brandB}/order/${orderId}/status`,
            headers[brand],
            { status },
          ),
        ),
      Promise.resolve(),
    );

  // 1. card, two brands: paid; brand A rejects the mug then delivers; brand B delivers, refunds
  const card = await placeOrder(t, headers.amira, [shirt, mug, lampLine], 'ONLINE');
  ids.card = card.id;
  await pay(card.id);
  await call(
    'PATCH',
    `/orders/brand/${brandA}/items/${await brandItem(card.id, shop.mug.id)}/status`,
    headers.brandA,
    { status: 'REJECTED', rejectionReason: 'Out of glaze' },
  );
  await moveBrand('brandA', card.id, 'SHIPPED', 'DELIVERED');
  await moveBrand('brandB', card.id, 'SHIPPED', 'DELIVERED');
  await call('POST', `/orders/brand/${brandB}/order/${card.id}/refunds`, headers.brandB, {
    amount: 100,
    reference: 'RB-1',
  });
  await moveBrand('brandB', card.id, 'REFUNDED');

  // 2. cash, two brands: brand A's part delivered (paid on delivery), brand B's still pending
  const cash = await placeOrder(t, headers.amira, [shirt, lampLine]);
  ids.cash = cash.id;
  await moveBrand('brandA', cash.id, 'SHIPPED', 'DELIVERED');

  // 3. cash, karim: brand B cancels its part, brand A prepares
  const cancelled = await placeOrder(t, headers.karim, [mug, lampLine]);
  ids.cancelledPart = cancelled.id;
  await moveBrand('brandB', cancelled.id, 'CANCELLED');
  await moveBrand('brandA', cancelled.id, 'PROCESSING');

  // 4. card, never paid: not an order on any dashboard
  ids.unpaid = (await placeOrder(t, headers.karim, [scarf], 'ONLINE')).id;

  // 5. card, paid then cancelled by the admin: owed back, part of it settled
  const settled = await placeOrder(t, headers.amira, [lampLine], 'ONLINE');
  ids.settled = settled.id;
  await pay(settled.id);
  await call('PATCH', `/orders/${settled.id}/status`, headers.admin, { status: 'CANCELLED' });
  await call('POST', `/orders/${settled.id}/refund-settlements`, headers.admin, { amount: 50 });

  // 6. cash, one brand, delivered then completed by the admin
  const completed = await placeOrder(t, headers.karim, [shirt]);
  ids.completed = completed.id;
  await deliverOrder(t, headers.admin, completed.id);
  await call('PATCH', `/orders/${completed.id}/status`, headers.admin, { status: 'COMPLETED' });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('every screen shows the figures the database holds', () => {
  it("the customer's list and details: each order's figures, and rows that add up", async () => {
    const expected = await ordersFromDatabase();
    for (const customer of [world.people.amira, world.people.karim]) {
      const list = await call('GET', `/orders/customer/${customer.id}`, customer.headers);
      expect(list.length).toBeGreaterThan(0);
      let spent = 0;
      for (const order of list) {
        expect(inCents(order.money), `order ${order.orderNumber}`).toEqual(expected.get(order.id));
        expect(cents(order.amountDue)).toBe(expected.get(order.id)!.amountDue);
        const details = await call('GET', `/orders/${order.id}`, customer.headers);
        expect(details.money).toEqual(order.money);
        for (const part of details.brandOrders) {
          const own = (await partsFromDatabase()).get(part.id)!;
          const { brandId: _brandId, ...figures } = own;
          expect(inCents(part.money)).toEqual(figures);
        }
        spent += cents(order.money.amountDue);
      }
      const [row] = await queryRows<{ total: string }>(
        t.db,
        sql`select coalesce(sum(o.shipping_cost * (k.kept > 0)::int + k.kept), 0)::text as total
          from orders o cross join lateral (
            select coalesce(sum(oi.subtotal), 0) as kept from order_items oi
            join brand_orders bo on bo.id = oi.brand_order_id
            where oi.order_id = o.id and oi.status <> 'REJECTED'
              and bo.status not in ('CANCELLED', 'REFUNDED')) k
          where o.customer_id = ${customer.id}`,
      );
      expect(spent).toBe(cents(row!.total));
    }
  });

  it('the defects of the issue: paid card owes nothing, a rejected item counts 0', async () => {
    const card = await call('GET', `/orders/${ids.card}`, world.headers.amira);
    expect(card.paymentStatus).toBe('PAID');
    expect(card.money.stillToPay).toBe(0);
    const rejected = card.items.find((item: { status: string }) => item.status === 'REJECTED');
    expect(rejected.rejectionReason).toBe('Out of glaze');
    // the customer's row and the details show the same amount due, without the mug
    expect(card.money.amountDue).toBeLessThan(card.money.itemsOrdered + card.money.shipping);
    const cash = await call('GET', `/orders/${ids.cash}`, world.headers.amira);
    // cash: brand A's delivered part is paid, brand B's is still to be paid
    expect(cash.money.paid).toBeGreaterThan(0);
    expect(cash.money.stillToPay).toBeGreaterThan(0);
  });

  it("the admin's list and details, the payments and the cards", async () => {
    const expected = await ordersFromDatabase();
    const page = await call('GET', '/orders/paged?size=50', world.headers.admin);
    expect(page.content).toHaveLength(expected.size);
    for (const order of page.content) {
      expect(inCents(order.money), order.orderNumber).toEqual(expected.get(order.id));
      const details = await call('GET', `/orders/${order.id}`, world.headers.admin);
      expect(details.money).toEqual(order.money);
    }
    const sumOf = (key: keyof Figures) =>
      [...expected.values()].reduce((total, figures) => total + figures[key], 0);
    expect(cents(page.insights.refundDueTotal)).toBe(sumOf('owedBack'));
    const brandA = await brandFromDatabase(world.shop.brand.id);
    const brandB = await brandFromDatabase(world.atlas.id);
    expect(cents(page.insights.deliveredRevenue)).toBe(brandA.earned + brandB.earned);

    // the payments list: what the gateway took is the card orders' paid
    const payments = await call('GET', '/payments?size=50', world.headers.admin);
    const taken = new Map<number, number>();
    for (const payment of payments.content)
      if (payment.status === 'PAID')
        taken.set(payment.orderId, (taken.get(payment.orderId) ?? 0) + cents(payment.amount));
    for (const orderId of [ids.card!, ids.settled!])
      expect(taken.get(orderId)).toBe(expected.get(orderId)!.paid);
  });

  it("each brand's orders, overview and analytics agree with each other and the database", async () => {
    const parts = await partsFromDatabase();
    for (const [brandId, headers] of [
      [world.shop.brand.id, world.headers.brandA],
      [world.atlas.id, world.headers.brandB],
    ] as const) {
      const expected = await brandFromDatabase(brandId);
      const orders = await call('GET', `/orders/brand/${brandId}/paged?size=50`, headers);
      for (const row of orders.content) {
        const { brandId: owner, ...figures } = parts.get(row.brandOrderId)!;
        expect(owner).toBe(brandId);
        expect(inCents(row.money), row.orderNumber).toEqual(figures);
      }
      const report = await call('GET', '/reports/brand/products?range=year', headers);
      // the overview's recent orders show each part's amount due, as its row does
      for (const recent of report.overview.recentOrders) {
        const row = orders.content.find((each: { id: number }) => each.id === recent.orderId);
        expect(recent.total, recent.orderNumber).toBe(row.money.amountDue);
      }
      // Orders, all time: the overview and the orders page
      expect(report.overview.orders).toBe(expected.orders);
      expect(orders.metrics.totalOrders).toBe(expected.orders);
      // Earnings, all time: the overview and the orders page's delivered revenue
      expect(cents(report.overview.earnings)).toBe(expected.earned);
      expect(cents(orders.metrics.deliveredRevenue)).toBe(expected.earned);
      // Orders and sales of the last 12 months: analytics (year) and the orders report
      expect(report.analytics.totals.orders.value).toBe(expected.orders);
      expect(report.ordersReport.insights.totalOrders).toBe(expected.orders);
      expect(cents(report.analytics.totals.revenue.value)).toBe(expected.sales);
      const monthly = report.ordersReport.monthly.reduce(
        (total: number, month: { value: number }) => total + cents(month.value),
        0,
      );
      expect(monthly).toBe(expected.sales);
    }
  });

  it("the admin's reports: earnings, orders and each brand's sales", async () => {
    const brandA = await brandFromDatabase(world.shop.brand.id);
    const brandB = await brandFromDatabase(world.atlas.id);
    const [counted] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from orders o
        where not (o.payment_method = 'ONLINE' and o.payment_status in ('PENDING', 'FAILED', 'CANCELLED'))`,
    );
    const overview = await call('GET', '/reports/overview?range=year', world.headers.admin);
    expect(cents(overview.metrics.earnings.value)).toBe(brandA.earned + brandB.earned);
    expect(overview.metrics.orders.value).toBe(Number(counted!.n));
    const ordersReport = await call('GET', '/reports/orders', world.headers.admin);
    expect(ordersReport.insights.totalOrders).toBe(Number(counted!.n));
    const brands = await call('GET', '/reports/brands?period=yearly', world.headers.admin);
    const revenueOf = (id: number) =>
      cents(brands.brands.find((brand: { id: number }) => brand.id === id).revenue);
    expect(revenueOf(world.shop.brand.id)).toBe(brandA.sales);
    expect(revenueOf(world.atlas.id)).toBe(brandB.sales);
  });

  it("what Souk owes each brand: its statement's sales and commission (decision 027)", async () => {
    for (const [brandId, headers] of [
      [world.shop.brand.id, world.headers.brandA],
      [world.atlas.id, world.headers.brandB],
    ] as const) {
      const summary = await call('GET', `/brands/${brandId}/payouts/summary`, headers);
      const rate = summary.commissionRate; // a setting, percent
      // per delivered part: what the customer kept of it (kept items less refunds recorded)
      const parts = await queryRows<{ status: string; kept: string; refunded: string }>(
        t.db,
        sql`select bo.status,
          (select coalesce(sum(subtotal), 0) from order_items
            where brand_order_id = bo.id and status <> 'REJECTED') as kept,
          (select coalesce(sum(amount), 0) from refunds where brand_order_id = bo.id) as refunded
        from brand_orders bo where bo.brand_id = ${brandId} and bo.delivered_date is not null`,
      );
      // a share of an amount in hundredths, rounded half up, computed here on its own
      const share = (amount: number) => Math.floor((amount * rate + 50) / 100);
      let sales = 0;
      let commission = 0;
      for (const part of parts) {
        if (part.status === 'REFUNDED') continue; // wholly reversed
        const kept = cents(part.kept);
        const back = cents(part.refunded);
        sales += kept - back;
        commission += share(kept) - share(back);
      }
      expect(cents(summary.sales), `brand ${brandId} sales`).toBe(sales);
      expect(cents(summary.commission), `brand ${brandId} commission`).toBe(commission);
      expect(cents(summary.balance) + cents(summary.paidOut)).toBe(sales - commission);
    }
  });
});
