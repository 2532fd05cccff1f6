import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { logIn } from './support/accounts';
import { brandOfItsOwn, freshCustomer, productIn, uniqueStamp } from './support/admin';
import { brandPath, brandSignedIn, otherBrowser } from './support/brand';
import { lineOf, moveOrder } from './support/orders';

/**
 * Returns (issue 30, decision 026), in a real browser: a customer with a delivered order asks to
 * return an item (form of items, quantity, reason, note), the brand accepts the request and marks
 * the goods received on its orders page, and the customer sees the refund recorded — in English,
 * then in Arabic (right to left), with the returns fitting a 390 px screen, with axe on each screen.
 */

const HISTORY = '/dashboard/profile/order-history';

type CategoryTree = { id: number; type: string | null; subcategories: { id: number }[] };

/** Category types that ask nothing beyond name, description, price and stock. */
const PLAIN_TYPES = ['BEAUTY', 'HEALTH', 'OTHER'];

/**
 * The returns section fits the phone's width: nothing in it reaches past the screen's edges and
 * the details dialog does not scroll sideways. (The order history's own table is not this
 * journey's: it is checked where that page is.)
 */
async function expectReturnsFit(page: Page) {
  const section = page.getByTestId('order-returns');
  const box = await section.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  const overflow = await section.evaluate((element) => {
    const dialog = element.closest('[role="dialog"]') ?? element;
    const inside = [...element.querySelectorAll('*')].filter((child) => {
      const rect = child.getBoundingClientRect();
      return rect.left < -1 || rect.right > window.innerWidth + 1;
    });
    return { dialog: dialog.scrollWidth - dialog.clientWidth, inside: inside.length };
  });
  expect(overflow).toEqual({ dialog: 0, inside: 0 });
}

test('a customer asks for a return, the brand accepts and receives it, the customer sees the refund', async ({
  page,
  request,
  browser,
  extraHTTPHeaders,
}) => {
  // a brand of the journey's own sells a 36 dt product, delivered to a new customer (cash)
  const brand = await brandOfItsOwn(request);
  const tree = await request.get('/api/v1/categories/active');
  const category = ((await tree.json()) as { data: CategoryTree[] }).data.find(
    (entry) => PLAIN_TYPES.includes(entry.type ?? '') && entry.subcategories.length > 0,
  )!;
  const product = await productIn(request, brand, `Return vase ${uniqueStamp()}`, category.id, [
    category.subcategories[0]!.id,
  ]);
  const customer = await freshCustomer(request);
  const placed = await request.post('/api/v1/orders', {
    headers: customer.headers,
    data: {
      items: [lineOf(product, 2)],
      paymentMethod: 'onDelivery',
      address: '12 Rue de Marseille',
      city: 'Tunis',
      state: 'Tunis',
      zipCode: '1000',
      country: 'Tunisia',
      phone: '+21698123456',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as { data: { id: number; orderNumber: string } }).data;
  await moveOrder(request, order.id, ['SHIPPED', 'DELIVERED']);

  // the customer, on a phone, asks to return one unit
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, customer.email, customer.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(HISTORY);
  await page.getByRole('button', { name: `Details of order ${order.orderNumber}` }).click();
  const details = page.getByTestId('order-details');
  await details.getByRole('button', { name: 'Return items' }).click();
  const form = details.getByTestId('return-form');
  await form.getByRole('button', { name: 'Ask for the return' }).click();
  await expect(form.getByText('Choose at least one item to return.')).toBeVisible();
  await expect(form.getByText('Please choose a reason for the return.')).toBeVisible();
  await expectAccessible(page);
  await expectReturnsFit(page);

  await form.getByTestId('return-item').first().check();
  await form.getByLabel(/^Reason/).selectOption('damaged');
  await form.getByLabel(/^Note/).fill('The glaze is cracked.');
  await form.getByRole('button', { name: 'Ask for the return' }).click();
  const card = details.getByTestId('return-card');
  await expect(card.getByTestId('return-status')).toHaveText('Requested');
  await expect(card).toContainText('Damaged or defective');
  await expectAccessible(page);

  // the brand, in a browser of its own, accepts the return and marks the goods received
  const desk = await otherBrowser(browser, extraHTTPHeaders);
  try {
    const shop = desk.page;
    await brandSignedIn(shop, brand, brandPath('orders'));
    const returns = shop.getByTestId('returns-desk');
    const request0 = returns.getByTestId('return-card').filter({ hasText: order.orderNumber });
    await expect(request0).toContainText('The glaze is cracked.');
    await expectAccessible(shop);
    await request0.getByRole('button', { name: 'Accept' }).click();
    await expect(request0.getByTestId('return-status')).toHaveText('Accepted');
    await request0.getByRole('button', { name: 'Mark received' }).click();
    const confirm = shop.getByRole('dialog', { name: /Mark the goods of order/ });
    await expect(confirm).toContainText('36.00 dt');
    await expectAccessible(shop);
    await confirm.getByRole('button', { name: 'Mark received' }).click();
    await expect(request0.getByTestId('return-status')).toHaveText('Received');
    await expect(request0.getByTestId('return-refund')).toHaveText('36.00 dt');
  } finally {
    await desk.close();
  }

  // the customer sees the refund recorded, in English, then in Arabic, right to left
  await page.goto(HISTORY);
  await page.getByRole('button', { name: `Details of order ${order.orderNumber}` }).click();
  const received = page.getByTestId('order-details').getByTestId('return-card');
  await expect(received.getByTestId('return-status')).toHaveText('Received');
  await expect(received.getByTestId('return-refund')).toHaveText('36.00 dt');
  await expect(received).toContainText('It is given back to you.');
  await page.keyboard.press('Escape');

  const html = page.locator('html');
  await page.getByTestId('language-switcher').click();
  await expect(html).toHaveAttribute('lang', 'fr');
  await page.getByTestId('language-switcher').click();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await page
    .getByRole('button', { name: new RegExp(`تفاصيل الطلب .*${order.orderNumber}`) })
    .click();
  const inArabic = page.getByTestId('order-details');
  await expect(inArabic.getByRole('heading', { name: 'الإرجاع' })).toBeVisible();
  const arabicCard = inArabic.getByTestId('return-card');
  await expect(arabicCard.getByTestId('return-status')).toHaveText('مُستلَم');
  await expect(arabicCard).toContainText('الاسترداد المسجَّل');
  await expect(arabicCard).toContainText('يُعاد المبلغ إليك نقدًا.');
  // the other unit may still be returned: the form reads right to left too
  await inArabic.getByRole('button', { name: 'إرجاع منتجات' }).click();
  await expect(inArabic.getByTestId('return-form')).toBeVisible();
  await expectAccessible(page);
  await expectReturnsFit(page);
});
