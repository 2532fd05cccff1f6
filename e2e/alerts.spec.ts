import type { APIRequestContext } from '@playwright/test';
import type { Product } from '@souk/shared/responses/catalogue';
import { expect, expectAccessible, test } from './support/fixtures';
import { DEMO, logIn, newCustomer, registerThroughApi } from './support/accounts';
import { apiLogin } from './support/orders';

/**
 * Alerts (issue 11 item 5; storefront §2 "Alerts"; decision 011): a customer sets a price alert
 * on the product page, an admin lowers the price through the API, and the alert is waiting on the
 * alerts page with the unread count in the header; the customer marks it read and deletes it. The
 * page passes axe in English and in Arabic.
 */

/** A seeded product few other journeys look at, with a price worth watching. */
async function productToWatch(request: APIRequestContext): Promise<Product> {
  const response = await request.get('/api/v1/products/paginated?page=2&size=20');
  const { data } = (await response.json()) as { data: { content: Product[] } };
  const names = data.content.map((p) => p.name);
  const product = data.content.find(
    (p) =>
      p.quantity > 0 &&
      p.discountedPrice >= 20 &&
      names.indexOf(p.name) === names.lastIndexOf(p.name),
  );
  expect(product, 'a seeded product to watch').toBeDefined();
  return product!;
}

async function setPrice(request: APIRequestContext, productId: number, price: number) {
  const admin = await apiLogin(request, DEMO.admin);
  const response = await request.put(`/api/v1/products/${productId}`, {
    headers: admin,
    data: { price },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('a price alert set on the product page fires when the price drops, and is read and deleted', async ({
  page,
  request,
}) => {
  const product = await productToWatch(request);
  const customer = newCustomer();
  await registerThroughApi(request, customer, { verify: true });
  await logIn(page, customer.email, customer.password);
  await expect(page).not.toHaveURL(/\/login/);

  // The price alert, from the product page: a target of 0 is refused with a clear message.
  await page.goto(`/product/${product.id}`);
  await page.getByRole('button', { name: 'Price alert', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Price alert: ${product.name}` });
  const target = dialog.getByRole('textbox', { name: /Target price/ });
  await target.fill('0');
  await dialog.getByRole('button', { name: 'Create alert' }).click();
  await expect(dialog.getByText('The target price must be above 0.')).toBeVisible();
  const targetPrice = Math.floor(product.discountedPrice) - 1;
  await target.fill(String(targetPrice));
  await dialog.getByRole('button', { name: 'Create alert' }).click();
  await expect(
    page.getByText(`Price alert set: we will tell you when ${product.name}`),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  try {
    // The brand's price falls below the target (the admin changes it here).
    await setPrice(request, product.id, targetPrice - 1);

    await page.goto('/dashboard/profile/alerts');
    const alert = page
      .getByTestId('alert')
      .filter({ hasText: `Target price reached: ${product.name}` });
    await expect(alert).toBeVisible();
    await expect(alert).toHaveAttribute('data-read', 'false');
    await expect(page.getByTestId('header-unread-alerts')).toHaveText('1');
    await expect(page.getByTestId('alerts-unread')).toHaveText('1 unread alert');
    // Fired once: the price alert is no longer active.
    await expect(page.getByTestId('price-alert')).toHaveCount(0);
    await expectAccessible(page);

    await alert
      .getByRole('button', { name: `Mark as read: Target price reached: ${product.name}` })
      .click();
    await expect(alert).toHaveAttribute('data-read', 'true');
    await expect(page.getByTestId('header-unread-alerts')).toBeHidden();

    // The alerts page in Arabic: right to left, accessible, with the create-alert modal.
    await page.evaluate(() =>
      localStorage.setItem(
        'language-store',
        JSON.stringify({ state: { language: 'ar' }, version: 0 }),
      ),
    );
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'التنبيهات' })).toBeVisible();
    await expect(page.getByTestId('alert')).toHaveCount(1);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'إنشاء تنبيه' }).click();
    await expect(page.getByRole('dialog', { name: 'إنشاء تنبيه سعر' })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    await page.getByTestId('alert').getByRole('button', { name: /^حذف:/ }).click();
    await expect(page.getByTestId('alert')).toHaveCount(0);
    await expect(page.getByText('لا توجد تنبيهات هنا')).toBeVisible();
  } finally {
    await setPrice(request, product.id, product.price);
  }
});
