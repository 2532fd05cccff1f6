import { expect, test } from './support/fixtures';

test('search from the header with a typo, move through the results by keyboard, then view all', async ({
  page,
  request,
  a11y,
}) => {
  const { data } = (await (
    await request.get('/api/v1/products/search?query=sneekers&limit=5')
  ).json()) as { data: { content: { id: number; name: string }[]; totalElements: number } };
  expect(data.totalElements, 'the typo still finds sneakers').toBeGreaterThan(5);

  await page.goto('/home');
  // The shortcut is heard once the header is on the page.
  await expect(page.getByTestId('header-search-trigger')).toBeVisible();
  // spec: storefront §2 — Ctrl (or Cmd) + K opens the search box.
  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await expect(box).toBeFocused();

  await box.pressSequentially('sn');
  await expect(page.getByText('Type at least 3 characters to search.')).toBeVisible();
  // spec: storefront §5 — search runs only from 3 characters: Enter does not leave the page.
  await box.press('Enter');
  await expect(page).toHaveURL(/\/home$/);
  await expect(box).toBeFocused();
  await box.pressSequentially('eekers');
  const listbox = page.getByRole('listbox', { name: 'Suggestions' });
  const options = listbox.getByRole('option');
  // Up to 5 results and a 'view all' entry with the total.
  await expect(options).toHaveCount(6);
  await expect(options.first()).toContainText(data.content[0]!.name);
  await expect(options.first()).toContainText(/\d+\.\d{2} dt/);
  await expect(options.first().getByRole('img')).toHaveCount(0); // decorative picture
  await expect(options.last()).toHaveText(`View all ${data.totalElements} results`);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await a11y();

  await box.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute(
    'aria-activedescendant',
    (await options.first().getAttribute('id'))!,
  );
  await box.press('ArrowUp');
  await expect(options.last()).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/catalogue\?search=sneekers$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Results for “sneekers”' }),
  ).toBeVisible();
  await expect(page.getByText(`${data.totalElements} products`, { exact: true })).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toContainText(/Sneakers/);
  await expect(page.getByLabel('Sort by')).toHaveValue('relevance');
  await a11y();

  // spec: storefront §2 — clearing the search returns to /catalogue.
  await page.getByRole('button', { name: 'Remove filter: Search: sneekers' }).click();
  await expect(page).toHaveURL(/\/catalogue$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
});

test('a search result opens its product; submitting searches the catalogue; no result says so', async ({
  page,
}) => {
  await page.goto('/catalogue');
  await page.getByRole('button', { name: 'Search products' }).click();
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill('chemis');
  const first = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first();
  await expect(first).toBeVisible();
  const name = (await first.locator('span.font-semibold').first().textContent())!;
  await first.click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.keyboard.press('Meta+k');
  await expect(box).toBeFocused();
  await box.fill('zzqqxxww');
  await expect(page.getByText('No products found for “zzqqxxww”.')).toBeVisible();
  await box.fill('olive oil');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/catalogue\?search=olive(\+|%20)oil$/);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  // The results page has finished loading (its counts too) before the shortcut is pressed.
  await page.waitForLoadState('networkidle');

  // Escape closes the box and gives the focus back to its button.
  await page.keyboard.press('Control+k');
  await expect(box).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();
  await expect(page.getByRole('button', { name: 'Search products' })).toBeFocused();
});

test('the search box is hidden on the login, signup, forgot and reset pages', async ({ page }) => {
  for (const path of ['/login', '/signup', '/forgot-password', '/reset-password?token=x']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByTestId('header-search-trigger')).toHaveCount(0);
  }
  await page.goto('/home');
  await expect(page.getByTestId('header-search-trigger')).toBeVisible();
});
