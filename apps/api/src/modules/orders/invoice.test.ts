import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts';
import { products } from '../../db/schema/catalogue';
import { cartItems } from '../../db/schema/commerce';
import { buildTestApp, type TestApp } from '../../test/helper';
import {
  apiCall,
  deliverOrder,
  orderPeople,
  placeOrder,
  seedOrderProducts,
  type Headers,
  type Method,
  type OrderLine,
  type OrderShop,
  type ProductRow,
} from '../../test/order-fixture';
import { bidiRuns, shapeArabic } from './pdf-text';

let t: TestApp;
let shop: OrderShop['shop'];
let lamp: ProductRow;
let amira: Headers;
let karim: Headers;
let admin: Headers;
let brandA: Headers;
let amiraId: number;

beforeAll(async () => {
  t = await buildTestApp();
  ({ shop, lamp } = await seedOrderProducts(t.db));
  const people = await orderPeople(t, { a: shop.brand.id });
  ({ id: amiraId, headers: amira } = people.amira);
  karim = people.karim.headers;
  admin = people.admin.headers;
  brandA = people.brandA.headers;
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.db
    .update(products)
    .set({ quantity: 30, active: true })
    .where(eq(products.id, shop.shirt.id));
  await t.db.update(products).set({ quantity: 40 }).where(eq(products.id, shop.mug.id));
  await t.db.update(products).set({ quantity: 5 }).where(eq(products.id, lamp.id));
  await t.db.delete(cartItems);
});

const call = (method: Method, url: string, headers: Headers, payload?: object) =>
  apiCall(t, method, url, headers, payload);

/** Amira's order; by default Linen Shirt (Blue, M) × 2 at 60 dt, Brass Lamp × 1 at 120 dt, shipping 7 dt: 247 dt. */
const placeAmiras = (
  items: OrderLine[] = [
    { productId: shop.shirt.id, quantity: 2, size: 'M', color: 'Blue' },
    { productId: lamp.id, quantity: 1 },
  ],
) => placeOrder(t, amira, items);

type TextItem = { str: string; dir: string; x: number; right: number; y: number };

/** The PDF's text as a PDF reader extracts it (pdf.js), each piece with where it sits. */
async function readPdf(bytes: Buffer): Promise<{ items: TextItem[]; text: string }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const items: TextItem[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    for (const item of content.items) {
      if (!('str' in item) || !item.str.trim()) continue;
      // Presentation forms (the joined shapes of Arabic letters) read back as their letters.
      const str = item.str.normalize('NFKC');
      const x = item.transform[4] as number;
      items.push({ str, dir: item.dir, x, right: x + item.width, y: item.transform[5] as number });
    }
  }
  await pdf.destroy();
  return { items, text: items.map((item) => item.str).join(' ') };
}

const invoice = (id: number, headers: Headers, language?: string) =>
  call('GET', `/orders/${id}/invoice`, {
    ...headers,
    ...(language ? { 'accept-language': language } : {}),
  });

/** Amira's order, delivered (both brands' parts, by an admin). */
const deliveredAmiras = async (items?: OrderLine[]) => {
  const order = await placeAmiras(items);
  await deliverOrder(t, admin, order.id);
  return order;
};

