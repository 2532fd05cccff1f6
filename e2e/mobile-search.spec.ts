import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { logIn, newCustomer, registerThroughApi } from './support/accounts';
import { expect, test } from './support/fixtures';
import { chooseLanguage } from './support/language';

/**
 * Issue 14 item 8: the header's live search on a 320 px phone, in the three languages. The page
 * never scrolls sideways, the header stays put, the suggestions (prices included) stay inside the
 * screen and their text passes axe's colour-contrast check.
 */
const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const WIDTH = 320;

const LANGUAGES = [
  { language: 'en', label: 'Search products', results: 'Suggestions' },
  { language: 'fr', label: 'Rechercher des produits', results: 'Suggestions' },
  { language: 'ar', label: 'البحث عن المنتجات', results: 'اقتراحات' },
] as const;
type Language = (typeof LANGUAGES)[number]['language'];

/** The ids of axe's violations of the given rules inside `selector`. */
async function axeViolations(page: Page, selector: string, rules: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ selector, rules }) => {
      const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
        .axe;
      const result = (await axe.run(document.querySelector(selector), {
        runOnly: { type: 'rule', values: rules },
        resultTypes: ['violations'],
      })) as { violations: { id: string; nodes: { target: unknown[] }[] }[] };
      return result.violations.map((v) => `${v.id} at ${JSON.stringify(v.nodes[0]?.target)}`);
    },
    { selector, rules },
  );
}

/** Opens the header's search on /home, types a query with many results and checks the fit. */
async function expectSearchFits(page: Page, language: Language): Promise<void> {
  const { label, results } = LANGUAGES.find((entry) => entry.language === language)!;
  await page.goto('/home');
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const header = page.getByRole('banner');
  const trigger = page.getByTestId('header-search-trigger');
  await expect(trigger).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    WIDTH,
  );
  const headerBefore = await header.boundingBox();

  await trigger.click();
  const box = page.getByRole('combobox', { name: label });
  await expect(box).toBeFocused();
  await box.pressSequentially('sneekers');
  const listbox = page.getByRole('listbox', { name: results });
  const options = listbox.getByRole('option');
  await expect(options).toHaveCount(6);

  // No sideways scroll, and the header did not move.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    WIDTH,
  );
  const headerAfter = await header.boundingBox();
  expect(headerAfter!.x).toBe(headerBefore!.x);
  expect(headerAfter!.width).toBeLessThanOrEqual(WIDTH);

  // The box, every suggestion and its price lie inside the screen.
  for (const element of [box, listbox, ...(await options.all())]) {
    const rect = (await element.boundingBox())!;
    expect(rect.x).toBeGreaterThanOrEqual(0);
    expect(rect.x + rect.width).toBeLessThanOrEqual(WIDTH);
  }
  // The first price of each product suggestion (the one a shopper pays).
  const firstPrices = (await options.all())
    .slice(0, 5)
    .map((option) => option.locator('bdi[dir="ltr"]').first());
  for (const price of firstPrices) {
    await expect(price).toContainText(/\d/);
    const rect = (await price.boundingBox())!;
    expect(rect.x).toBeGreaterThanOrEqual(0);
    expect(rect.x + rect.width).toBeLessThanOrEqual(WIDTH);
    // Not cut inside its own box either.
    expect(await price.evaluate((node) => node.scrollWidth <= node.clientWidth + 1)).toBe(true);
  }

  // Readable: the open suggestions pass the colour-contrast check (WCAG AA), the pointer on one.
  await options.nth(1).hover();
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.mouse.move(0, 0);
  const panel = `[id="${await trigger.getAttribute('aria-controls')}"]`;
  expect(await axeViolations(page, panel, ['color-contrast'])).toEqual([]);
}

for (const { language } of LANGUAGES) {
  test(`the header's live search fits a 320 px phone in ${language}`, async ({ page }) => {
    await page.setViewportSize({ width: WIDTH, height: 640 });
    await chooseLanguage(page, language);
    await expectSearchFits(page, language);
  });
}

test('with a customer signed in (wishlist, cart and account in the header) it fits too', async ({
  page,
  request,
}) => {
  const customer = newCustomer();
  await registerThroughApi(request, customer, { verify: true });
  await page.setViewportSize({ width: WIDTH, height: 640 });
  await logIn(page, customer.email, customer.password);
  await expect(page.getByTestId('greeting')).toBeAttached();
  await chooseLanguage(page, 'ar');
  await expectSearchFits(page, 'ar');
});
