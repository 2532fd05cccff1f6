import { logIn, newCustomer, registerThroughApi } from './support/accounts';
import { expect, test, waitForApp } from './support/fixtures';

/**
 * Issue 14 part 1 item 2 (decision 019): public pages arrive as complete HTML with their data,
 * hydration fetches nothing again, and what only the signed-in browser knows fills in after
 * hydration without moving the page.
 */

test('with JavaScript off, the catalogue and a product still show their content', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto('/catalogue');
  expect(response?.status()).toBe(200);
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(8);
  await expect(page.getByRole('complementary', { name: 'Filters' })).toBeVisible();
  const href = await cards.first().getByRole('link').first().getAttribute('href');
  await page.goto(href!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/\d+\.\d{2} dt/).first()).toBeVisible();
  expect((await page.goto('/no-such-page'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await context.close();
});

test('a page rendered in the language of the cookie stays in it after hydration', async ({
  browser,
  baseURL,
}) => {
  // The browser prefers English, but the server was told French (cookie souk-language) and no
  // choice is stored in this browser: the page must not switch to English once it hydrates.
  const context = await browser.newContext({ locale: 'en-US' });
  await context.addCookies([{ name: 'souk-language', value: 'fr', url: baseURL! }]);
  const page = await context.newPage();
  await page.goto('/brands');
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.waitForTimeout(300);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nos marques');
  await context.close();
});

test('hydrating a server-rendered page asks the API for nothing it already has', async ({
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/v1/') && url.pathname !== '/api/v1/visits')
      calls.push(url.pathname + url.search);
  });
  for (const address of ['/home', '/catalogue?sort=price-low', '/brands', '/help', '/sale']) {
    await page.goto(address);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  }
  await page.waitForTimeout(500);
  expect(calls).toEqual([]);
});

test('a signed-in customer’s header fills in after hydration without shifting the page', async ({
  page,
  request,
}) => {
  const customer = newCustomer();
  await registerThroughApi(request, customer, { verify: true });
  await logIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/home$/);

  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/catalogue');
  const header = page.getByRole('banner');
  // The header shows the signed-in state once the page runs in the browser.
  await expect(
    header.getByRole('button', { name: `Hi, ${customer.firstname}`, exact: false }),
  ).toBeVisible();
  await page.waitForTimeout(500);
  const shift = await page.evaluate(() =>
    (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
  );
  expect(shift).toBeLessThan(0.02);
});
