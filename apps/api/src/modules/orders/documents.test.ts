import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { brands } from '../../db/schema/brands';
import { brandOrders } from '../../db/schema/commerce';
import { invoices } from '../../db/schema/invoices';
import { buildTestApp, type TestApp } from '../../test/helper';
import {
  apiCall,
  deliverOrder,
  moveOrder,
  orderWorld,
  placeOrder,
  rejectItem,
  restock,
  type Headers,
  type OrderLine,
} from '../../test/order-fixture';
import { changeOrderStatus } from './order-changes';

/**
 * Issue 30, item 4 (decision 028): a receipt as soon as something is paid, and numbered invoices
 * of delivered goods — F-YYYY-NNNNNN, gap-free per year, one per brand part, the same number
 * every time — with Souk's and the brand's legal details.
 */

let t: TestApp;
let world: Awaited<ReturnType<typeof orderWorld>>;
let amira: Headers;
let karim: Headers;
let admin: Headers;
let brandA: Headers;
let brandB: Headers;

const LEGAL = {
  SOUK_LEGAL_NAME: 'Souk Marketplace SARL',
  SOUK_TAX_ID: '1776655/K/A/M/000',
  SOUK_ADDRESS: 'Immeuble Lac Palace, Les Berges du Lac, 1053 Tunis',
};

beforeAll(async () => {
  t = await buildTestApp(LEGAL);
  world = await orderWorld(t);
  ({ amira, karim, admin, brandA, brandB } = world.headers);
  await t.db
    .update(brands)
    .set({ taxId: '1234567/B/A/M/000', email: 'hello@medina.tn', phoneNumber: '+216 71 000 111' })
    .where(eq(brands.id, world.shop.brand.id));
});
afterAll(() => t.close());

beforeEach(() => restock(t.db, [world.shop.shirt.id, world.shop.mug.id, world.lamp.id], 30));

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Headers, payload?: object) =>
  apiCall(t, method, url, headers, payload);

/** Linen Shirt (Blue, M) × 2 at 60 dt from Medina Threads, Brass Lamp 120 dt from Atlas Lamps, 7 dt shipping. */
const LINES = (): OrderLine[] => [
  { productId: world.shop.shirt.id, quantity: 2, size: 'M', color: 'Blue' },
  { productId: world.lamp.id, quantity: 1 },
];

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items)
      if ('str' in item && item.str.trim()) parts.push(item.str.normalize('NFKC'));
  }
  await pdf.destroy();
  return parts.join(' ');
}

const receipt = (id: number, headers: Headers, language = 'en') =>
  call('GET', `/orders/${id}/receipt`, { ...headers, 'accept-language': language });
const invoicePdf = (id: number, headers: Headers, number?: string, language = 'en') =>
  call('GET', `/orders/${id}/invoice${number ? `?number=${number}` : ''}`, {
    ...headers,
    'accept-language': language,
  });
type Documents = {
  receipt: { available: boolean; paidAt: string | null };
  invoices: { number: string; brandOrderId: number; brandName: string; total: number }[];
};
const documents = async (id: number, headers: Headers = amira): Promise<Documents> => {
  const answer = await call('GET', `/orders/${id}/documents`, headers);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
};
const sequenceOf = (number: string) => Number(number.split('-')[2]);

/** Pays a card order in the sandbox: init, the card page, as a customer does. */
async function payByCard(orderId: number) {
  const started = await call('POST', '/orders/konnect/init-payment', amira, {
    orderId: String(orderId),
    amount: 1,
    description: `Order #${orderId}`,
  });
  expect(started.statusCode, started.body).toBe(200);
  const { paymentRef } = started.json().data;
  const paid = await call(
    'POST',
    `/payments/sandbox/${paymentRef}/pay`,
    {},
    {
      cardNumber: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
    },
  );
  expect(paid.json().data.status).toBe('completed');
}

