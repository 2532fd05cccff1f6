import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

type Facets = { brands: { id: number; name: string; count: number }[] };
type Category = { id: number; name: string; productCount: number };

const OFFICE = 'Office Products';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The brand with the most products in a category, as the sidebar counts it (GET /products/facets). */
async function biggestBrandIn(request: APIRequestContext, categoryId: number) {
  const response = await request.get(`/api/v1/products/facets?categories=${categoryId}`);
  const { data } = (await response.json()) as { data: Facets };
  return [...data.brands].sort((a, b) => b.count - a.count)[0]!;
}

/** The prices shown on the cards, in order (the amount paid, before any struck-through one). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page
    .getByTestId('product-card')
    .locator('bdi')
    .filter({ hasText: /dt$/ })
    .evaluateAll((nodes) =>
      nodes.filter((node) => !node.closest('del')).map((node) => node.textContent ?? ''),
    );
  return texts.map((text) => Number.parseFloat(text.replace(/,/g, '')));
}

test('browse: home → category → brand and price filters → sort → page 2 → product → related product', async ({
  page,
  request,
  a11y,
}) => {
  const categories = (
    (await (await request.get('/api/v1/categories/root')).json()) as { data: Category[] }
  ).data;
  const office = categories.find((category) => category.name === OFFICE)!;
  const brand = await biggestBrandIn(request, office.id);
  expect(
    brand.count,
    'the demo data has a brand with two pages of office products',
  ).toBeGreaterThan(8);

  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const strip = page.getByRole('region', { name: 'Shop by category' });
  await expect(strip.getByRole('link', { name: new RegExp(OFFICE) })).toBeVisible();
  await a11y();

  // The hero's call to action scrolls to the categories.
  await page.getByRole('link', { name: 'Start shopping' }).click();
  await expect(strip).toBeInViewport();

  await strip.getByRole('link', { name: new RegExp(OFFICE) }).click();
  await expect(page).toHaveURL(new RegExp(`/catalogue\\?category=${office.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: OFFICE })).toBeVisible();
  await expect(page.getByText(`${office.productCount} products`, { exact: true })).toBeVisible();
  await expect(page.getByTestId('product-card')).toHaveCount(8);
  await a11y();

  // The sidebar shows how many products each brand leaves; choosing one narrows the list.
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const brandBox = filters.getByRole('checkbox', {
    name: new RegExp(`^${escapeRegExp(brand.name)}\\s*${brand.count}$`),
  });
  await brandBox.check();
  await expect(page).toHaveURL(new RegExp(`brand=${brand.id}`));
  await expect(page.getByText(`${brand.count} products`, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove filter: ${brand.name}` })).toBeVisible();

  await filters.getByRole('spinbutton', { name: 'Minimum' }).fill('10');
  await filters.getByRole('spinbutton', { name: 'Maximum' }).fill('500');
  await filters.getByRole('button', { name: 'Apply price' }).click();
  await expect(page).toHaveURL(/minPrice=10&maxPrice=500/);
  const filtered = (
    (await (
      await request.get(
        `/api/v1/products/paginated?categories=${office.id}&brands=${brand.id}&minPrice=10&maxPrice=500&size=1`,
      )
    ).json()) as { data: { totalElements: number } }
  ).data.totalElements;
  expect(filtered).toBeGreaterThan(8);
  await expect(page.getByText(`${filtered} products`, { exact: true })).toBeVisible();

  await page.getByLabel('Sort by').selectOption('price-low');
  await expect(page).toHaveURL(/sort=price-low/);
  await expect
    .poll(async () => {
      const prices = await cardPrices(page);
      return prices.length === 8 && prices.every((price, i) => i === 0 || prices[i - 1]! <= price);
    })
    .toBe(true);
  const lastOnFirstPage = (await cardPrices(page)).at(-1)!;
  await a11y();

  const pages = page.getByRole('navigation', { name: 'Pages' });
  await pages.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pages.getByText('Page 2 of 2')).toBeVisible();
  await expect(page.getByTestId('product-card')).toHaveCount(filtered - 8);
  const secondPagePrices = await cardPrices(page);
  expect(secondPagePrices.every((price) => price >= lastOnFirstPage && price <= 500)).toBe(true);

  // The filtered view is in the address: opening it again shows the same list.
  const address = page.url();
  await page.reload();
  await expect(page).toHaveURL(address);
  await expect(page.getByTestId('product-card')).toHaveCount(filtered - 8);

  // A product…
  const firstCard = page.getByTestId('product-card').first();
  const productName = (await firstCard.getByRole('heading').textContent())!.trim();
  await firstCard.getByRole('link', { name: productName }).click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  const productId = Number(page.url().split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
  await expect(breadcrumb.getByRole('link', { name: 'Catalogue' })).toHaveAttribute(
    'href',
    '/catalogue',
  );
  await expect(breadcrumb.getByRole('link', { name: brand.name })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Reviews \(\d+\)/ })).toBeVisible();
  await expect(page).toHaveTitle(`${productName} · Souk`);
  await a11y();

  // …and one of its related products.
  const related = page.getByRole('region', { name: 'You may also like' });
  await expect(related.getByTestId('product-card').first()).toBeVisible();
  const relatedName = (await related
    .getByTestId('product-card')
    .first()
    .getByRole('heading')
    .textContent())!.trim();
  await related.getByRole('link', { name: relatedName }).first().click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  expect(Number(page.url().split('/').pop())).not.toBe(productId);
  await expect(page.getByRole('heading', { level: 1, name: relatedName })).toBeVisible();
  await a11y();

  // Both visits are remembered and the home page shows them.
  const remembered = await page.evaluate(() => JSON.parse(localStorage.getItem('recentlyViewed')!));
  expect(remembered[1]).toBe(productId);
  await page.goto('/home');
  const recent = page.getByRole('region', { name: 'Recently viewed' });
  await expect(recent.getByRole('heading', { name: productName })).toBeVisible();
  await expect(recent.getByRole('heading', { name: relatedName })).toBeVisible();
});

type ListedProduct = {
  id: number;
  name: string;
  sizes: string[];
  colors: string[];
  material: string | null;
  care: string | null;
  fit: string | null;
  origin: string | null;
  weight: number | null;
  reviewCount: number;
  quantity: number;
  additionalImages: string[];
};

/** Every public product (the catalogue query, 100 at a time). */
async function allProducts(request: APIRequestContext): Promise<ListedProduct[]> {
  const products: ListedProduct[] = [];
  for (let page = 0; ; page += 1) {
    const response = await request.get(`/api/v1/products/paginated?size=100&page=${page}`);
    const { data } = (await response.json()) as {
      data: { content: ListedProduct[]; totalPages: number };
    };
    products.push(...data.content);
    if (page + 1 >= data.totalPages) return products;
  }
}

