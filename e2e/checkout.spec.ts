import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { logIn, newCustomer, registerThroughApi } from './support/accounts';
import { waitForMail } from './support/outbox';

/**
 * Buying (issue 10): cash on delivery and card online through the sandbox gateway, a declined card
 * and its retry, in English and Arabic. Each journey has its own customer.
 */

type Product = { id: number; name: string; colors: string[]; sizes: string[]; quantity: number };
type Order = {
  id: number;
  orderNumber: string;
  status: string;
  paymentMethod: string;
  paymentStatus: string;
  total: number;
  items: { productId: number; quantity: number }[];
};

/** A product with plenty of stock, and the options a cart line of it needs. */
async function productInStock(request: APIRequestContext, skip = 0) {
  const response = await request.get('/api/v1/products/paginated?page=0&size=40');
  const { data } = (await response.json()) as { data: { content: Product[] } };
  const product = data.content.filter((p) => p.quantity >= 20)[skip];
  expect(product, 'a seeded product with stock').toBeDefined();
  return {
    product: product!,
    line: {
      productId: product!.id,
      quantity: 1,
      color: product!.colors[0] ?? null,
      size: product!.sizes[0] ?? null,
    },
  };
}

/** A new customer, logged in in the browser, with one product in their cart. */
async function customerWithCart(page: Page, request: APIRequestContext, skip = 0) {
  const customer = newCustomer();
  await registerThroughApi(request, customer, { verify: true });
  await logIn(page, customer.email, customer.password);
  await expect(page).not.toHaveURL(/\/login/);
  const token = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('auth-store')!) as { state: { token: string } }).state.token,
  );
  const headers = { Authorization: `Bearer ${token}` };
  const { product, line } = await productInStock(request, skip);
  const added = await request.post('/api/v1/cart/add', { headers, data: line });
  expect(added.status(), await added.text()).toBe(200);
  const me = (await (await request.get('/api/v1/users/me', { headers })).json()) as {
    data: { id: number };
  };
  const orders = async () =>
    (
      (await (await request.get(`/api/v1/orders/customer/${me.data.id}`, { headers })).json()) as {
        data: Order[];
      }
    ).data;
  return { customer, product, orders };
}

/** The shipping fields a new customer has no profile value for. */
async function fillAddress(
  page: Page,
  labels = { address: 'Address', city: 'City', state: 'Governorate', postalCode: 'Postal code' },
) {
  await page
    .getByRole('textbox', { name: labels.address, exact: true })
    .fill('12 Rue de Marseille');
  await page.getByRole('textbox', { name: labels.city, exact: true }).fill('Tunis');
  await page.getByRole('textbox', { name: labels.state, exact: true }).fill('Tunis');
  await page.getByRole('textbox', { name: labels.postalCode, exact: true }).fill('1000');
}

const useArabic = (page: Page) =>
  page.evaluate(() =>
    localStorage.setItem(
      'language-store',
      JSON.stringify({ state: { language: 'ar' }, version: 0 }),
    ),
  );

