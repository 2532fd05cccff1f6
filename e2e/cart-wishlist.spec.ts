import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test, waitForApp } from './support/fixtures';
import { logIn, newCustomer, registerThroughApi, type NewCustomer } from './support/accounts';

type Product = {
  id: number;
  name: string;
  colors: string[];
  sizes: string[];
  quantity: number;
};

/** Seeded products in stock with both colours and sizes (the add-to-cart panel's full case). */
async function productsWithOptions(request: APIRequestContext, count: number): Promise<Product[]> {
  const response = await request.get('/api/v1/products/paginated?sizes=M&page=0&size=40');
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { content: Product[] } };
  const picked = data.content.filter(
    (product) => product.colors.length > 0 && product.sizes.includes('M') && product.quantity >= 5,
  );
  // Names that are unique on the page: a search for one finds that card.
  const unique = picked.filter(
    (product, index) => picked.findIndex((other) => other.name === product.name) === index,
  );
  expect(unique.length).toBeGreaterThanOrEqual(count);
  return unique.slice(0, count);
}

async function customerLoggedIn(page: Page, request: APIRequestContext): Promise<NewCustomer> {
  const customer = newCustomer();
  await registerThroughApi(request, customer, { verify: true });
  await logIn(page, customer.email, customer.password);
  await expect(page).not.toHaveURL(/\/login/);
  return customer;
}

/** Chooses the colour and size in the open options panel and adds. */
async function addFromPanel(page: Page, product: Product) {
  const dialog = page.getByRole('dialog', { name: 'Choose your options' });
  await dialog.getByLabel('Colour').selectOption(product.colors[0]!);
  await dialog.getByLabel('Size').selectOption('M');
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
}

/** Picks size M and the first colour on a product page, by their labels as a shopper would. */
async function chooseOnProductPage(main: Locator) {
  await main
    .getByRole('group', { name: /^Size/ })
    .locator('label')
    .filter({ hasText: /^M$/ })
    .click();
  await main
    .getByRole('group', { name: /^Colour/ })
    .locator('label')
    .first()
    .click();
  await expect(main.getByRole('button', { name: 'Add to cart', exact: true })).toBeEnabled();
}

const cardOf = (page: Page, product: Product) =>
  page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('heading', { name: product.name, exact: true }) })
    .first();

