import type { APIRequestContext, Page } from '@playwright/test';
import type { Product } from '@souk/shared/responses/catalogue';
import type { ShippingRuleAnswer } from '@souk/shared/responses/settings';
import { expect, test } from './support/fixtures';
import { DEMO, logIn } from './support/accounts';
import { adminLogsIn, adminPath, freshCustomer } from './support/admin';
import { otherBrowser } from './support/brand';
import { apiLogin, lineOf, type Headers } from './support/orders';
import { priceText } from './support/price';

/**
 * issue 30 item 3 — a real shipping rule: the admin changes the free-shipping threshold in the
 * settings; the home banner, the product page and the basket state the new figure, in English and
 * Arabic; the checkout charges by it. A threshold no other text uses (123.45 dt); the rule found
 * at the start is put back at the end, whatever happens.
 */

const THRESHOLD = 123.45;

/** A price as the app writes it in Arabic (ar-TN, Latin digits: "123,45 dt"; decision 018). */
const arabicPrice = (amount: number) =>
  `${new Intl.NumberFormat('ar-TN', {
    numberingSystem: 'latn',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount)} dt`;

const cents = (amount: number) => Math.round(amount * 100);

/** A seeded product that does not ship free, with stock, one unit of it under the threshold. */
async function productUnderThreshold(request: APIRequestContext): Promise<Product> {
  const response = await request.get('/api/v1/products/paginated?page=0&size=100');
  const { data } = (await response.json()) as { data: { content: Product[] } };
  const product = data.content.find(
    (p) =>
      !p.freeShipping && p.quantity >= 20 && p.discountedPrice >= 30 && p.discountedPrice <= 110,
  );
  expect(product, 'a seeded product that does not ship free, 30 to 110 dt').toBeDefined();
  return product!;
}

async function readRule(request: APIRequestContext): Promise<ShippingRuleAnswer> {
  const response = await request.get('/api/v1/settings/shipping');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: ShippingRuleAnswer }).data;
}

async function putRule(request: APIRequestContext, headers: Headers, rule: object) {
  const response = await request.put('/api/v1/settings/shipping', { headers, data: rule });
  expect(response.status(), await response.text()).toBe(200);
}

/** The customer's cart holding `quantity` units of the product, through the API. */
async function cartOf(
  request: APIRequestContext,
  headers: Headers,
  product: Product,
  quantity: number,
) {
  await request.delete('/api/v1/cart/clear', { headers });
  const added = await request.post('/api/v1/cart/add', {
    headers,
    data: lineOf(product, quantity),
  });
  expect(added.status(), await added.text()).toBe(200);
}

async function switchTo(page: Page, language: 'en' | 'ar') {
  const html = page.locator('html');
  while ((await html.getAttribute('lang')) !== language)
    await page.getByTestId('language-switcher').first().click();
  await expect(html).toHaveAttribute('lang', language);
}

