import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect, expectAccessible, test } from './support/fixtures';
import { logIn, newCustomer, registerThroughApi } from './support/accounts';
import { inArabicText } from './support/language';
import { apiLogin, deliveredOrder, lineOf, placeOrder, productsInStock } from './support/orders';

/**
 * The order history (issue 11): a new customer with orders filters and sorts them, opens the
 * details, cancels a pending order after confirming, buys a delivered order again (told what was
 * skipped) and downloads its invoice, a real PDF, in English and Arabic.
 */

const HISTORY = '/dashboard/profile/order-history';

/** A new customer, verified, with their API headers; logged in in the browser. */
async function newCustomerIn(page: Page, request: APIRequestContext) {
  const customer = newCustomer();
  await registerThroughApi(request, customer, { verify: true });
  const headers = await apiLogin(request, customer.email, customer.password);
  await logIn(page, customer.email, customer.password);
  await expect(page).not.toHaveURL(/\/login/);
  return headers;
}

/** The text of a PDF as a reader extracts it (Arabic letters back from their joined forms). */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str.normalize('NFKC'));
  }
  await pdf.destroy();
  return parts.join(' ');
}

async function downloaded(download: Download): Promise<Buffer> {
  return readFile((await download.path())!);
}

const rowOf = (page: Page, orderNumber: string) =>
  page.locator(`[data-testid="order-row"][data-order-number="${orderNumber}"]`);

test('filters and sorts the history, opens the details and cancels a pending order', async ({
  page,
  request,
}) => {
  const headers = await newCustomerIn(page, request);
  const [first, second] = await productsInStock(request, 2, 6);
  const older = await deliveredOrder(request, headers, [first!]);
  const pending = await placeOrder(request, headers, [second!]);

  await page.goto(HISTORY);
  await expect(page.getByRole('heading', { level: 1, name: 'Order history' })).toBeVisible();
  const rows = page.getByTestId('order-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toHaveAttribute('data-order-number', pending.orderNumber);
  await expectAccessible(page);

  await page.getByLabel('Period').selectOption('days30');
  await expect(rows).toHaveCount(2);
  await page.getByLabel('Sort by').selectOption('oldest');
  await expect(rows.first()).toHaveAttribute('data-order-number', older.orderNumber);

  await page.getByRole('button', { name: `Details of order ${pending.orderNumber}` }).click();
  const details = page.getByRole('dialog', { name: `Order ${pending.orderNumber}` });
  await expect(details.getByText(second!.name, { exact: true })).toBeVisible();
  await expect(details.getByText('Cash on delivery')).toBeVisible();
  await expect(details.getByText('12 Rue de Marseille')).toBeVisible();
  await expectAccessible(page);

  await details.getByRole('button', { name: 'Cancel order' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this order?' });
  await confirm.getByRole('button', { name: 'Yes, cancel the order' }).click();
  await expect(page.getByText('Order cancelled successfully')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(rowOf(page, pending.orderNumber).getByTestId('order-status')).toHaveText(
    'Cancelled',
  );
  const stored = await request.get(`/api/v1/orders/${pending.id}`, { headers });
  expect(((await stored.json()) as { data: { status: string } }).data.status).toBe('CANCELLED');
});

test('buys a delivered order again, says what was skipped, and downloads its invoice', async ({
  page,
  request,
}) => {
  const headers = await newCustomerIn(page, request);
  const products = await productsInStock(request, 2, 7);
  const order = await deliveredOrder(request, headers, products);
  // One of the two is in the cart already: Buy Again leaves it and says so.
  const inCart = await request.post('/api/v1/cart/add', { headers, data: lineOf(products[1]!) });
  expect(inCart.status(), await inCart.text()).toBe(200);

  await page.goto(HISTORY);
  await page.getByRole('button', { name: `Details of order ${order.orderNumber}` }).click();
  const details = page.getByRole('dialog', { name: `Order ${order.orderNumber}` });
  await expect(details.getByTestId('order-item')).toHaveCount(2);

  await details.getByRole('button', { name: 'Buy again' }).click();
  const outcome = details.getByTestId('buy-again-result');
  await expect(outcome).toContainText('1 item added to your cart.');
  await expect(outcome).toContainText(`${products[1]!.name}: already in your cart`);
  const cart = (await (await request.get('/api/v1/cart', { headers })).json()) as {
    data: { items: { productId: number }[] };
  };
  expect(cart.data.items.map((item) => item.productId).sort()).toEqual(
    products.map((product) => product.id).sort(),
  );

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    // one numbered invoice per brand delivered (decision 028): the first one
    details
      .getByRole('button', { name: /^Download invoice F-\d{4}-\d{6}$/ })
      .first()
      .click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^invoice-F-\d{4}-\d{6}\.pdf$/);
  const bytes = await downloaded(download);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = await pdfText(bytes);
  expect(text).toContain(order.orderNumber);
  expect(text).toContain('Invoice');
  expect(products.some((product) => text.includes(product.name))).toBe(true);
  expect(text).toContain('Cash on delivery');
});

test('the order history and its invoice in Arabic', async ({ page, request }) => {
  const headers = await newCustomerIn(page, request);
  const [product] = await productsInStock(request, 1, 8);
  const order = await deliveredOrder(request, headers, [product!]);
  await page.evaluate(() =>
    localStorage.setItem(
      'language-store',
      JSON.stringify({ state: { language: 'ar' }, version: 0 }),
    ),
  );
  await page.goto(HISTORY);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'سجل الطلبات' })).toBeVisible();
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  await expectAccessible(page);

  await page
    .getByRole('button', { name: `تفاصيل الطلب ${inArabicText(order.orderNumber)}` })
    .click();
  const details = page.getByRole('dialog', { name: `الطلب ${inArabicText(order.orderNumber)}` });
  await expect(details.getByText('الدفع عند الاستلام')).toBeVisible();
  await expectAccessible(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    details.getByRole('button', { name: 'تنزيل الفاتورة' }).click(),
  ]);
  const text = await pdfText(await downloaded(download));
  expect(text).toContain('فاتورة');
  expect(text).toContain('رقم الطلب');
  expect(text).toContain('الدفع عند الاستلام');
  expect(text).toContain(order.orderNumber);
  expect(text).toContain(`${order.total.toFixed(2)} dt`);
});
