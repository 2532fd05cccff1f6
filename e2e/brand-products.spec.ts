import type { APIRequestContext, Browser } from '@playwright/test';
import type { Product } from '@souk/shared/responses/catalogue';
import { expect, expectAccessible, test } from './support/fixtures';
import { logIn, newCustomer, registerThroughApi } from './support/accounts';
import {
  brandEmail,
  brandLogsIn,
  brandPath,
  brandSignedIn,
  brandThroughApi,
  createProduct,
  JOURNEY_BRANDS,
  otherBrowser,
  pngFile,
  uniqueWord,
} from './support/brand';
import { apiLogin, placeOrder } from './support/orders';

/**
 * The brand's products (issue 12 item 2, part 8): a brand signs in, adds a product with a main
 * and an additional image, finds it in the storefront's search; a customer orders it with another
 * product of the brand; the brand accepts one item, rejects the other with a reason and ships the
 * part; the customer sees the statuses and the alerts. Deleting a product that was ordered
 * deactivates it and takes it off the storefront.
 */

/** A new verified customer, signed in in a browser of their own; answers the page and headers. */
async function customerBrowser(
  browser: Browser,
  request: APIRequestContext,
  journeyHeaders: Record<string, string> | undefined,
) {
  const customer = newCustomer();
  await registerThroughApi(request, customer, { verify: true });
  const headers = await apiLogin(request, customer.email, customer.password);
  const { page, close } = await otherBrowser(browser, journeyHeaders);
  await logIn(page, customer.email, customer.password);
  await expect(page).not.toHaveURL(/\/login/);
  return { customer, headers, page, close };
}

