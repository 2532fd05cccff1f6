import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { adminLogsIn, adminPath } from './support/admin';

/**
 * The admin's reports read in Arabic (issue 13): the overview, the analytics and the brand
 * performance report, right to left, with their figures; the analytics' time range and the
 * report's period switch the figures (and stay in the address); axe on each screen and tab. The
 * admin only looks: nothing is changed.
 */

/** A figure's value as the page shows it: Western or Arabic-Indic digits. */
const DIGITS = /[0-9٠-٩]/;

/** The figures of a metrics row have loaded: no skeleton left, a value with digits. */
async function figuresShown(section: Locator) {
  await expect(section.locator('dl')).not.toHaveAttribute('aria-busy', 'true');
  await expect(section.getByRole('definition').first()).toHaveText(DIGITS);
}

/** The report's data has arrived and is drawn (the page is no longer busy). */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test('the reports read in Arabic, right to left, and their range and period switch', async ({
  page,
  a11y,
}) => {
  test.setTimeout(90_000);
  await adminLogsIn(page, 'ar');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'rtl');

  // the overview: the key figures, sales over the last 30 days, brands, newest customers
  await expect(
    page.getByRole('heading', { level: 1, name: 'نظرة عامة على لوحة التحكم' }),
  ).toBeVisible();
  const metrics = page.getByRole('region', { name: 'أرقام رئيسية' });
  for (const term of ['الأرباح', 'الطلبات', 'الزوّار', 'التسجيلات'])
    await expect(metrics.getByRole('term').filter({ hasText: term })).toBeVisible();
  await figuresShown(metrics);
  const sales = page.getByRole('region', { name: 'المبيعات' });
  await expect(sales.getByRole('columnheader', { name: 'اليوم' })).toBeAttached();
  await sales.getByRole('button', { name: 'عرض كجدول' }).click();
  await expect(sales.getByRole('table')).toBeVisible();
  await expect(sales.getByRole('button', { name: 'عرض كرسم بياني' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'أحدث العملاء' }).getByRole('row')).not.toHaveCount(
    0,
  );
  await settled(page);
  await a11y();

  // the analytics: Last Month by default; Last Year counts by month, Last 24 Hours by hour
  await page.goto(adminPath('analytics'));
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'التحليلات' })).toBeVisible();
  const range = page.getByRole('combobox', { name: 'الفترة الزمنية' });
  await expect(range).toHaveValue('month');
  const analyticsSales = page.getByRole('region', { name: 'المبيعات' });
  await expect(analyticsSales.getByRole('columnheader', { name: 'اليوم' })).toBeAttached();
  await figuresShown(page.getByRole('region', { name: 'أرقام رئيسية' }));
  await settled(page);
  await a11y();

  const yearly = page.waitForResponse(
    (response) => response.url().includes('/reports/overview?range=year') && response.ok(),
  );
  await range.selectOption({ label: 'السنة الماضية' });
  await yearly;
  await expect(page).toHaveURL(/[?&]range=year/);
  await expect(analyticsSales.getByRole('columnheader', { name: 'الشهر' })).toBeAttached();
  await figuresShown(page.getByRole('region', { name: 'أرقام رئيسية' }));
  await range.selectOption({ label: 'آخر 24 ساعة' });
  await expect(page).toHaveURL(/[?&]range=day/);
  await expect(analyticsSales.getByRole('columnheader', { name: 'الساعة' })).toBeAttached();

  // its tabs: brands (the default), customers by segment, orders by month
  const tabs = page.getByRole('tablist', { name: 'التقارير' });
  await expect(tabs.getByRole('tab', { name: 'العلامات' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await tabs.getByRole('tab', { name: 'العملاء' }).click();
  await expect(page).toHaveURL(/[?&]tab=customers/);
  const segments = page.getByRole('region', { name: 'العملاء حسب الشريحة' });
  await expect(segments).toBeVisible();
  await expect(segments.getByText('أوفياء').first()).toBeAttached();
  await settled(page);
  await a11y();
  await tabs.getByRole('tab', { name: 'الطلبات' }).click();
  await expect(page).toHaveURL(/[?&]tab=orders/);
  await expect(page.getByRole('region', { name: 'الطلبات حسب الشهر، آخر 12 شهرًا' })).toBeVisible();
  await settled(page);
  await a11y();

  // the brand performance report: monthly by default, then yearly
  await page.goto(adminPath('brands/reports'));
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(
    page.getByRole('heading', { level: 1, name: 'أداء العلامات التجارية' }),
  ).toBeVisible();
  const period = page.getByRole('combobox', { name: 'الفترة' });
  await expect(period).toHaveValue('monthly');
  const summary = page.getByRole('region', { name: 'ملخّص' });
  await figuresShown(summary);
  const table = page.getByRole('region', { name: 'أداء العلامات' }).getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'الإيرادات (د.ت)' })).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toHaveText(DIGITS);
  await settled(page);
  await a11y();

  const yearlyBrands = page.waitForResponse(
    (response) => response.url().includes('/reports/brands?period=yearly') && response.ok(),
  );
  await period.selectOption({ label: 'سنوي' });
  await yearlyBrands;
  await expect(page).toHaveURL(/[?&]period=yearly/);
  await figuresShown(summary);
  await expect(table.getByRole('row').nth(1)).toHaveText(DIGITS);
  await settled(page);
});
