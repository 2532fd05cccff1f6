import { expect, test } from './support/fixtures';

test('the browse journey in Arabic renders right to left', async ({ page, a11y }) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      'language-store',
      JSON.stringify({ state: { language: 'ar' }, version: 0 }),
    ),
  );
  await page.goto('/home');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  const strip = page.getByRole('region', { name: 'تسوّق حسب الفئة' });
  await expect(strip.getByRole('link').first()).toBeVisible();
  await a11y();

  // The categories scroll from the right: the first sits at the right edge.
  const first = await strip.getByRole('listitem').first().boundingBox();
  expect(first!.x + first!.width).toBeGreaterThan(1000);

  // Category names are shown in Arabic too (decision 007).
  await strip.getByRole('link', { name: /مستلزمات مكتبية/ }).click();
  await expect(page).toHaveURL(/\/catalogue\?category=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'مستلزمات مكتبية' })).toBeVisible();
  await expect(
    page.getByRole('complementary', { name: 'عوامل التصفية' }).getByRole('checkbox', {
      name: /^مستلزمات مكتبية/,
    }),
  ).toBeChecked();
  // Mirrored: the filters on the right, the products on their left.
  const filters = await page.getByRole('complementary', { name: 'عوامل التصفية' }).boundingBox();
  const firstCard = await page.getByTestId('product-card').first().boundingBox();
  expect(filters!.x).toBeGreaterThan(firstCard!.x);
  await expect(page.getByText('الترتيب حسب')).toBeVisible();
  await a11y();

  await page.getByLabel('الترتيب حسب').selectOption('price-high');
  await expect(page).toHaveURL(/sort=price-high/);
  await page
    .getByRole('navigation', { name: 'الصفحات' })
    .getByRole('link', { name: 'الصفحة 2' })
    .click();
  await expect(page).toHaveURL(/page=2/);
  // Page 1 stays on screen (busy) until page 2 arrives: read a card only once it has.
  await expect(
    page.locator('[aria-busy]').filter({ has: page.getByTestId('product-card') }),
  ).toHaveAttribute('aria-busy', 'false');

  const name = (await page
    .getByTestId('product-card')
    .first()
    .getByRole('heading')
    .textContent())!.trim();
  // other journeys add products meanwhile: the card is found again by its name, wherever it moved
  await page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
    .first()
    .getByRole('link', { name })
    .click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'مسار التنقل' });
  const home = await breadcrumb.getByRole('link', { name: 'الرئيسية' }).boundingBox();
  const catalogue = await breadcrumb.getByRole('link', { name: 'الكتالوج' }).boundingBox();
  expect(home!.x).toBeGreaterThan(catalogue!.x);
  // Prices keep their left-to-right order inside Arabic text, with the Arabic decimal comma and
  // Latin digits (issue 14 item 9).
  await expect(page.getByText(/^\d{1,3}(\.\d{3})*,\d{2} dt$/).first()).toBeVisible();
  await expect(page.getByRole('tab', { name: /^الوصف$/ })).toHaveAttribute('aria-selected', 'true');
  await a11y();

  const related = page.getByRole('region', { name: 'قد يعجبك أيضًا' });
  const relatedName = (await related
    .getByTestId('product-card')
    .first()
    .getByRole('heading')
    .textContent())!.trim();
  await related.getByRole('link', { name: relatedName }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: relatedName })).toBeVisible();

  // The header search works in Arabic too.
  await page.getByRole('button', { name: 'البحث عن المنتجات' }).click();
  await page.getByRole('combobox', { name: 'البحث عن المنتجات' }).fill('زيت');
  await expect(
    page.getByRole('listbox', { name: 'اقتراحات' }).getByRole('option').first(),
  ).toBeVisible();
  await a11y();
});
