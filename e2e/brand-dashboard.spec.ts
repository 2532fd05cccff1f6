import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import type { BrandProductsReport } from '@souk/shared/responses/brand-reports';
import type { Product } from '@souk/shared/responses/catalogue';
import { expect, expectAccessible, test } from './support/fixtures';
import { newCustomer, registerThroughApi } from './support/accounts';
import {
  brandSignedIn,
  brandPath,
  brandThroughApi,
  createProduct,
  DEMO_BRAND,
  otherBrowser,
  pngFile,
  type BrandSession,
} from './support/brand';
import { apiLogin, deliveredOrder, placeOrder } from './support/orders';
import { waitForMail } from './support/outbox';
import { priceText } from './support/price';

/**
 * The brand dashboard's other screens (issue 12 items 4–7, part 8): the overview and analytics
 * against the database, with Export Report; the customers with their orders and a message; the
 * reviews with the rating filter and a public reply; the settings seen on the storefront, and the
 * password form's errors; axe on every screen in English and Arabic, and French once. Each
 * journey has its own brand (support/brand.ts) and runs beside the others.
 */
test.describe.configure({ mode: 'parallel' });

const number = (value: number, options?: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat('en-GB', options).format(value);

/** One figure of a <dl> of metric cards, by its label. */
const figure = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}(?![a-z ])`) }) })
    .locator('dd')
    .first();

async function reportOf(
  request: APIRequestContext,
  session: BrandSession,
  range = 'month',
): Promise<BrandProductsReport> {
  const response = await request.get(`/api/v1/reports/brand/products?range=${range}`, {
    headers: session.headers,
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: BrandProductsReport }).data;
}

/** A new verified customer and their API headers. */
async function customerWithHeaders(request: APIRequestContext) {
  const customer = newCustomer();
  await registerThroughApi(request, customer, { verify: true });
  return { customer, headers: await apiLogin(request, customer.email, customer.password) };
}

test('the overview and the analytics show the database’s figures; Export Report saves them as CSV', async ({
  page,
  request,
}) => {
  const session = await brandThroughApi(request, 'overview');
  const before = await reportOf(request, session);

  // A delivered order of one of the brand's products: the figures follow it.
  const listed = await request.get(
    `/api/v1/products/brand/${session.brand.id}/active/paged?size=20`,
    { headers: session.headers },
  );
  const { content } = ((await listed.json()) as { data: { content: Product[] } }).data;
  const product = content.find((p) => p.quantity >= 5);
  expect(product, 'a product of the brand in stock').toBeDefined();
  const { headers } = await customerWithHeaders(request);
  const order = await deliveredOrder(request, headers, [product!]);
  const after = await reportOf(request, session);
  const sold = order.items.reduce((sum, item) => sum + item.subtotal, 0);
  expect(after.overview.orders).toBe(before.overview.orders + 1);
  expect(after.overview.earnings).toBeCloseTo(before.overview.earnings + sold, 2);
  expect(after.overview.productsCount).toBe(before.overview.productsCount);

  // The overview's cards show exactly those figures.
  await brandSignedIn(page, session);
  await expect(page.getByRole('heading', { level: 1, name: 'Brand Overview' })).toBeVisible();
  const { overview } = after;
  const earnings = figure(page, 'Earnings');
  await expect(earnings).toContainText(priceText(overview.earnings));
  if (overview.earnings > 1000)
    await expect(earnings).toContainText(`${Math.round(overview.earnings / 10) / 100}k dt`);
  await expect(figure(page, 'Products')).toHaveText(number(overview.productsCount));
  await expect(figure(page, 'Orders')).toHaveText(number(overview.orders));
  await expect(figure(page, 'Average rating')).toHaveText(
    number(overview.averageRating, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  );
  await expect(page.getByTestId('brand-metrics')).toContainText(
    `${number(overview.activeProducts)} active`,
  );
  // The latest order is the one just delivered.
  await expect(page.getByText(order.orderNumber).first()).toBeVisible();

  // Analytics: the yearly range, its totals, and the CSV of what is shown.
  await page.goto(brandPath('analytics'));
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  const range = page.getByRole('combobox', { name: 'Period' });
  await expect(range).toHaveValue('month');
  const monthly = after.analytics.totals;
  await expect(figure(page, 'Orders')).toHaveText(number(monthly.orders.value));
  await range.selectOption({ label: 'Yearly (last 12 months)' });
  await expect(page).toHaveURL(/range=year/);
  const yearly = (await reportOf(request, session, 'year')).analytics;
  await expect(figure(page, 'Orders')).toHaveText(number(yearly.totals.orders.value));
  await expect(figure(page, 'Units sold')).toHaveText(number(yearly.totals.units.value));
  await expect(figure(page, 'Revenue')).toContainText(priceText(yearly.totals.revenue.value));

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export report' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(
    `souk-report-nabeul-pottery-house-year-${yearly.to}.csv`,
  );
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe(`Sales report,${session.brand.name}`);
  expect(lines[1]).toBe('Period,Yearly (last 12 months)');
  expect(lines).toContain('Figure,Value,Previous period,Change (%)');
  expect(lines.find((line) => line.startsWith('Orders,'))).toBe(
    `Orders,${yearly.totals.orders.value},${yearly.totals.orders.previous},${
      yearly.totals.orders.percentChange ?? ''
    }`,
  );
});

test('the customers page: the new customer with their orders, found by email, viewed and messaged', async ({
  page,
  request,
}) => {
  const session = await brandThroughApi(request, 'customers');
  const product = await createProduct(request, session);
  const { customer, headers } = await customerWithHeaders(request);
  const first = await placeOrder(request, headers, [product]);
  const second = await placeOrder(request, headers, [product]);
  const name = `${customer.firstname} ${customer.lastname}`;

  await brandSignedIn(page, session, brandPath('customers'));
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search customers' }).fill(customer.email);
  await expect(page).toHaveURL(/q=e2e-/);
  const rows = page.getByTestId('customer-row');
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row.getByRole('rowheader')).toContainText(name);
  await expect(row.getByRole('cell').nth(0)).toHaveText(customer.email);
  await expect(row.getByRole('cell').nth(1)).toHaveText('2');
  // what they spent on this brand's items (shipping is the marketplace's)
  const spent = [first, second]
    .flatMap((order) => order.items)
    .reduce((sum, item) => sum + item.subtotal, 0);
  await expect(row.getByRole('cell').nth(2)).toContainText(priceText(spent));
  await expect(row).toContainText(second.orderNumber);
  await expect(row).toContainText('Active');

  // View: the customer's orders with this brand.
  await row.getByRole('button', { name: `View the orders of ${name}` }).click();
  const orders = page.getByRole('dialog', { name: `Orders of ${name}` });
  await expect(orders.getByTestId('customer-order')).toHaveCount(2);
  await expect(orders).toContainText(first.orderNumber);
  await expect(orders.getByTestId('customer-order').first()).toContainText(`${product.name} × 1`);
  await orders.getByRole('button', { name: 'Close' }).first().click();
  await expect(orders).toBeHidden();

  // Message: an email to the customer, logged on the order.
  await row.getByRole('button', { name: `Message ${name}` }).click();
  const message = page.getByRole('dialog', { name: `Message ${name}` });
  await message.getByRole('button', { name: 'Send message' }).click();
  // nothing typed: both fields say so, and nothing is sent
  await expect(message.getByRole('textbox', { name: 'Subject' })).toHaveAccessibleDescription(
    /This field is required\./,
  );
  await expect(message.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
    /This field is required\./,
  );
  const subject = `Your basket ships on Monday ${Date.now().toString(36)}`;
  await message.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await message
    .getByRole('textbox', { name: 'Message' })
    .fill('Hello, your order is packed and leaves our workshop on Monday morning.');
  await message.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText(`Message sent to ${name}.`)).toBeVisible();
  await expect(message.getByTestId('logged-message').filter({ hasText: subject })).toBeVisible();
  const mail = await waitForMail(customer.email, (m) => m.subject.endsWith(subject));
  expect(mail.subject).toBe(`${session.brand.name} · Order ${second.orderNumber}: ${subject}`);
  expect(mail.text).toContain('leaves our workshop on Monday morning');
});

test('the reviews page: the rating filter narrows the list, and a public reply shows on the product page', async ({
  page,
  browser,
  request,
  extraHTTPHeaders,
}) => {
  const session = await brandThroughApi(request, 'reviews');
  const product = await createProduct(request, session);
  const { headers } = await customerWithHeaders(request);
  await deliveredOrder(request, headers, [product]);
  const comment = `Pretty box, but the lid does not close well (${Date.now().toString(36)}).`;
  const reviewed = await request.post('/api/v1/reviews', {
    headers,
    data: { productId: product.id, rating: 2, comment },
  });
  expect(reviewed.status(), await reviewed.text()).toBe(201);
  const count = async (rating?: number) => {
    const response = await request.get(
      `/api/v1/reviews/brand/${session.brand.id}/paged${rating ? `?rating=${rating}` : ''}`,
      { headers: session.headers },
    );
    return ((await response.json()) as { data: { totalElements: number } }).data.totalElements;
  };
  const [all, twoStars] = [await count(), await count(2)];
  expect(twoStars).toBeLessThan(all);

  await brandSignedIn(page, session, brandPath('reviews'));
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  await expect(figure(page, 'Total reviews')).toHaveText(number(all));
  await expect(page.getByRole('status').filter({ hasText: /reviews$/ })).toHaveText(
    `1–10 of ${number(all)} reviews`,
  );

  await page.getByRole('tab', { name: '2 stars' }).click();
  await expect(page).toHaveURL(/rating=2/);
  await expect(page.getByRole('tab', { name: '2 stars' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('status').filter({ hasText: /reviews$/ })).toHaveText(
    `1–${twoStars} of ${twoStars} reviews`,
  );
  const cards = page.getByRole('tabpanel').getByRole('article');
  await expect(cards).toHaveCount(twoStars);
  await expect(cards.getByRole('img', { name: /^Rated 2(\.0)? out of 5$/ })).toHaveCount(twoStars);
  const mine = cards.filter({ hasText: comment });
  await expect(mine.getByTestId('review-badge')).toHaveText('Pending');

  // The public reply, published from the card.
  await mine.getByRole('button', { name: 'Reply to Yasmine T.' }).click();
  const reply = 'Thank you: we are sending you a new lid today.';
  await mine.getByRole('textbox', { name: 'Reply to Yasmine T.' }).fill(reply);
  await mine.getByRole('button', { name: 'Publish reply' }).click();
  await expect(page.getByText('Your reply is published.')).toBeVisible();
  await expect(mine.getByText('Your reply', { exact: true })).toBeVisible();
  await expect(mine).toContainText(reply);

  // It shows under the review on the product page.
  const visitor = await otherBrowser(browser, extraHTTPHeaders);
  try {
    await visitor.page.goto(`/product/${product.id}`);
    await visitor.page.getByRole('tab', { name: /^Reviews \(\d+\)$/ }).click();
    const shown = visitor.page.getByRole('listitem').filter({ hasText: comment });
    const answer = shown.getByRole('region', { name: `Reply from ${session.brand.name}` });
    await expect(answer).toContainText(reply);
  } finally {
    await visitor.close();
  }
});

test('the settings: description, website, a social link and the logo show on the storefront; the password form explains its errors', async ({
  page,
  browser,
  request,
  extraHTTPHeaders,
}) => {
  const session = await brandThroughApi(request, 'settings');
  const stamp = Date.now().toString(36);
  const description = `Notebooks and paper folded by hand in Monastir (${stamp}).`;
  const website = `https://shop-${stamp}.monastir-paper.tn/`;
  const instagram = `https://www.instagram.com/monastir_paper_${stamp}`;

  await brandSignedIn(page, session, brandPath('settings'));
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const brandName = page.getByRole('textbox', { name: 'Brand name' });
  await expect(brandName).toHaveValue(session.brand.name);
  await page.getByRole('textbox', { name: 'Description' }).fill(description);
  await expect(page.getByText(`${description.length}/500 characters`)).toBeVisible();
  const websiteBox = page.getByRole('textbox', { name: 'Website' });
  await websiteBox.fill('not a web address');
  await websiteBox.blur();
  await expect(websiteBox).toHaveAttribute('aria-invalid', 'true');
  await expect(websiteBox).toHaveAccessibleDescription(
    /Please enter a valid website address \(https:\/\/\.\.\.\)\./,
  );
  await websiteBox.fill(website);
  await page.getByRole('textbox', { name: 'Instagram' }).fill(instagram);
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Change the logo' }).click(),
  ]);
  await chooser.setFiles(pngFile('new-logo.png', [20, 110, 90]));
  await expect(
    page.getByText('New logo: new-logo.png. It is saved with the profile.'),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'Preview of the new logo' })).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your brand profile has been updated.')).toBeVisible();

  // Saved: the form reads it back after a reload, the logo a stored upload.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(description);
  await expect(page.getByRole('textbox', { name: 'Website' })).toHaveValue(website);
  await expect(page.getByRole('textbox', { name: 'Instagram' })).toHaveValue(instagram);
  await expect(brandName).toHaveValue(session.brand.name);
  const saved = await request.get(`/api/v1/brands/${session.brand.id}`);
  const brand = ((await saved.json()) as { data: BrandSession['brand'] }).data;
  expect(brand.links).toContainEqual({ platform: 'instagram', url: instagram });
  expect(brand.logo).toMatch(/^\/uploads\//);
  expect(brand.logo).not.toContain('seed/');

  // The storefront's brands page shows the new description, website and logo.
  const visitor = await otherBrowser(browser, extraHTTPHeaders);
  try {
    await visitor.page.goto(`/brands?category=${brand.brandCategoryId}&pageSize=50`);
    const card = visitor.page.getByTestId('brand-card').filter({ hasText: session.brand.name });
    await expect(card).toContainText(description);
    await expect(card.getByRole('link', { name: /^Website/ })).toHaveAttribute('href', website);
    const logo = card.locator('img').first();
    await expect(logo).toHaveAttribute('src', new RegExp(`${brand.logo!}$`));
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  } finally {
    await visitor.close();
  }

  // The password form: too short, then a confirmation that does not match; nothing is sent.
  const current = page.getByRole('textbox', { name: 'Current password' });
  const fresh = page.getByRole('textbox', { name: 'New password', exact: true });
  const confirm = page.getByRole('textbox', { name: 'Confirm new password' });
  await current.fill('Souk2026!');
  await fresh.fill('Ab1');
  await fresh.blur();
  await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible();
  await fresh.fill('Medina2027x');
  await confirm.fill('Medina2027y');
  await confirm.blur();
  await expect(page.getByText('The new password and its confirmation do not match.')).toBeVisible();
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(confirm).toHaveAttribute('aria-invalid', 'true');
  await expect(confirm).toBeFocused();
  // The password is still the old one.
  await apiLogin(request, session.email);
});

