import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * Issue 14 part 2 item 5: a new page starts at its top, Back returns to where the shopper was,
 * and addresses with an #anchor open at it.
 */

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** The scroll position once it has stopped moving (a wheel turn scrolls over a few frames). */
const settledScrollY = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const look = () => {
          const now = window.scrollY;
          still = now === last ? still + 1 : 0;
          last = now;
          if (still >= 10) resolve(now);
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
  );

test('a link followed from the bottom of a page opens the next page at its top', async ({
  page,
}) => {
  await page.goto('/home');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  expect(await scrollY(page)).toBeGreaterThan(500);
  await footer.getByRole('link', { name: 'Help centre' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeInViewport();
  expect(await scrollY(page)).toBe(0);

  // The same for Shop in the header after scrolling the help page, and for the legal pages.
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Shop' })
    .click();
  await expect(page).toHaveURL(/\/catalogue$/);
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of service' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('Back returns to the place in the catalogue the shopper left', async ({ page }) => {
  await page.goto('/catalogue');
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(8);
  await cards.nth(6).scrollIntoViewIfNeeded();
  const start = await settledScrollY(page);
  await page.mouse.wheel(0, 200);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(start);
  expect(await settledScrollY(page)).toBeGreaterThan(400);
  const opened = cards.nth(6);
  const before = (await opened.boundingBox())!.y;
  await opened.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/catalogue$/);
  await expect(cards).toHaveCount(8);
  // The card the shopper opened is where it was on the screen (the header's height may differ
  // by a few pixels between the top of a page and further down).
  await expect
    .poll(async () => Math.abs((await opened.boundingBox())!.y - before))
    .toBeLessThanOrEqual(10);
  expect(await scrollY(page)).toBeGreaterThan(400);
});

test('on a phone, a brand card opens the brand’s catalogue at its top', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/brands');
  const cards = page.getByTestId('brand-card');
  await cards.nth(3).scrollIntoViewIfNeeded();
  expect(await scrollY(page)).toBeGreaterThan(300);
  const name = (await cards.nth(3).getByRole('heading').textContent())!.trim();
  await cards.nth(3).getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/catalogue\?brand=\d+$/);
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('addresses with an anchor open at it: the FAQ, the sale’s products', async ({ page }) => {
  await page.goto('/help#faq');
  await expect(page.locator('#faq')).toBeInViewport();
  expect(await scrollY(page)).toBeGreaterThan(100);

  await page.goto('/sale');
  await page
    .getByRole('link', { name: /shop the sale/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/sale#sale-products$/);
  await expect(page.locator('#sale-products')).toBeInViewport();
});

test('the home page does not scroll itself while it loads (a scroll ends its Largest Contentful Paint)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    const entries: string[] = [];
    (window as unknown as { lcp: string[] }).lcp = entries;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) entries.push(entry.entryType);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto('/home');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { lcp: string[] }).lcp.length))
    .toBeGreaterThan(0);
});