test('a customer fills and changes a cart and a wishlist from the cards, the pages and the header', async ({
  page,
  request,
}) => {
  const [first, second, third] = await productsWithOptions(request, 3);
  await customerLoggedIn(page, request);

  // From the card: colour and size in the options panel.
  await page.goto(`/catalogue?search=${encodeURIComponent(first!.name)}`);
  const card = cardOf(page, first!);
  await card.getByRole('button', { name: `Add to cart: ${first!.name}` }).click();
  await addFromPanel(page, first!);
  await expect(page.getByText('Product added to cart')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // The same product, colour and size again is refused, as information.
  await card.getByRole('button', { name: `Add to cart: ${first!.name}` }).click();
  await addFromPanel(page, first!);
  await expect(page.getByText('This product is already in your cart')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // The header's panel leads to the cart page, where the quantity changes.
  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  await page.getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile\/cart$/);
  const line = page.getByTestId('cart-line');
  await expect(line).toContainText(first!.name);
  await line.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByText('Cart item updated')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await expectAccessible(page);

  // Remove, confirmed.
  await page.getByRole('button', { name: `Remove ${first!.name}` }).click();
  await page
    .getByRole('dialog', { name: 'Remove this item?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toBeHidden();

  // The wishlist heart on a card and on two product pages.
  await page.goto(`/catalogue?search=${encodeURIComponent(first!.name)}`);
  await cardOf(page, first!)
    .getByRole('button', { name: `Add ${first!.name} to wishlist` })
    .click();
  await expect(page.getByTestId('wishlist-count')).toHaveText('1');
  for (const product of [second!, third!]) {
    await page.goto(`/product/${product.id}`);
    await page
      .getByRole('main')
      .getByRole('button', { name: `Add ${product.name} to wishlist` })
      .first()
      .click();
    await expect(
      page.getByRole('button', { name: `Remove ${product.name} from wishlist` }).first(),
    ).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(page.getByTestId('wishlist-count')).toHaveText('3');

  // The wishlist page: compare three, then add to the cart from it.
  await page.getByRole('button', { name: 'Wishlist, 3 items' }).click();
  await page.getByRole('link', { name: 'View wishlist' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile\/wishlist$/);
  await expect(page.getByTestId('wishlist-item')).toHaveCount(3);
  for (const product of [first!, second!, third!])
    await page.getByRole('checkbox', { name: `Compare ${product.name}` }).check();
  await page.getByRole('button', { name: 'Compare (3/3)' }).click();
  const compare = page.getByRole('dialog', { name: 'Compare products' });
  await expect(compare.getByRole('columnheader')).toHaveCount(3);
  await expectAccessible(page);
  await compare.getByRole('button', { name: 'Close' }).click();

  await page
    .getByTestId('wishlist-item')
    .filter({ hasText: first!.name })
    .getByRole('button', { name: `Add to cart: ${first!.name}` })
    .click();
  await addFromPanel(page, first!);
  await expect(page.getByText('Product added to cart')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expectAccessible(page);
});

test('a visitor who adds to the cart logs in and comes back to the same product', async ({
  page,
  request,
}) => {
  const [product] = await productsWithOptions(request, 1);
  const customer = newCustomer();
  await registerThroughApi(request, customer, { verify: true });

  await page.goto(`/product/${product!.id}`);
  const main = page.getByRole('main');
  await chooseOnProductPage(main);
  await main.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByText('Please log in to add items to your cart')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(new RegExp(`/product/${product!.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
});

test('two browsers of the same customer see the same cart', async ({ browser, request }) => {
  const [product] = await productsWithOptions(request, 1);
  const customer = newCustomer();
  await registerThroughApi(request, customer, { verify: true });
  const phone = await (
    await browser.newContext({ viewport: { width: 360, height: 780 } })
  ).newPage();
  const laptop = await (await browser.newContext()).newPage();
  for (const page of [phone, laptop]) {
    await logIn(page, customer.email, customer.password);
    await expect(page).not.toHaveURL(/\/login/);
  }

  // On the phone: choose on the product page and add.
  await phone.goto(`/product/${product!.id}`);
  // A page of its own context: the fixture's wait for hydration does not apply to it.
  await waitForApp(phone);
  const main = phone.getByRole('main');
  await chooseOnProductPage(main);
  await main.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(phone.getByText('Product added to cart')).toBeVisible();

  // On the laptop, the cart page shows it.
  // A 360 px phone shows the header's counts without scrolling sideways.
  await expect(phone.getByTestId('cart-count')).toHaveText('1');
  await expect
    .poll(() => phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);

  await laptop.goto('/dashboard/profile/cart');
  await expect(laptop.getByTestId('cart-line')).toContainText(product!.name);
  await expect(laptop.getByTestId('cart-line').getByLabel('Size')).toHaveValue('M');

  // Cleared on the laptop, empty on the phone's cart page.
  await laptop.getByRole('button', { name: 'Clear cart' }).click();
  await laptop
    .getByRole('dialog', { name: 'Clear your cart?' })
    .getByRole('button', { name: 'Clear cart' })
    .click();
  await expect(laptop.getByText('Your cart is empty')).toBeVisible();
  await phone.goto('/dashboard/profile/cart');
  await expect(phone.getByText('Your cart is empty')).toBeVisible();
});

test('the cart and wishlist pages read right to left in Arabic and pass axe', async ({
  page,
  request,
}) => {
  const [product] = await productsWithOptions(request, 1);
  const customer = await customerLoggedIn(page, request);
  // Logged in in English; the pages below open in Arabic.
  await page.evaluate(() =>
    localStorage.setItem(
      'language-store',
      JSON.stringify({ state: { language: 'ar' }, version: 0 }),
    ),
  );
  const token = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('auth-store')!) as { state: { token: string } }).state.token,
  );
  const headers = { Authorization: `Bearer ${token}` };
  expect(customer.email).toContain('@');
  await request.post('/api/v1/wishlist/add', { headers, data: { productId: product!.id } });
  await request.post('/api/v1/cart/add', {
    headers,
    data: { productId: product!.id, quantity: 1, color: product!.colors[0], size: 'M' },
  });

  await page.goto('/dashboard/profile/cart');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('cart-line')).toContainText(product!.name);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('سلتي');
  await expectAccessible(page);

  await page.goto('/dashboard/profile/wishlist');
  await expect(page.getByTestId('wishlist-item')).toHaveCount(1);
  await expectAccessible(page);
});
