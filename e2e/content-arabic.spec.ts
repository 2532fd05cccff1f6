import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { inArabicText } from './support/language';

/** The help, legal, contact and blog pages with the heading each shows in Arabic. */
const PAGES = [
  ['/help', 'مركز المساعدة'],
  ['/contact-us', 'اتصل بنا'],
  ['/terms', 'الشروط والسياسة'],
  ['/terms?tab=privacy', 'الشروط والسياسة'],
  ['/privacy', 'سياسة الخصوصية'],
  ['/cookies', 'سياسة ملفات تعريف الارتباط'],
  ['/sitemap', 'خريطة الموقع'],
  ['/article', 'دليل أناقة الصيف: خفيف ومحلي ومصنوع ليدوم'],
  ['/article/shopping-safely-online', 'التسوق الآمن عبر الإنترنت في تونس: قائمة عملية'],
  ['/articles', 'المقالات'],
  ['/articles?tag=home', `مقالات بوسم «${inArabicText('المنزل')}»`],
] as const;

const useLanguage = (page: Page, language: 'ar' | 'fr' | 'en') =>
  page.addInitScript((code) => {
    localStorage.setItem(
      'language-store',
      JSON.stringify({ state: { language: code }, version: 0 }),
    );
  }, language);

/** Nothing sticks out sideways: the page never scrolls horizontally. */
const expectNoSidewaysScroll = async (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);

test('each help, legal, contact and blog page reads right to left in Arabic', async ({
  page,
  a11y,
}) => {
  await useLanguage(page, 'ar');
  for (const [path, heading] of PAGES) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Mirrored: the heading's text starts at the right edge of the page.
    const text = await page.evaluate(() => {
      const range = document.createRange();
      range.selectNodeContents(document.querySelector('main h1')!);
      const box = range.getBoundingClientRect();
      return { right: box.right, left: box.left };
    });
    expect(page.viewportSize()!.width - text.right).toBeLessThan(80);
    await a11y();
  }
  // Texts really are Arabic: the FAQ, the legal sections, the article.
  await page.goto('/help');
  await expect(page.getByRole('button', { name: 'ما هي سياسة الإرجاع لديكم؟' })).toBeVisible();
  await page.goto('/terms');
  await expect(page.getByRole('tabpanel')).toContainText('تخضع هذه الشروط للقانون التونسي');
  await expect(page.getByTestId('last-updated')).toHaveText(
    `آخر تحديث: ${inArabicText(new Intl.DateTimeFormat('ar-TN', { dateStyle: 'long' }).format(new Date()))}`,
  );
  await page.goto('/article');
  await expect(page.getByTestId('reading-time')).toContainText('مدة القراءة');
  await expect(page.getByRole('progressbar', { name: 'تقدّم القراءة' })).toBeAttached();
});

test('the Arabic tabs follow the arrows as they are drawn (right to left)', async ({ page }) => {
  await useLanguage(page, 'ar');
  await page.goto('/terms');
  const terms = page.getByRole('tab', { name: 'شروط الخدمة' });
  const privacy = page.getByRole('tab', { name: 'سياسة الخصوصية' });
  expect((await terms.boundingBox())!.x).toBeGreaterThan((await privacy.boundingBox())!.x);
  await terms.press('ArrowLeft');
  await expect(privacy).toBeFocused();
  await expect(privacy).toHaveAttribute('aria-selected', 'true');
});

test('on a 360 px phone the pages fit the screen, in English and in Arabic', async ({
  page,
  a11y,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const language of ['en', 'ar'] as const) {
    await useLanguage(page, language);
    for (const [path] of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page);
    }
  }
  // The article's table of contents folds into a disclosure on phones.
  await page.goto('/article');
  // The sidebar's own heading carries the same words but is hidden on phones: open the disclosure.
  await page.locator('summary', { hasText: 'جدول المحتويات' }).click();
  await page.getByRole('navigation', { name: 'جدول المحتويات' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/#fabrics$/);
  await a11y();
  await page.goto('/contact-us');
  await a11y();
  await page.goto('/help');
  await a11y();
});

test('the French pages speak French', async ({ page, a11y }) => {
  await useLanguage(page, 'fr');
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: "Centre d'aide" })).toBeVisible();
  await page.getByRole('searchbox').fill('REMBOURS');
  await expect(page.getByTestId('faq-list').getByRole('heading', { level: 3 })).toHaveText([
    'Quelle est votre politique de retour ?',
  ]);
  await page.goto('/contact-us');
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(
    page.getByText('Veuillez corriger les champs signalés puis réessayer.'),
  ).toBeVisible();
  await a11y();
  await page.goto('/article/summer-style-guide');
  await expect(page.getByTestId('reading-time')).toHaveText(/^\d+ min de lecture$/);
});