test('the product page: gallery, choosers, size guide, specifications and paged reviews', async ({
  page,
  request,
  a11y,
}) => {
  const products = await allProducts(request);
  const described = products.find(
    (p) =>
      p.sizes.length > 1 &&
      p.colors.length > 1 &&
      Boolean(p.material && p.care && p.fit && p.origin) &&
      p.weight !== null &&
      p.quantity > 3 &&
      p.additionalImages.length > 0,
  );
  expect(described, 'the demo data has a fully described product').toBeTruthy();
  const product = described!;

  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  // Gallery: thumbnails of the main and additional pictures.
  const thumbnails = page.getByRole('list', { name: 'Pictures' }).getByRole('button');
  await expect(thumbnails).toHaveCount(1 + product.additionalImages.length);
  await thumbnails.nth(1).click();
  await expect(thumbnails.nth(1)).toHaveAttribute('aria-current', 'true');

  // Size, colour and quantity (between 1 and the stock).
  await page.getByRole('radio', { name: product.sizes[1]!, exact: true }).check({ force: true });
  await expect(page.getByRole('group', { name: `Size: ${product.sizes[1]}` })).toBeVisible();
  await page.getByRole('radio', { name: product.colors[0]!, exact: true }).check({ force: true });
  await expect(page.getByRole('group', { name: `Colour: ${product.colors[0]}` })).toBeVisible();
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(quantity).toHaveValue('2');
  await quantity.fill('99999');
  await expect(quantity).toHaveValue(String(product.quantity));

  await page.getByRole('button', { name: 'Size guide' }).click();
  const guide = page.getByRole('dialog', { name: 'Size guide' });
  await expect(
    guide.getByRole('rowheader', { name: product.sizes[0]!, exact: true }),
  ).toBeVisible();
  await a11y();
  await page.keyboard.press('Escape');
  await expect(guide).toBeHidden();

  // Tabs: the arrows move between description, specifications and reviews.
  await page.getByRole('tab', { name: 'Description' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Specifications' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('rowheader', { name: 'Material' })).toBeVisible();
  await expect(page.getByRole('cell', { name: product.material!, exact: true })).toBeVisible();
  await a11y();

  // Reviews, 5 at a time, on the most reviewed product.
  const reviewed = [...products].sort((a, b) => b.reviewCount - a.reviewCount)[0]!;
  expect(reviewed.reviewCount).toBeGreaterThan(5);
  await page.goto(`/product/${reviewed.id}`);
  await page.getByRole('tab', { name: `Reviews (${reviewed.reviewCount})` }).click();
  const panel = page.getByRole('tabpanel', { name: `Reviews (${reviewed.reviewCount})` });
  await expect(panel.getByText(`Based on ${reviewed.reviewCount} reviews`)).toBeVisible();
  await expect(panel.getByRole('article')).toHaveCount(5);
  const reviewPages = panel.getByRole('navigation', { name: 'Review pages' });
  await reviewPages.getByRole('button', { name: 'Next page' }).click();
  await expect(reviewPages.getByText(/^Page 2 of/)).toBeVisible();
  await expect(panel.getByRole('article')).toHaveCount(Math.min(reviewed.reviewCount - 5, 5));
  await a11y();
});

test('a missing product shows a not-found state with a way back', async ({ page, a11y }) => {
  await page.goto('/product/99999999');
  await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
  await a11y();
  await page.getByRole('link', { name: 'Back to the catalogue' }).click();
  await expect(page).toHaveURL(/\/catalogue$/);
});

test('on a phone the filters open under their toggle; the empty state clears them', async ({
  page,
  a11y,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/catalogue?search=sneakers&minPrice=999999');
  await expect(page.getByText('No products match')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
  await a11y();

  await page.getByRole('button', { name: 'Clear filters' }).last().click();
  await expect(page).toHaveURL(/\/catalogue$/);
  await expect(page.getByTestId('product-card')).toHaveCount(8);

  const toggle = page.getByRole('button', { name: /^Filters/ });
  await toggle.click();
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await expect(filters).toBeVisible();
  await filters.getByRole('checkbox', { name: /^Footwear/ }).check();
  await expect(page).toHaveURL(/category=\d+/);
  await filters.getByRole('button', { name: /^Show \d+ products$/ }).click();
  await expect(filters).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Footwear' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Free shipping only' }).check();
  await expect(page).toHaveURL(/freeShipping=true/);
  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page).toHaveURL(/view=list/);
  await a11y();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'nothing overflows the phone screen').toBeLessThanOrEqual(360);
});

test('when the filter counts fail to load, the sidebar says so and tries again on request', async ({
  page,
  a11y,
}) => {
  let failing = true;
  await page.route('**/api/v1/products/facets**', (route) =>
    failing
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({
            success: false,
            message: 'Service unavailable',
            errorCode: 'internal_error',
          }),
        })
      : route.continue(),
  );
  // The server renders /catalogue with its counts: the browser asks for them when the shopper
  // opens the catalogue from another page.
  await page.goto('/help');
  await page.getByRole('banner').getByRole('link', { name: 'Shop' }).click();
  const filters = page.getByRole('complementary', { name: 'Filters' });
  // The products still show; only the counts are missing (after the one automatic retry).
  await expect(page.getByTestId('product-card')).toHaveCount(8);
  await expect(filters.getByText('Filters are not available right now.')).toBeVisible({
    timeout: 15_000,
  });
  await a11y();

  failing = false;
  await filters.getByRole('button', { name: 'Try again' }).click();
  await expect(filters.getByRole('checkbox', { name: /^Footwear/ })).toBeVisible();
  await expect(filters.getByText('Filters are not available right now.')).toBeHidden();
});