test('a customer pays on delivery: thank-you with the order number, the order and its emails exist', async ({
  page,
  request,
}) => {
  const { customer, product, orders } = await customerWithCart(page, request, 0);
  await page.goto('/pay');
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(page.getByText(product.name).first()).toBeVisible();
  // prefilled from the profile
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(
    customer.email,
  );
  await expect(page.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue(
    customer.firstname,
  );

  // a missing field is named, and nothing is sent
  await page.getByRole('radio', { name: /Pay on delivery/ }).check();
  await page.getByRole('button', { name: 'Place order', exact: true }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  expect(await orders()).toHaveLength(0);
  await expectAccessible(page);

  await fillAddress(page);
  await page.getByRole('button', { name: 'Place order', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  const [order] = await orders();
  expect(order).toMatchObject({ paymentMethod: 'ON_DELIVERY', status: 'PENDING' });
  expect(order!.items[0]!.productId).toBe(product.id);
  await expect(page.getByText(order!.orderNumber)).toBeVisible();
  await expectAccessible(page);
  // spec: storefront §4 — then the browser goes to /
  await expect(page).toHaveURL(/\/home$/, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();

  const mail = await waitForMail(customer.email, (m) => m.subject.includes(order!.orderNumber));
  expect(mail.text).toContain(product.name);
  expect(mail.text).toContain('Cash on delivery');
  expect(mail.text).toContain('12 Rue de Marseille');
});

test('a customer pays online with the sandbox card and lands on the success page, paid', async ({
  page,
  request,
}) => {
  const { orders } = await customerWithCart(page, request, 1);
  await page.goto('/pay');
  await fillAddress(page);
  await page.getByRole('radio', { name: /Pay online by card/ }).check();
  await page.getByRole('button', { name: 'Place order and pay' }).click();

  await expect(page).toHaveURL(/\/pay\/sandbox\/sbx_/);
  await expect(page.getByText('Souk test payment gateway — no real money')).toBeVisible();
  const [order] = await orders();
  await expect(page.getByText(`Order #${order!.id}`)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'Card number' }).fill('4509 2111 1111 1119');
  await page.getByRole('textbox', { name: 'Expiry date (MM/YY)' }).fill('12/30');
  await page.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/pay\/result\?order=\d+&outcome=success/);
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(order!.orderNumber);
  await expectAccessible(page);
  expect((await orders())[0]).toMatchObject({ paymentStatus: 'PAID', paymentMethod: 'ONLINE' });
});

test('in Arabic, a declined card leads to the failure page and a retry pays the same order', async ({
  page,
  request,
}) => {
  const { orders } = await customerWithCart(page, request, 2);
  await useArabic(page);
  await page.goto('/pay');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'إتمام الطلب', level: 1 })).toBeVisible();
  await fillAddress(page, {
    address: 'العنوان',
    city: 'المدينة',
    state: 'الولاية',
    postalCode: 'الرمز البريدي',
  });
  await page.getByRole('radio', { name: /الدفع عبر الإنترنت بالبطاقة/ }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'تأكيد الطلب والدفع' }).click();

  await expect(page).toHaveURL(/\/pay\/sandbox\//);
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'رقم البطاقة' }).fill('5471 2511 1111 1116');
  await page.getByRole('textbox', { name: 'تاريخ الانتهاء (MM/YY)' }).fill('12/30');
  await page.getByRole('textbox', { name: 'رمز الأمان (CVC)' }).fill('123');
  await page.getByRole('button', { name: /^ادفع/ }).click();

  await expect(page).toHaveURL(/outcome=failure/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'فشلت عملية الدفع' })).toBeVisible();
  await expectAccessible(page);
  const [declined] = await orders();
  expect(declined).toMatchObject({ paymentStatus: 'FAILED', status: 'PENDING' });

  await page.getByRole('button', { name: 'إعادة المحاولة' }).click();
  await expect(page).toHaveURL(/\/pay\/sandbox\//);
  await page.getByRole('textbox', { name: 'رقم البطاقة' }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: 'تاريخ الانتهاء (MM/YY)' }).fill('12/30');
  await page.getByRole('textbox', { name: 'رمز الأمان (CVC)' }).fill('123');
  await page.getByRole('button', { name: /^ادفع/ }).click();
  await expect(page.getByRole('heading', { name: 'تم استلام الدفع' })).toBeVisible();
  const after = await orders();
  expect(after).toHaveLength(1);
  expect(after[0]).toMatchObject({ id: declined!.id, paymentStatus: 'PAID' });
});

test('in French, a customer pays on delivery with another billing address', async ({
  page,
  request,
}) => {
  const { orders } = await customerWithCart(page, request, 3);
  await page.evaluate(() =>
    localStorage.setItem(
      'language-store',
      JSON.stringify({ state: { language: 'fr' }, version: 0 }),
    ),
  );
  await page.goto('/pay');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await fillAddress(page, {
    address: 'Adresse',
    city: 'Ville',
    state: 'Gouvernorat',
    postalCode: 'Code postal',
  });
  await page.getByRole('radio', { name: /Payer à la livraison/ }).check();
  await page.getByRole('checkbox', { name: /facturation/ }).uncheck();
  await page.getByRole('textbox', { name: 'Rue et numéro (facturation)' }).fill('9 Rue du Lac');
  await page.getByRole('textbox', { name: 'Ville (facturation)' }).fill('Sousse');
  await page.getByRole('textbox', { name: 'Gouvernorat (facturation)' }).fill('Sousse');
  await page.getByRole('textbox', { name: 'Code postal (facturation)' }).fill('40');
  await page.getByRole('button', { name: 'Passer la commande' }).click();
  await expect(page.getByText('Veuillez saisir un code postal à 4 chiffres.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'Code postal (facturation)' }).fill('4000');
  await page.getByRole('button', { name: 'Passer la commande' }).click();
  await expect(page.getByRole('heading', { name: 'Merci pour votre commande !' })).toBeVisible();
  const [order] = await orders();
  await expect(page.getByText(order!.orderNumber)).toBeVisible();
  expect(order).toMatchObject({
    paymentMethod: 'ON_DELIVERY',
    billingAddress: '9 Rue du Lac',
    billingZipCode: '4000',
    shippingAddress: '12 Rue de Marseille',
  });
});
