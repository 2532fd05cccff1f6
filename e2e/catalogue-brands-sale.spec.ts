import { expect, test } from './support/fixtures';

type BrandCategory = { id: number; name: string; brandCount: number };

test('the brands directory, filtered by category, keeps its state in the address', async ({
  page,
  request,
  a11y,
}) => {
  const { data: categories } = (await (await request.get('/api/v1/brand-categories')).json()) as {
    data: BrandCategory[];
  };
  const category = [...categories].sort((a, b) => b.brandCount - a.brandCount)[0]!;

  await page.goto('/brands');
  await expect(page.getByRole('heading', { level: 1, name: 'Our brands' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse the brands' })).toHaveAttribute(
    'href',
    '#brands-list',
  );
  // A wide screen lists the brands (the default view is left out of the address).
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const sidebar = page.getByRole('navigation', { name: 'Brand categories' });
  // Categories without brands are hidden; each shows its number of brands.
  await expect(sidebar.getByRole('button')).toHaveCount(
    1 + categories.filter((c) => c.brandCount > 0).length,
  );
  await a11y();

  await sidebar
    .getByRole('button', { name: new RegExp(`^${category.name}\\s*${category.brandCount}$`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/brands\\?category=${category.id}$`));
  await expect(page.getByRole('heading', { level: 2, name: category.name })).toBeVisible();
  await expect(page.getByText(`${category.brandCount} brands`, { exact: true })).toBeVisible();
  const cards = page.getByTestId('brand-card');
  await expect(cards).toHaveCount(category.brandCount);

  // Each card: the category badge, its first 4 products and a view-all tile.
  const card = cards.first();
  const brandName = (await card.getByRole('heading').textContent())!.trim();
  await expect(card.getByRole('link', { name: category.name })).toHaveAttribute(
    'href',
    `/catalogue?category=${encodeURIComponent(category.name)}`,
  );
  const tiles = card.getByRole('list', { name: `Products of ${brandName}` }).getByRole('link');
  await expect(tiles).toHaveCount(5);
  await expect(tiles.first()).toHaveAttribute('href', /^\/product\/\d+$/);
  await expect(tiles.last()).toHaveAttribute('href', /^\/catalogue\?brand=\d+$/);
  await a11y();

  await page.getByLabel('Sort by').selectOption('alphabetical');
  await expect(page).toHaveURL(new RegExp(`category=${category.id}&sort=alphabetical$`));
  // The address changes before the sorted list arrives: wait for the list, not just the address.
  await expect
    .poll(async () => {
      const names = await cards.getByRole('heading').allTextContents();
      return (
        names.length > 1 &&
        names.join('|') === [...names].sort((a, b) => a.localeCompare(b)).join('|')
      );
    })
    .toBe(true);

  await page.getByRole('button', { name: 'Grid view' }).click();
  await expect(page).toHaveURL(/view=grid/);
  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page).not.toHaveURL(/view=/);

  await page.reload();
  await expect(cards).toHaveCount(category.brandCount);
  await expect(page.getByLabel('Sort by')).toHaveValue('alphabetical');

  // The brand name opens the catalogue by brand (the first card is another brand now: sorted).
  const sortedFirst = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('link', { name: sortedFirst, exact: true }).click();
  await expect(page).toHaveURL(/\/catalogue\?brand=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: sortedFirst })).toBeVisible();

  // The category badge opens the catalogue of that brand category's products, not an empty page.
  await page.goBack();
  await cards.first().getByRole('link', { name: category.name, exact: true }).click();
  await expect(page).toHaveURL(/\/catalogue\?category=/);
  expect(new URL(page.url()).searchParams.get('category')).toBe(category.name);
  await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByText('No products match')).toBeHidden();
});

test('on a narrow screen the brands show as a grid; page size and pages are in the address', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/brands?pageSize=5');
  await expect(page.getByRole('button', { name: 'Grid view' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByTestId('brand-card')).toHaveCount(5);
  await page
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('link', { name: 'Page 2' })
    .click();
  await expect(page).toHaveURL(/\/brands\?page=2&pageSize=5$/);
  await expect(page.getByTestId('brand-card')).toHaveCount(5);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
});

test('the sale page sorted by biggest discount, by category tab and page', async ({
  page,
  a11y,
}) => {
  await page.goto('/sale');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/^Up to \d+% off$/)).toBeVisible();
  const cta = page.getByRole('link', { name: 'Shop the sale' });
  await expect(cta).toHaveAttribute('href', '#sale-products');
  await cta.click();
  await expect(page.locator('#sale-products')).toBeInViewport();
  await expect(page.getByTestId('product-card')).toHaveCount(10);
  await a11y();

  await page.getByLabel('Sort by').selectOption('biggest-discount');
  await expect(page).toHaveURL(/sort=biggest-discount/);
  const discounts = async () =>
    (
      await page
        .getByTestId('product-card')
        .locator('bdi')
        .filter({ hasText: /^-\d+%$/ })
        .allTextContents()
    ).map((text) => Number(text.replace(/[^\d]/g, '')));
  await expect
    .poll(async () => {
      const values = await discounts();
      return values.length === 10 && values.every((value, i) => i === 0 || values[i - 1]! >= value);
    })
    .toBe(true);
  const topDiscount = (await discounts())[0]!;
  await expect(page.getByText(`Up to ${topDiscount}% off`)).toBeVisible();

  // A category tab narrows the sale; the arrows move between tabs.
  const tabs = page.getByRole('tablist', { name: 'Sale categories' });
  await tabs.getByRole('tab', { name: 'Clothing' }).click();
  await expect(page).toHaveURL(/category=\d+&sort=biggest-discount/);
  await expect(tabs.getByRole('tab', { name: 'Clothing' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.getByRole('tab', { name: 'Books' })).toBeFocused();
  await tabs.getByRole('tab', { name: 'All' }).click();
  await expect(page).toHaveURL(/\/sale\?sort=biggest-discount$/);

  await page
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('link', { name: 'Page 2' })
    .click();
  await expect(page).toHaveURL(/sort=biggest-discount&page=2$/);
  await expect
    .poll(async () => (await discounts()).every((value) => value <= topDiscount))
    .toBe(true);
  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page).toHaveURL(/view=list/);
  await a11y();
});
