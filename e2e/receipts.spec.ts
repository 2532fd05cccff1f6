import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect, expectAccessible, test } from './support/fixtures';
import { logIn, newCustomer, registerThroughApi } from './support/accounts';
import { chooseLanguage } from './support/language';
import { lineOf, productsInStock } from './support/orders';

/**
 * Receipts (issue 30, item 4; decision 028): a customer pays by card in the sandbox and, at once,
 * the order history shows the order paid and gives its receipt, a real PDF; in Arabic too, and
 * without sideways scrolling on a phone.
 */

const HISTORY = '/dashboard/profile/order-history';

async function pdfText(download: Download): Promise<string> {
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str.normalize('NFKC'));
  }
  await pdf.destroy();
  return parts.join(' ');
}

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('a customer pays by card in the sandbox and downloads the receipt at once', async ({
  page,
  request,
}) => {
  const customer = newCustomer();
  await registerThroughApi(request, customer, { verify: true });
  await logIn(page, customer.email, customer.password);
  await expect(page).not.toHaveURL(/\/login/);
  const token = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('auth-store')!) as { state: { token: string } }).state.token,
  );
  const headers = { Authorization: `Bearer ${token}` };
  const [product] = await productsInStock(request, 1, 11);
  const added = await request.post('/api/v1/cart/add', { headers, data: lineOf(product!) });
  expect(added.status(), await added.text()).toBe(200);

  // checkout by card, paid on the sandbox's card page
  await page.goto('/pay');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Rue de Marseille');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Tunis');
  await page.getByRole('textbox', { name: 'Governorate', exact: true }).fill('Tunis');
  await page.getByRole('textbox', { name: 'Postal code', exact: true }).fill('1000');
  await page.getByRole('radio', { name: /Pay online by card/ }).check();
  await page.getByRole('button', { name: 'Place order and pay' }).click();
  await expect(page).toHaveURL(/\/pay\/sandbox\/sbx_/);
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: 'Expiry date (MM/YY)' }).fill('12/30');
  await page.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();

  // at once: the history says Paid (not Pending) and gives the receipt
  await page.goto(HISTORY);
  const row = page.locator(`[data-testid="order-row"][data-order-number="${orderNumber}"]`);
  await expect(row.getByTestId('order-status')).toHaveText('Paid');
  const [fromRow] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: `Download the receipt of order ${orderNumber}` }).click(),
  ]);
  expect(fromRow.suggestedFilename()).toBe(`receipt-${orderNumber}.pdf`);
  const text = await pdfText(fromRow);
  expect(text).toContain('Receipt');
  expect(text).toContain(orderNumber);
  expect(text).toContain('Card, online');
  expect(text).toContain('Amount paid');
  expect(text).toContain(product!.name);
  await expectAccessible(page);

  // the details offer it too, and say the invoice comes with the delivery
  await page.getByRole('button', { name: `Details of order ${orderNumber}` }).click();
  const details = page.getByRole('dialog', { name: `Order ${orderNumber}` });
  const documents = details.getByTestId('order-documents');
  await expect(documents.getByText(/^Paid on /)).toBeVisible();
  await expect(
    documents.getByText('Each brand’s invoice is issued when its items are delivered.'),
  ).toBeVisible();
  const [fromDetails] = await Promise.all([
    page.waitForEvent('download'),
    documents.getByRole('button', { name: 'Download receipt' }).click(),
  ]);
  expect(fromDetails.suggestedFilename()).toBe(`receipt-${orderNumber}.pdf`);
  await expectAccessible(page);
  await details.getByRole('button', { name: 'Close' }).click();

  // in Arabic, on a phone: right to left, the receipt in Arabic, no sideways scrolling
  await page.setViewportSize({ width: 390, height: 844 });
  await chooseLanguage(page, 'ar');
  await page.goto(HISTORY);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(row.getByTestId('order-status')).toHaveText('مدفوع');
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  const [arabic] = await Promise.all([
    page.waitForEvent('download'),
    row.getByTestId('row-receipt').click(),
  ]);
  const arabicText = await pdfText(arabic);
  expect(arabicText).toContain('إيصال');
  expect(arabicText).toContain('المبلغ المدفوع');
  expect(arabicText).toContain(orderNumber);
  await expectAccessible(page);

  // the details' documents fit the phone too
  await row.getByRole('button', { name: /^تفاصيل الطلب/ }).click();
  await expect(
    page.getByTestId('order-documents').getByRole('button', { name: 'تنزيل الإيصال' }),
  ).toBeVisible();
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});
