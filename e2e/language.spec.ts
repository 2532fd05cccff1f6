import { DEMO, logIn } from './support/accounts';
import { expect, test } from './support/fixtures';

test('the language control cycles en, fr, ar, en; Arabic mirrors the page and persists', async ({
  page,
  a11y,
}) => {
  await page.goto('/home');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(html).toHaveAttribute('dir', 'ltr');
  const main = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(main.getByRole('link', { name: 'Home' })).toBeVisible();
  await a11y();

  await page.getByTestId('language-switcher').click();
  await expect(html).toHaveAttribute('lang', 'fr');
  await expect(
    page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Accueil' }),
  ).toBeVisible();
  await a11y();

  await page.getByTestId('language-switcher').click();
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(
    page
      .getByRole('navigation', { name: 'التنقل الرئيسي' })
      .getByRole('link', { name: 'الرئيسية' }),
  ).toBeVisible();
  // Mirrored: the logo sits on the right, the language control on the left.
  const logo = await page.getByRole('banner').getByRole('link', { name: 'سوق' }).boundingBox();
  const switcher = await page.getByTestId('language-switcher').boundingBox();
  expect(logo!.x).toBeGreaterThan(640);
  expect(switcher!.x).toBeLessThan(logo!.x);
  await a11y();

  // The choice persists (storage key language-store) and the API answers in Arabic.
  await page.reload();
  await expect(html).toHaveAttribute('dir', 'rtl');
  expect(await page.evaluate(() => localStorage.getItem('language-store'))).toContain('"ar"');
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'مرحبًا بعودتك' })).toBeVisible();
  await a11y();
  await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill('nobody-here@example.test');
  await page.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill('whatever1');
  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('الحساب غير موجود');

  await page.getByTestId('language-switcher').click();
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

test('the dashboards switch language too; in Arabic the sidebar moves to the right', async ({
  page,
  a11y,
}) => {
  await logIn(page, DEMO.admin);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeVisible();
  const control = page.getByRole('banner').getByTestId('language-switcher');
  await control.click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await control.click();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(
    page.getByRole('heading', { level: 1, name: 'نظرة عامة على لوحة التحكم' }),
  ).toBeVisible();
  const sidebar = await page
    .getByRole('navigation', { name: 'التنقل في لوحة التحكم' })
    .boundingBox();
  const title = await page.getByRole('heading', { level: 1 }).boundingBox();
  expect(sidebar!.x).toBeGreaterThan(640);
  expect(title!.x).toBeLessThan(sidebar!.x);
  await a11y();
});