describe('GET /orders/{id}/invoice', () => {
  it('gives the owner and an admin the PDF of the delivered goods, and nobody else', async () => {
    const order = await deliveredAmiras();
    const own = await invoice(order.id, amira);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    // two brands, two invoices in one file
    expect(own.headers['content-disposition']).toBe(
      `attachment; filename="invoices-${order.orderNumber}.pdf"`,
    );
    expect(own.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    expect((await invoice(order.id, admin)).statusCode).toBe(200);
    const other = await invoice(order.id, karim);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ success: false, errorCode: 'not_found' });
    expect(other.body).not.toContain(order.orderNumber);
    expect((await invoice(order.id, brandA)).statusCode).toBe(403);
    expect((await invoice(order.id, {})).statusCode).toBe(401);
    expect((await invoice(999_999, amira)).statusCode).toBe(404);
  });

  it('has no invoice before delivery, and says so in the reader’s language', async () => {
    const order = await placeAmiras();
    const answer = await invoice(order.id, amira, 'fr');
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({
      errorCode: 'invoice_not_issued',
      message:
        'Cette commande n’a pas encore de facture : une facture est émise à la livraison des articles.',
    });
  });

  it('writes each brand’s invoice: number, dates, items, amounts in dt, payment and Souk in English', async () => {
    const order = await deliveredAmiras();
    const { text } = await readPdf((await invoice(order.id, amira, 'en')).rawPayload);
    expect(text).toContain('Invoice');
    expect(text).toMatch(/Invoice number: F-\d{4}-\d{6}/);
    expect(text).toContain(`Order number: ${order.orderNumber}`);
    expect(text).toContain('Order date');
    expect(text).toContain('Delivered on');
    expect(text).toContain('Sold by Medina Threads');
    expect(text).toContain('Sold by Atlas Lamps');
    expect(text).toContain('Linen Shirt');
    expect(text).toContain('Colour: Blue · Size: M · Category: Clothing');
    expect(text).toContain('Brass Lamp');
    expect(text).toContain('60.00 dt'); // the shirt's unit price after its 25 % discount
    expect(text).toContain('120.00 dt');
    expect(text).toContain('Shipping 7.00 dt');
    // the shirts with the order's shipping, then the lamp: 127 + 120 = the order's 247 dt
    expect(text).toContain('Total 127.00 dt');
    expect(text).toContain('Total 120.00 dt');
    expect(text).toContain('Payment: Cash on delivery');
    expect(text).toContain('12 Rue de Marseille');
    expect(text).toContain('Souk SARL');
    expect(text).toContain('support@souk.tn');
    expect(text).toContain('+216 71 123 456');
    expect(text).toContain('Les Berges du Lac, 1053 Tunis, Tunisia');
  });

  it('writes it in French, colours and categories in French', async () => {
    const order = await deliveredAmiras();
    const { text } = await readPdf((await invoice(order.id, amira, 'fr')).rawPayload);
    expect(text).toContain('Facture');
    expect(text).toContain('Numéro de facture');
    expect(text).toContain('Numéro de commande');
    expect(text).toContain(order.orderNumber);
    expect(text).toContain('Vendu par Medina Threads');
    expect(text).toContain('Linen Shirt');
    expect(text).toContain('Couleur: Bleu · Taille: M · Catégorie: Vêtements');
    expect(text).toContain('127.00 dt');
    expect(text).toContain('Paiement à la livraison');
    expect(text).toContain('Matricule fiscal');
    expect(text).toContain('Livraison');
  });

  it('writes it in Arabic, letters joined, right to left', async () => {
    const order = await deliveredAmiras();
    const { items, text } = await readPdf((await invoice(order.id, amira, 'ar')).rawPayload);
    // Each word reads back as its letters, in reading order (the lam-alef ligature included).
    for (const phrase of [
      'فاتورة',
      'رقم الفاتورة',
      'رقم الطلب',
      'الدفع عند الاستلام',
      'يبيعه',
      'المجموع',
      'أزرق',
      'ملابس',
    ])
      expect(text).toContain(phrase);
    expect(text).toContain(order.orderNumber);
    expect(text).toContain('Linen Shirt');
    expect(text).toContain('Brass Lamp');
    expect(text).toContain('127.00 dt');
    expect(text).toContain('120.00 dt');
    expect(text).toContain('support@souk.tn');
    // A Latin address keeps its own left-to-right order inside the Arabic page.
    expect(items.find((item) => item.str === '12 Rue de Marseille')?.dir).toBe('ltr');
    // Arabic words are written right to left…
    const title = items.find((item) => item.str === 'فاتورة')!;
    expect(title.dir).toBe('rtl');
    // …and the text starts at the right margin (A4 is 595.28 pt wide, margins 48 pt).
    const rightEdge = 595.28 - 48;
    const seller = items.find((item) => item.str === 'Medina Threads')!;
    expect(seller.right).toBeCloseTo(rightEdge, 0);
    const orderLabel = items.find((item) => item.str === 'رقم')!;
    expect(orderLabel.x).toBeLessThan(rightEdge / 2);
    const onDelivery = items.find((item) => item.str === 'الاستلام')!;
    const payment = items.find((item) => item.str === 'الدفع' && item.y === onDelivery.y)!;
    expect(payment.x).toBeGreaterThan(onDelivery.x); // the first word is on the right
  });

  it('is in the customer’s own language for an admin', async () => {
    const order = await deliveredAmiras();
    await t.db.update(users).set({ language: 'ar' }).where(eq(users.id, amiraId));
    const { text } = await readPdf((await invoice(order.id, admin, 'en')).rawPayload);
    expect(text).toContain('فاتورة');
    await t.db.update(users).set({ language: 'fr' }).where(eq(users.id, amiraId));
  });

  it('has no invoice for a cancelled part: only the delivered brand’s goods, with the shipping', async () => {
    const order = await placeAmiras();
    await call('PATCH', `/orders/${order.id}/status`, brandA, { status: 'CANCELLED' });
    await deliverOrder(t, admin, order.id);
    const { text } = await readPdf((await invoice(order.id, amira, 'en')).rawPayload);
    expect(text).toContain('Sold by Atlas Lamps');
    expect(text).not.toContain('Medina Threads');
    expect(text).not.toContain('Linen Shirt');
    expect(text).toContain('Total 127.00 dt'); // the lamp, 120 dt, and the order's shipping
  });
});

