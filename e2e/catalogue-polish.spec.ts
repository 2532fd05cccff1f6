import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';

type Category = { id: number; name: string };
type Facets = { brands: { id: number; name: string }[] };
type ListedProduct = { id: number; name: string; description: string; features: string[] };

async function data<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/v1${path}`);
  expect(response.ok(), path).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

test('a filter that leaves nothing keeps its name; one that names nothing says so (issue 14, item 10)', async ({
  page,
  request,
  a11y,
}) => {
  const clothing = (await data<Category[]>(request, '/categories/root')).find(
    (category) => category.name === 'Clothing',
  )!;
  const filters = page.getByRole('complementary', { name: 'Filters' });

  // No clothing costs that much: the facets leave the category out, the page still names it.
  await page.goto(`/catalogue?category=${clothing.id}&minPrice=999999`);
  await expect(page.getByText('No products match')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Clothing' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove filter: Clothing' })).toBeVisible();
  const box = filters.getByRole('checkbox', { name: /^Clothing\s*0$/ });
  await expect(box).toBeChecked();
  await a11y();
  // Unchecked, it goes: no clothing is left to list at that price.
  await box.click();
  await expect(page).toHaveURL(/\/catalogue\?minPrice=999999$/);

  // A brand that leaves no clothing keeps its name too.
  const clothingBrands = new Set(
    (await data<Facets>(request, `/products/facets?categories=${clothing.id}`)).brands.map(
      (brand) => brand.id,
    ),
  );
  const other = (await data<Facets>(request, '/products/facets')).brands.find(
    (brand) => !clothingBrands.has(brand.id),
  )!;
  await page.goto(`/catalogue?category=${clothing.id}&brand=${other.id}`);
  await expect(page.getByText('No products match')).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove filter: ${other.name}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove filter: Clothing' })).toBeVisible();
  await expect(
    filters.getByRole('checkbox', { name: new RegExp(`^${other.name}\\s*0$`) }),
  ).toBeChecked();

  // An id that names nothing.
  await page.goto('/catalogue?brand=999999');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Unknown brand (999999)' }),
  ).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'No brand has the number 999999' }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Remove filter: Unknown brand (999999)' }),
  ).toBeVisible();
  await a11y();
  await page.goto('/catalogue?category=999999');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Unknown category (999999)' }),
  ).toBeVisible();
  await expect(page.getByText(/No category has the number 999999/)).toBeVisible();

  // Prices that cannot be used are named, not dropped in silence.
  await page.goto('/catalogue?minPrice=-5');
  await expect(page.getByText(/is not a valid price, so it was ignored/)).toBeVisible();
  await expect(page.getByTestId('product-card')).toHaveCount(8);
  await page.goto('/catalogue?minPrice=200&maxPrice=50');
  await expect(
    page.getByText(/The minimum price \(.*200\.00 dt.*\) is above the maximum \(.*50\.00 dt.*\)/),
  ).toBeVisible();
  await filters.getByRole('spinbutton', { name: 'Minimum' }).fill('-3');
  await filters.getByRole('button', { name: 'Apply price' }).click();
  await expect(filters.getByText('A price cannot be below 0.')).toBeVisible();
});

test('the catalogue by keyboard, and a filter column no taller than it needs (items 11, 12)', async ({
  page,
  a11y,
}) => {
  await page.goto('/catalogue');
  await expect(page.getByTestId('product-card')).toHaveCount(8);
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await expect(filters.getByRole('checkbox').first()).toBeVisible();

  // A skip link, shown when focused, leads past the filters to the results.
  const skip = page.getByRole('link', { name: 'Skip to results' });
  await skip.focus();
  expect((await skip.boundingBox())!.width).toBeGreaterThan(40);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Products' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: 'Free shipping only' })).toBeFocused();

  // The rating options are named once, plainly.
  await expect(filters.getByRole('radio', { name: /^4 stars and up, \d+ products$/ })).toHaveCount(
    1,
  );

  // Long groups show their first choices; the column stays near the height of the products.
  const categories = filters.getByRole('group', { name: 'Categories' });
  await expect(categories.getByRole('checkbox')).toHaveCount(8);
  await categories.getByRole('button', { name: /^Show all \(\d+\)$/ }).click();
  await expect(categories.getByRole('checkbox')).not.toHaveCount(8);
  await categories.getByRole('button', { name: 'Show fewer' }).click();
  await expect(categories.getByRole('checkbox')).toHaveCount(8);
  const column = (await filters.boundingBox())!.height;
  const results = (await page.getByRole('region', { name: 'Products' }).boundingBox())!.height;
  // It was 2,773 px beside 834 px of products (issue 14, item 12).
  expect(column, 'the filters are not much taller than the products beside them').toBeLessThan(
    results * 1.5,
  );
  await a11y();
});

test('the product page: headings in order, the description once (items 11, 12)', async ({
  page,
  request,
  a11y,
}) => {
  const { content } = await data<{ content: ListedProduct[] }>(
    request,
    '/products/paginated?size=50',
  );
  const product = content.find(
    (item) => item.description.trim().length <= 500 && item.features.length > 0,
  )!;
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Description', selected: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Features' })).toBeVisible();

  // Each heading is at most one level below the one before it.
  const levels = await page
    .locator('main')
    .locator('h1, h2, h3, h4, h5, h6, [role="heading"]')
    .evaluateAll((nodes) =>
      nodes.map((node) => Number(node.getAttribute('aria-level') ?? node.tagName.slice(1))),
    );
  expect(levels[0]).toBe(1);
  levels.forEach((level, index) => {
    if (index > 0)
      expect(level, `heading ${index}: ${levels.join(',')}`).toBeLessThanOrEqual(
        levels[index - 1]! + 1,
      );
  });

  await expect(page.getByText(product.description.trim(), { exact: true })).toHaveCount(1);
  await a11y();
});
