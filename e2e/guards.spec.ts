import { DEMO, logIn } from './support/accounts';
import { expect, test } from './support/fixtures';

test('a customer opening /dashboard/admin is sent away', async ({ page }) => {
  await logIn(page, DEMO.customer);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/dashboard/admin');
  await expect(page).not.toHaveURL(/\/dashboard\/admin/);
  await expect(page).toHaveURL(/\/(login|home)$/);
  await expect(page.getByRole('heading', { name: 'Dashboard Overview' })).toHaveCount(0);
});

test('a visitor opening the customer area logs in and comes back to that page', async ({
  page,
  a11y,
}) => {
  await page.goto('/dashboard/profile/cart');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('redirectAfterLogin'))).toBe(
    '/dashboard/profile/cart',
  );
  await logIn(page, DEMO.customer);
  await expect(page).toHaveURL(/\/dashboard\/profile\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My cart' })).toBeVisible();
  await a11y();
  const account = page.getByRole('navigation', { name: 'My account' });
  await account.getByRole('link', { name: 'Order history' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order history' })).toBeVisible();
  await account.getByRole('link', { name: 'My profile' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
});

test('admins are kept in /dashboard/admin and brands in /dashboard/brand', async ({
  page,
  browser,
}) => {
  await logIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  for (const path of ['/home', '/dashboard/profile', '/dashboard/brand', '/login', '/dashboard']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard\/admin$/);
  }

  const brandContext = await browser.newContext();
  const brandPage = await brandContext.newPage();
  await logIn(brandPage, DEMO.brand, undefined, { brand: true });
  await expect(brandPage).toHaveURL(/\/dashboard\/brand$/);
  for (const path of ['/home', '/dashboard/admin/orders', '/otb']) {
    await brandPage.goto(path);
    await expect(brandPage).toHaveURL(/\/dashboard\/brand$/);
  }
  await brandContext.close();
});

test('a guarded page shows "Verifying access..." while its guard checks', async ({ page }) => {
  await page.clock.install();
  await logIn(page, DEMO.customer);
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('button', { name: /^Hi, / }).click();
  // Time stands still: the guard's 50 ms wait cannot end until the clock resumes.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await page.getByRole('menuitem', { name: 'My profile' }).click();
  await expect(page.getByText('Verifying access...')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toHaveCount(0);
  await page.clock.resume();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expect(page.getByText('Verifying access...')).toHaveCount(0);
});