/** The words the axe sweep looks for, in one language. */
type SweepWords = {
  /** each screen's heading (h1), by its path under /dashboard/brand ('' is the overview) */
  headings: Record<string, string>;
  /** the sidebar's name and the links to each screen but analytics (which is not in it) */
  navigation: string;
  links: Record<string, string>;
  addProduct: string;
  updateOrder: RegExp;
  itemTab: string;
};

/**
 * Every brand screen, with the add-product and order-status modals open, through axe. It starts
 * on analytics, opened by its address (the sidebar has no link to it: spec dashboards §2), and
 * moves to the others from the sidebar, as a brand does.
 */
async function sweep(page: Page, words: SweepWords) {
  const heading = (screen: string) =>
    page.getByRole('heading', { level: 1, name: words.headings[screen] });
  const settled = async (screen: string) => {
    await expect(heading(screen)).toBeVisible();
    // the screen's figures are in: no skeleton or loading list left
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessible(page);
  };
  await settled('analytics');
  for (const screen of ['', 'products', 'orders', 'customers', 'reviews', 'settings']) {
    await page
      .getByRole('navigation', { name: words.navigation })
      .getByRole('link', { name: words.links[screen], exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${brandPath(screen)}$`));
    await settled(screen);
    if (screen === 'products') {
      await page.getByRole('button', { name: words.addProduct }).first().click();
      await expect(page.getByRole('dialog', { name: words.addProduct })).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
    }
    if (screen === 'orders') {
      // An order whose items can still change: pending or in processing (the demo data has both).
      await page
        .locator(
          '[data-testid="brand-order-row"]:is([data-status="PENDING"], [data-status="PROCESSING"])',
        )
        .first()
        .getByRole('button', { name: words.updateOrder })
        .click();
      const modal = page.getByTestId('order-status-dialog');
      await expect(modal).toBeVisible();
      await expectAccessible(page);
      await modal.getByRole('tab', { name: words.itemTab }).click();
      await expect(modal.getByTestId('item-status-form')).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();
    }
  }
}

const EN_WORDS: SweepWords = {
  headings: {
    '': 'Brand Overview',
    analytics: 'Analytics',
    products: 'Products',
    orders: 'Orders',
    customers: 'Customers',
    reviews: 'Reviews',
    settings: 'Settings',
  },
  navigation: 'Dashboard navigation',
  links: {
    '': 'Dashboard',
    products: 'Products',
    orders: 'Orders',
    customers: 'Customers',
    reviews: 'Reviews',
    settings: 'Settings',
  },
  addProduct: 'Add New Product',
  updateOrder: /^Update the status of order /,
  itemTab: 'Item Status',
};

const AR_NAVIGATION = 'التنقل في لوحة التحكم';

const AR_WORDS: SweepWords = {
  headings: {
    '': 'نظرة عامة على العلامة التجارية',
    analytics: 'التحليلات',
    products: 'المنتجات',
    orders: 'الطلبات',
    customers: 'العملاء',
    reviews: 'التقييمات',
    settings: 'الإعدادات',
  },
  navigation: AR_NAVIGATION,
  links: {
    '': 'لوحة التحكم',
    products: 'المنتجات',
    orders: 'الطلبات',
    customers: 'العملاء',
    reviews: 'التقييمات',
    settings: 'الإعدادات',
  },
  addProduct: 'إضافة منتج جديد',
  updateOrder: /^تحديث حالة الطلب /,
  itemTab: 'حالة المنتجات',
};

/** The demo brand only looks here: nothing is saved, so it may be shared with other specs. */
test('every brand screen passes axe in English, and the dashboard speaks French', async ({
  page,
  request,
}) => {
  // seven screens and three modals through axe: longer than one journey
  test.setTimeout(90_000);
  const session = await brandThroughApi(request, DEMO_BRAND);
  await brandSignedIn(page, session, brandPath('analytics'));
  await sweep(page, EN_WORDS);

  await page.evaluate(() =>
    localStorage.setItem(
      'language-store',
      JSON.stringify({ state: { language: 'fr' }, version: 0 }),
    ),
  );
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Navigation du tableau de bord' })
    .getByRole('link', { name: 'Produits', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Produits' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter un produit' })).toBeVisible();
  await expectAccessible(page);
});

test('every brand screen passes axe in Arabic, right to left', async ({ page, request }) => {
  // seven screens and three modals through axe: longer than one journey
  test.setTimeout(90_000);
  const session = await brandThroughApi(request, DEMO_BRAND);
  await brandSignedIn(page, session, brandPath('analytics'), 'ar');
  await sweep(page, AR_WORDS);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // Mirrored: the sidebar sits on the right.
  const sidebar = await page.getByRole('navigation', { name: AR_NAVIGATION }).boundingBox();
  expect(sidebar!.x).toBeGreaterThan(640);
});