test('the admin changes the free-shipping threshold; the storefront states it and the checkout charges it', async ({
  page,
  request,
  browser,
  extraHTTPHeaders,
  a11y,
}) => {
  const admin = await apiLogin(request, DEMO.admin);
  const before = await readRule(request);
  const shopper = await otherBrowser(browser, extraHTTPHeaders);
  try {
    // the admin sets 123.45 dt in the settings
    await adminLogsIn(page);
    await page.goto(adminPath('settings'));
    const form = page.getByTestId('shipping-rule-form');
    const fee = form.getByRole('textbox', { name: 'Flat shipping fee (dt)' });
    const threshold = form.getByRole('textbox', { name: 'Free shipping from (dt)' });
    await expect(fee).toHaveValue(/^\d+\.\d\d$/);
    await fee.fill('7');
    await threshold.fill('0');
    await form.getByRole('button', { name: 'Save the shipping rule' }).click();
    await expect(
      form.getByText(
        'The free-shipping threshold is an amount above 0 dt, with at most 2 decimals; leave it empty for none.',
      ),
    ).toBeVisible();
    await threshold.fill(String(THRESHOLD));
    await form.getByRole('button', { name: 'Save the shipping rule' }).click();
    await expect(page.getByText('The shipping rule was saved.')).toBeVisible();
    await expect(page.getByTestId('shipping-rule-preview')).toContainText(
      `free on orders of ${priceText(THRESHOLD)} or more`,
    );
    await a11y();
    expect(await readRule(request)).toEqual({ flatFee: 7, freeOver: THRESHOLD });

    // a shopper sees the new figure at once: home banner, product page
    const customer = await freshCustomer(request);
    const product = await productUnderThreshold(request);
    const shop = shopper.page;
    await logIn(shop, customer.email, customer.password);
    await expect(shop).not.toHaveURL(/\/login/);
    await shop.goto('/home');
    await expect(shop.getByText(`On orders of ${priceText(THRESHOLD)} or more.`)).toBeVisible();
    await shop.goto(`/product/${product.id}`);
    const notice = shop.getByTestId('shipping-notice');
    await expect(notice).toHaveText(`Free shipping on orders of ${priceText(THRESHOLD)} or more`);

    // one unit is under the threshold: 7 dt, and what is missing
    await cartOf(request, customer.headers, product, 1);
    await shop.goto('/dashboard/profile/cart');
    await expect(shop.getByTestId('cart-shipping')).toHaveText(priceText(7));
    const missing = (cents(THRESHOLD) - cents(product.discountedPrice)) / 100;
    await expect(shop.getByTestId('free-shipping-hint')).toHaveText(
      `Add ${priceText(missing)} more for free shipping.`,
    );

    // in Arabic, the same figures
    await switchTo(shop, 'ar');
    await expect(shop.getByTestId('free-shipping-hint')).toContainText('لتحصل على الشحن المجاني');
    await expect(shop.getByTestId('free-shipping-hint')).toContainText(arabicPrice(missing));
    await expect(shop.getByTestId('cart-shipping')).toHaveText(arabicPrice(7));
    await shop.goto(`/product/${product.id}`);
    await expect(shop.getByTestId('shipping-notice')).toContainText('شحن مجاني للطلبات بقيمة');
    await expect(shop.getByTestId('shipping-notice')).toContainText(arabicPrice(THRESHOLD));
    await switchTo(shop, 'en');

    // enough units to reach it: the basket ships free, and so does the order
    const units = Math.ceil(cents(THRESHOLD) / cents(product.discountedPrice));
    await cartOf(request, customer.headers, product, units);
    await shop.goto('/dashboard/profile/cart');
    await expect(shop.getByTestId('cart-shipping')).toHaveText('Free');
    await expect(shop.getByTestId('free-shipping-hint')).toHaveCount(0);
    await shop.getByRole('button', { name: 'Proceed to checkout' }).click();
    await expect(shop.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    await expect(shop.getByTestId('cart-shipping')).toHaveText('Free');
    await shop.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Rue de Marseille');
    await shop.getByRole('textbox', { name: 'City', exact: true }).fill('Tunis');
    await shop.getByRole('textbox', { name: 'Governorate', exact: true }).fill('Tunis');
    await shop.getByRole('textbox', { name: 'Postal code', exact: true }).fill('1000');
    await shop.getByRole('radio', { name: /Pay on delivery/ }).check();
    await shop.getByRole('button', { name: 'Place order', exact: true }).click();
    await expect(shop.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();

    const me = (await (
      await request.get('/api/v1/users/me', { headers: customer.headers })
    ).json()) as { data: { id: number } };
    const orders = (await (
      await request.get(`/api/v1/orders/customer/${me.data.id}`, { headers: customer.headers })
    ).json()) as { data: { subtotal: number; shippingCost: number; total: number }[] };
    const subtotal = (units * cents(product.discountedPrice)) / 100;
    expect(orders.data).toHaveLength(1);
    expect(orders.data[0]).toMatchObject({ subtotal, shippingCost: 0, total: subtotal });
  } finally {
    await shopper.close();
    await putRule(request, admin, before);
  }
});
