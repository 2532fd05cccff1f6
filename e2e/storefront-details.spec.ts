import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { newCustomer, signUpInForm } from './support/accounts';
import { expect, test } from './support/fixtures';
import { chooseLanguage } from './support/language';

/** Issue 14 items 11 and 12: the language control keeps the focus, the sitemap's landmarks, a long email. */
const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** axe's violations of the given rules on the whole page, whatever their impact. */
async function axeViolations(page: Page, rules: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (values) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, {
      runOnly: { type: 'rule', values },
      resultTypes: ['violations'],
    })) as { violations: { id: string; nodes: { target: unknown[] }[] }[] };
    return result.violations.flatMap((v) =>
      v.nodes.map((n) => `${v.id} at ${JSON.stringify(n.target)}`),
    );
  }, rules);
}

test('the language control keeps the keyboard focus while each language loads', async ({
  page,
}) => {
  await page.goto('/home');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'en');
  const switcher = page.getByTestId('language-switcher');
  await switcher.focus();
  // French and Arabic load the first time they are chosen: the focus stays on the control.
  await page.keyboard.press('Enter');
  await expect(html).toHaveAttribute('lang', 'fr');
  await expect(switcher).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(switcher).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(switcher).toBeFocused();
});

for (const language of ['en', 'fr', 'ar'] as const) {
  test(`the sitemap's landmarks each have their own name in ${language}`, async ({ page }) => {
    await chooseLanguage(page, language);
    await page.goto('/sitemap');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByTestId('sitemap-categories')).toBeVisible();
    expect(await axeViolations(page, ['landmark-unique'])).toEqual([]);
  });
}

test('the sign-up confirmation wraps a long email inside its box on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const customer = {
    ...newCustomer(),
    // no hyphen: nothing in it where a line may break
    email: `e2e${Date.now().toString(36)}averylongmailboxnameforthistest@example.test`,
  };
  await page.goto('/signup');
  await signUpInForm(page, customer);

  // Measured at once: the page moves to /home 3 s later.
  const message = page.getByRole('status').filter({ hasText: customer.email });
  await expect(message).toBeVisible();
  const fits = await message.evaluate((node) => ({
    inside: node.scrollWidth <= node.clientWidth,
    right: node.getBoundingClientRect().right,
  }));
  expect(fits.inside).toBe(true);
  expect(fits.right).toBeLessThanOrEqual(320);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