describe('POST /orders/{id}/buy-again', () => {
  const buyAgain = (id: number, headers: Headers = amira) =>
    call('POST', `/orders/${id}/buy-again`, headers);
  const cartLines = async () =>
    (await call('GET', '/cart', amira))
      .json()
      .data.items.map((item: { productName: string; quantity: number; size: string | null }) => [
        item.productName,
        item.size,
        item.quantity,
      ]);

  it('puts the order’s items back in the cart with their size, colour and quantity', async () => {
    const order = await placeAmiras();
    const response = await buyAgain(order.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      added: [
        {
          productId: shop.shirt.id,
          productName: 'Linen Shirt',
          quantity: 2,
          color: 'Blue',
          size: 'M',
        },
        { productId: lamp.id, productName: 'Brass Lamp', quantity: 1, color: null, size: null },
      ],
      skipped: [],
    });
    expect(await cartLines()).toEqual([
      ['Linen Shirt', 'M', 2],
      ['Brass Lamp', null, 1],
    ]);
  });

  it('skips what is already in the cart, and says so', async () => {
    const order = await placeAmiras();
    await call('POST', '/cart/add', amira, {
      productId: shop.shirt.id,
      quantity: 1,
      size: 'M',
      color: 'Blue',
    });
    const { data } = (await buyAgain(order.id)).json();
    expect(data.added.map((item: { productName: string }) => item.productName)).toEqual([
      'Brass Lamp',
    ]);
    expect(data.skipped).toEqual([
      { productId: shop.shirt.id, productName: 'Linen Shirt', reason: 'in_cart', available: 28 },
    ]);
    // The line in the cart is left as it was.
    expect(await cartLines()).toEqual([
      ['Linen Shirt', 'M', 1],
      ['Brass Lamp', null, 1],
    ]);
  });

  it('skips what is no longer sold or short of stock, and says so', async () => {
    const order = await placeAmiras([
      { productId: shop.shirt.id, quantity: 2, size: 'M', color: 'Blue' },
      { productId: lamp.id, quantity: 3 },
      { productId: shop.mug.id, quantity: 1 },
    ]);
    await t.db.update(products).set({ active: false }).where(eq(products.id, shop.shirt.id));
    await t.db.update(products).set({ quantity: 1 }).where(eq(products.id, lamp.id));
    const { data } = (await buyAgain(order.id)).json();
    expect(data.added).toEqual([
      { productId: shop.mug.id, productName: 'Clay Mug', quantity: 1, color: null, size: null },
    ]);
    expect(data.skipped).toEqual([
      { productId: shop.shirt.id, productName: 'Linen Shirt', reason: 'unavailable', available: 0 },
      { productId: lamp.id, productName: 'Brass Lamp', reason: 'not_enough_stock', available: 1 },
    ]);
  });

  it('skips a size the product no longer offers', async () => {
    const order = await placeAmiras();
    await t.db
      .update(products)
      .set({ sizes: ['S', 'L'] })
      .where(eq(products.id, shop.shirt.id));
    const { data } = (await buyAgain(order.id)).json();
    expect(data.skipped).toEqual([
      expect.objectContaining({ productName: 'Linen Shirt', reason: 'unavailable' }),
    ]);
    await t.db
      .update(products)
      .set({ sizes: ['S', 'M', 'L'] })
      .where(eq(products.id, shop.shirt.id));
  });

  it('is the owner’s only: another customer gets 404 and nothing changes', async () => {
    const order = await placeAmiras();
    const response = await buyAgain(order.id, karim);
    expect(response.statusCode).toBe(404);
    expect(response.json().errorCode).toBe('not_found');
    expect((await call('GET', '/cart', karim)).json().data.items).toEqual([]);
    expect((await buyAgain(order.id, admin)).statusCode).toBe(403);
    expect((await buyAgain(order.id, {})).statusCode).toBe(401);
  });
});

describe('PDF text layout', () => {
  it('joins Arabic letters into their presentation forms, lam-alef as one', () => {
    const shaped = shapeArabic('الاستلام');
    expect(shaped).not.toBe('الاستلام');
    expect(shaped.normalize('NFKC')).toBe('الاستلام');
    expect([...shaped]).toHaveLength(6); // two lam-alef ligatures
    expect(shapeArabic('Souk 12')).toBe('Souk 12');
  });

  it('places left-to-right pieces inside Arabic text by the bidi algorithm', () => {
    const runs = bidiRuns('رقم الطلب: \u2066SK-2611-000123\u2069', 'rtl');
    expect(runs.map((run) => [run.text, run.rtl])).toEqual([
      ['رقم الطلب: ', true],
      ['SK-2611-000123', false],
    ]);
    // The number stands to the left of the words that name it.
    expect(runs[1]!.visualIndex).toBeLessThan(runs[0]!.visualIndex);
  });
});