test('a brand adds a product with images, a customer finds and orders it, the brand decides each item and ships', async ({
  page,
  browser,
  request,
  extraHTTPHeaders,
}) => {
  test.setTimeout(90_000);
  const email = brandEmail(JOURNEY_BRANDS.products);
  const session = await brandThroughApi(request, 'products');
  // the second product of the order, made through the API (setup, not the journey)
  const other = await createProduct(request, session);

  // The brand signs in with the Brand toggle and opens Products from the sidebar.
  await brandLogsIn(page, email);
  await page
    .getByRole('navigation', { name: 'Dashboard navigation' })
    .getByRole('link', { name: 'Products', exact: true })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/brand\/products$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  const allBefore = Number(
    (await page.getByTestId('tab-count-all').textContent())!.replace(/\D/g, ''),
  );

  // Add New Product: the required fields, a main image and an additional image.
  const word = uniqueWord();
  const name = `Sahel ${word} runner bag`;
  await page.getByRole('button', { name: 'Add New Product' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add New Product' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Product name' }).fill(name);
  await expect(dialog.getByTestId('counter-name')).toHaveText(`${name.length}/100`);
  await dialog
    .getByRole('textbox', { name: 'Description' })
    .fill('A light bag for runners, with a pocket for keys and a bottle.');
  await dialog.getByRole('textbox', { name: 'SKU' }).fill(`SS-${word}`.toUpperCase());
  await dialog.getByRole('textbox', { name: 'Barcode' }).fill(`619${Date.now() % 1e9}`);
  await dialog.getByRole('textbox', { name: 'Price (dt)' }).fill('64.90');
  await dialog.getByRole('textbox', { name: 'Quantity', exact: true }).fill('30');
  await dialog.getByRole('textbox', { name: 'Stock level' }).fill('20');
  // spec: §5 — quantity above the stock level warns at once
  await expect(dialog.getByTestId('quantity-warning')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Stock level' }).fill('40');
  await expect(dialog.getByTestId('quantity-warning')).toHaveCount(0);
  await dialog.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Other' });
  await dialog.getByLabel('Main image').setInputFiles(pngFile('bag-front.png', [30, 90, 160]));
  await dialog
    .getByLabel('Additional images')
    .setInputFiles(pngFile('bag-side.png', [220, 180, 40]));
  await expect(dialog.getByRole('img', { name: 'Preview of bag-front.png' })).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Preview of bag-side.png' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByText('Product added', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  // It is in the list at once, with both images; the tab counts follow.
  await expect(page.getByTestId('tab-count-all')).toHaveText(String(allBefore + 1));
  await page.getByRole('searchbox', { name: 'Search products' }).fill(word);
  await expect(page).toHaveURL(new RegExp(`q=${word}`));
  const card = page.getByRole('article').filter({ hasText: name });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('In stock')).toBeVisible();
  await card.getByRole('button', { name: `Details of ${name}` }).click();
  const details = page.getByRole('dialog', { name });
  await expect(
    details.getByRole('img', { name: new RegExp(`^Image \\d of ${name}$`) }),
  ).toHaveCount(2);
  await details.getByRole('button', { name: 'Close' }).first().click();
  await expect(details).toBeHidden();

  const created = await request.get(
    `/api/v1/products/brand/${session.brand.id}/paged?search=${word}`,
    { headers: session.headers },
  );
  const product = ((await created.json()) as { data: { content: Product[] } }).data.content[0]!;
  expect(product.name).toBe(name);
  expect(product.additionalImages).toHaveLength(1);

  // A customer finds it with the storefront's search, in a browser of their own.
  const shopper = await customerBrowser(browser, request, extraHTTPHeaders);
  try {
    const shop = shopper.page;
    await shop.getByRole('button', { name: 'Search products' }).click();
    const box = shop.getByRole('combobox', { name: 'Search products' });
    await box.fill(word);
    await expect(
      shop
        .getByRole('listbox', { name: 'Suggestions' })
        .getByRole('option', { name: new RegExp(name) }),
    ).toBeVisible();
    await box.press('Enter');
    await expect(shop).toHaveURL(new RegExp(`/catalogue\\?search=${word}$`));
    await expect(shop.getByTestId('product-card').filter({ hasText: name })).toBeVisible();

    // The customer orders it with the brand's other product (through the API).
    const order = await placeOrder(request, shopper.headers, [product, other]);

    // The brand, on Orders: accepts one item, rejects the other with a reason.
    await page
      .getByRole('navigation', { name: 'Dashboard navigation' })
      .getByRole('link', { name: 'Orders', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await page
      .getByRole('searchbox', { name: 'Search by order number, customer name or email' })
      .fill(order.orderNumber);
    const row = page.locator(`[data-testid="brand-order-row"][data-number="${order.orderNumber}"]`);
    await expect(page.getByTestId('brand-order-row')).toHaveCount(1);
    await expect(row).toContainText(shopper.customer.email);
    await row
      .getByRole('button', { name: `Update the status of order ${order.orderNumber}` })
      .click();
    const modal = page.getByRole('dialog', { name: `Update order ${order.orderNumber}` });
    await modal.getByRole('tab', { name: 'Item Status' }).click();
    await modal.getByRole('combobox', { name: `Decision for ${name}` }).selectOption('Accepted');
    await modal
      .getByRole('combobox', { name: `Decision for ${other.name}` })
      .selectOption('Rejected');
    const reason = 'The last one was damaged in our workshop.';
    await modal.getByRole('textbox', { name: `Reason for rejecting ${other.name}` }).fill(reason);
    await modal.getByRole('button', { name: 'Save item decisions' }).click();
    await expect(page.getByText('Item decisions saved.')).toBeVisible();
    await expect(modal).toBeHidden();

    // ... then marks its part shipped.
    await row
      .getByRole('button', { name: `Update the status of order ${order.orderNumber}` })
      .click();
    await modal.getByRole('tab', { name: 'Order Status' }).click();
    await modal.getByRole('combobox', { name: 'New status' }).selectOption('Shipped');
    await modal.getByRole('button', { name: 'Update status' }).click();
    await expect(page.getByText(`Order ${order.orderNumber} is now Shipped.`)).toBeVisible();
    await expect(row).toContainText('Shipped');

    // The customer sees the statuses in their order history...
    await shop.goto('/dashboard/profile/order-history');
    await shop.getByRole('button', { name: `Details of order ${order.orderNumber}` }).click();
    const mine = shop.getByRole('dialog', { name: `Order ${order.orderNumber}` });
    const part = mine.getByTestId('brand-part');
    await expect(part).toContainText(`Sold by ${session.brand.name}`);
    await expect(part).toContainText('Shipped');
    const rejected = mine.getByTestId('order-item').filter({ hasText: other.name });
    // struck through, with its reason, and not charged (decision 029)
    await expect(rejected).toContainText(`Rejected: ${reason}`);
    await expect(rejected).toContainText('(not charged)');
    const accepted = mine.getByTestId('order-item').filter({ hasText: name });
    await expect(accepted).not.toContainText('Rejected');

    // ... and in their alerts, the rejection with its reason.
    await shop.goto('/dashboard/profile/alerts');
    const alerts = shop.getByTestId('alert');
    await expect(
      alerts.filter({ hasText: `Order ${order.orderNumber}: ${other.name} unavailable` }),
    ).toContainText(`Reason: ${reason}`);
    await expect(
      alerts.filter({ hasText: `Order ${order.orderNumber}: ${name} accepted` }),
    ).toHaveCount(1);
    await expect(
      alerts.filter({ hasText: new RegExp(`Order ${order.orderNumber}: .*Shipped`) }),
    ).toHaveCount(1);
    await expectAccessible(shop);
  } finally {
    await shopper.close();
  }
});

test('deleting a product that was ordered deactivates it and takes it off the storefront', async ({
  page,
  browser,
  request,
  extraHTTPHeaders,
}) => {
  const session = await brandThroughApi(request, 'deletion');
  const product = await createProduct(request, session);
  const customer = newCustomer();
  await registerThroughApi(request, customer, { verify: true });
  await placeOrder(request, await apiLogin(request, customer.email, customer.password), [product]);
  const word = product.name.split(' ')[1]!;

  await brandSignedIn(page, session, `${brandPath('products')}?q=${word}`);
  const card = page.getByRole('article').filter({ hasText: product.name });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: `Delete ${product.name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete product' });
  await expect(confirm).toContainText(`Delete “${product.name}”?`);
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(
    page.getByText(
      `“${product.name}” appears in orders, so it was deactivated instead of deleted.`,
    ),
  ).toBeVisible();
  // Kept for its orders: inactive, under the Inactive tab.
  await expect(card.getByText('Inactive', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: /^Inactive/ }).click();
  await expect(page).toHaveURL(/tab=inactive/);
  await expect(page.getByRole('article').filter({ hasText: product.name })).toHaveCount(1);

  // Off the storefront: the search and the product page no longer show it.
  const found = await request.get(`/api/v1/products/search?query=${word}&limit=5`);
  const { data } = (await found.json()) as { data: { content: { id: number }[] } };
  expect(data.content.map((p) => p.id)).not.toContain(product.id);
  const { page: visitor, close } = await otherBrowser(browser, extraHTTPHeaders);
  try {
    await visitor.goto(`/product/${product.id}`);
    await expect(visitor.getByRole('heading', { name: 'Product not found' })).toBeVisible();
    await visitor.goto(`/catalogue?search=${word}`);
    await expect(visitor.getByText('No products match')).toBeVisible();
  } finally {
    await close();
  }
});