describe('the receipt', () => {
  it('is there the moment a card payment is confirmed in the sandbox, not before', async () => {
    const order = await placeOrder(t, amira, LINES(), 'ONLINE');
    const before = await receipt(order.id, amira, 'fr');
    expect(before.statusCode).toBe(409);
    expect(before.json()).toMatchObject({
      errorCode: 'nothing_paid',
      message:
        'Rien n’a encore été payé pour cette commande : son reçu sera disponible une fois le paiement reçu.',
    });
    expect((await documents(order.id)).receipt).toEqual({ available: false, paidAt: null });

    await payByCard(order.id);
    const docs = await documents(order.id);
    expect(docs.receipt.available).toBe(true);
    expect(Date.now() - Date.parse(docs.receipt.paidAt!)).toBeLessThan(60_000);
    expect(docs.invoices).toEqual([]); // nothing delivered yet

    const answer = await receipt(order.id, amira);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="receipt-${order.orderNumber}.pdf"`,
    );
    const text = await pdfText(answer.rawPayload);
    expect(text).toContain('Receipt');
    expect(text).toContain(`Order number: ${order.orderNumber}`);
    expect(text).toContain('Date paid');
    expect(text).toContain('Payment method: Card, online');
    expect(text).toContain('Linen Shirt');
    expect(text).toContain('Brass Lamp');
    expect(text).toContain('Amount paid 247.00 dt'); // 2 × 60 + 120 + 7
  });

  it('of a cash order lists the parts delivered, their cash collected, once the first arrives', async () => {
    const order = await placeOrder(t, amira, LINES());
    expect((await receipt(order.id, amira)).statusCode).toBe(409);
    await deliverOrder(t, brandB, order.id); // the lamp only
    expect((await documents(order.id)).receipt.available).toBe(true);
    const text = await pdfText((await receipt(order.id, amira)).rawPayload);
    expect(text).toContain('Payment method: Cash on delivery');
    expect(text).toContain('Brass Lamp');
    expect(text).not.toContain('Linen Shirt');
    expect(text).toContain('Amount paid 127.00 dt'); // the lamp and the shipping

    await deliverOrder(t, brandA, order.id);
    const whole = await pdfText((await receipt(order.id, amira)).rawPayload);
    expect(whole).toContain('Linen Shirt');
    expect(whole).toContain('Amount paid 247.00 dt');
  });

  it('is in the customer’s language: French and Arabic, colours and categories translated', async () => {
    const order = await placeOrder(t, amira, LINES(), 'ONLINE');
    await payByCard(order.id);
    const fr = await pdfText((await receipt(order.id, amira, 'fr')).rawPayload);
    expect(fr).toContain('Reçu');
    expect(fr).toContain('Date de paiement');
    expect(fr).toContain('Carte, en ligne');
    expect(fr).toContain('Couleur: Bleu · Taille: M · Catégorie: Vêtements');
    expect(fr).toContain('Montant payé 247.00 dt');
    const ar = await pdfText((await receipt(order.id, amira, 'ar')).rawPayload);
    for (const phrase of ['إيصال', 'تاريخ الدفع', 'أزرق', 'ملابس', 'المبلغ المدفوع'])
      expect(ar).toContain(phrase);
    expect(ar).toContain('247.00 dt');
  });

  it('is the owner’s and an admin’s only', async () => {
    const order = await placeOrder(t, amira, LINES(), 'ONLINE');
    await payByCard(order.id);
    for (const url of [
      `/orders/${order.id}/receipt`,
      `/orders/${order.id}/documents`,
      `/orders/${order.id}/invoice`,
    ]) {
      const other = await call('GET', url, karim);
      expect(other.statusCode, url).toBe(404);
      expect(other.body).not.toContain(order.orderNumber);
      expect((await call('GET', url, brandA)).statusCode, url).toBe(403);
      expect((await call('GET', url, {})).statusCode, url).toBe(401);
    }
    expect((await receipt(order.id, admin)).statusCode).toBe(200);
  });
});

describe('invoice numbers', () => {
  it('numbers each delivered brand part F-YYYY-NNNNNN, consecutively, one after the other', async () => {
    const first = await placeOrder(t, amira, [{ productId: world.lamp.id }]);
    const second = await placeOrder(t, karim, [{ productId: world.lamp.id }]);
    await deliverOrder(t, brandB, first.id);
    await deliverOrder(t, brandB, second.id);
    const [a] = (await documents(first.id)).invoices;
    const [b] = (await documents(second.id, karim)).invoices;
    const year = new Intl.DateTimeFormat('en-GB', {
      year: 'numeric',
      timeZone: 'Africa/Tunis',
    }).format(new Date());
    expect(a!.number).toMatch(new RegExp(`^F-${year}-\\d{6}$`));
    expect(sequenceOf(b!.number)).toBe(sequenceOf(a!.number) + 1);
    expect(a).toMatchObject({ brandName: 'Atlas Lamps', total: 127 });
  });

  it('gives the same number every time the invoice is asked for, and prints it', async () => {
    const order = await placeOrder(t, amira, LINES());
    await deliverOrder(t, admin, order.id);
    const once = (await documents(order.id)).invoices;
    expect(once.map((invoice) => invoice.brandName)).toEqual(['Medina Threads', 'Atlas Lamps']);
    expect(sequenceOf(once[1]!.number)).toBe(sequenceOf(once[0]!.number) + 1);
    const again = (await documents(order.id)).invoices;
    expect(again).toEqual(once);
    const single = await invoicePdf(order.id, amira, once[1]!.number);
    expect(single.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${once[1]!.number}.pdf"`,
    );
    const text = await pdfText(single.rawPayload);
    expect(text).toContain(`Invoice number: ${once[1]!.number}`);
    expect(text).not.toContain(once[0]!.number);
    expect(await pdfText((await invoicePdf(order.id, amira, once[1]!.number)).rawPayload)).toBe(
      text,
    );
    const rows = await t.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(rows).toHaveLength(2);
    // another order's number is not this order's
    const other = await placeOrder(t, amira, [{ productId: world.lamp.id }]);
    expect((await invoicePdf(other.id, amira, once[0]!.number)).statusCode).toBe(404);
    expect((await invoicePdf(order.id, amira, 'F-2026-12')).statusCode).toBe(400);
  });

  it('starts again at 000001 each calendar year, in Tunis time', async () => {
    const deliverAt = async (at: string) => {
      const order = await placeOrder(t, amira, [{ productId: world.lamp.id }]);
      await moveOrder(t, brandB, order.id, 'SHIPPED');
      await t.db.transaction((tx) =>
        changeOrderStatus(tx, order.id, 'DELIVERED', { actor: 'ADMIN' }, new Date(at)),
      );
      return (await documents(order.id)).invoices[0]!.number;
    };
    // 31 December 2040, 23:30 in Tunis (UTC+1), then 1 January 2041, 00:30 in Tunis
    expect(await deliverAt('2040-12-31T22:30:00Z')).toBe('F-2040-000001');
    expect(await deliverAt('2040-12-31T22:45:00Z')).toBe('F-2040-000002');
    expect(await deliverAt('2040-12-31T23:30:00Z')).toBe('F-2041-000001');
  });

  it('issues N concurrent deliveries the numbers 1..N of their year, no gap, no double', async () => {
    const orders: { id: number; orderNumber: string }[] = [];
    for (let n = 0; n < 6; n++) {
      const order = await placeOrder(t, n % 2 ? karim : amira, [{ productId: world.lamp.id }]);
      await moveOrder(t, brandB, order.id, 'SHIPPED');
      orders.push(order);
    }
    // one delivery fails and rolls back: its number must not be lost
    const failing = t.db.transaction(async (tx) => {
      await changeOrderStatus(
        tx,
        orders[0]!.id,
        'DELIVERED',
        { actor: 'ADMIN' },
        new Date('2043-06-01T10:00:00Z'),
      );
      throw new Error('the carrier’s record failed');
    });
    const answers = await Promise.allSettled([
      failing,
      ...orders
        .slice(1)
        .map((order) =>
          t.db.transaction((tx) =>
            changeOrderStatus(
              tx,
              order.id,
              'DELIVERED',
              { actor: 'ADMIN' },
              new Date('2043-06-01T10:00:00Z'),
            ),
          ),
        ),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    const issued = await t.db.select().from(invoices).where(eq(invoices.year, 2043));
    expect(issued.map((row) => row.sequence).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(issued.map((row) => row.brandOrderId)).size).toBe(5);
  });

  it('gives two concurrent first downloads of a part delivered without one a single number', async () => {
    const order = await placeOrder(t, amira, [{ productId: world.lamp.id }]);
    // a part delivered before invoices were numbered (an old database, the demo's orders)
    await t.db
      .update(brandOrders)
      .set({ status: 'DELIVERED', shippedDate: new Date(), deliveredDate: new Date() })
      .where(eq(brandOrders.orderId, order.id));
    const [one, two] = await Promise.all([
      invoicePdf(order.id, amira),
      invoicePdf(order.id, amira),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(one.headers['content-disposition']).toBe(two.headers['content-disposition']);
    const rows = await t.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(rows).toHaveLength(1);
  });
});

describe('what the invoice says', () => {
  it('prints Souk’s and the brand’s legal details, and a dash for a missing tax id', async () => {
    const order = await placeOrder(t, amira, LINES());
    await deliverOrder(t, admin, order.id);
    const [shirts, lamp] = (await documents(order.id)).invoices;
    const medina = await pdfText((await invoicePdf(order.id, amira, shirts!.number)).rawPayload);
    expect(medina).toContain('Medina Threads');
    expect(medina).toContain('Tax ID (matricule fiscal): 1234567/B/A/M/000');
    expect(medina).toContain('hello@medina.tn');
    expect(medina).toContain('+216 71 000 111');
    expect(medina).toContain('Souk Marketplace SARL');
    expect(medina).toContain('Immeuble Lac Palace, Les Berges du Lac, 1053 Tunis');
    expect(medina).toContain('Tax ID (matricule fiscal): 1776655/K/A/M/000');
    const atlas = await pdfText((await invoicePdf(order.id, amira, lamp!.number)).rawPayload);
    expect(atlas).toContain('Atlas Lamps');
    expect(atlas).toContain('Tax ID (matricule fiscal): —');
  });

  it('adds up to the order’s amount due: a rejected item at 0 with its reason, shipping once', async () => {
    const order = await placeOrder(t, amira, [
      ...LINES(),
      { productId: world.shop.mug.id, quantity: 2 },
    ]);
    await rejectItem(t.db, order.id, world.shop.mug.id, 'Broken in the stockroom');
    await deliverOrder(t, admin, order.id);
    const read = (await call('GET', `/orders/${order.id}`, amira)).json().data;
    const docs = await documents(order.id);
    const invoiced = docs.invoices.reduce((sum, invoice) => sum + invoice.total * 100, 0);
    // 2 × 60 + 120 + 7, the mugs (2 × 12.50) rejected
    expect(invoiced).toBe(24_700);
    expect(Math.round(read.amountDue * 100)).toBe(invoiced);
    const text = await pdfText(
      (await invoicePdf(order.id, amira, docs.invoices[0]!.number)).rawPayload,
    );
    expect(text).toContain('Clay Mug');
    expect(text).toContain('Not supplied by the brand: Broken in the stockroom');
    expect(text).toContain('12.50 dt 0.00 dt'); // its unit price, then its amount: nothing
    expect(text).toContain('Total 127.00 dt');
  });
});
