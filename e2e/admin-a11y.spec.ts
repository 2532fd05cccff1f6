import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { adminLogsIn, adminPath, freshCustomer, type Language } from './support/admin';
import { inArabicText } from './support/language';
import { moveOrder, placeOrder, productsInStock } from './support/orders';

/**
 * axe on every admin screen (issue 13), in English and in Arabic (right to left): the overview,
 * the analytics, the brand list, the add-brand form, the brand performance report, the customers,
 * the orders and the settings — and their modals, opened and closed again without a change (the
 * admin only looks, so shared demo data is never touched). The orders' modals are those of an
 * order the journey's own customer placed, so that what they hold never depends on the others.
 */

type Words = {
  titles: Record<string, string>;
  orderSearch: string;
  orderDetails: string;
  orderUpdate: string;
  brandStatus: RegExp;
  newBrandCategory: string;
  customerDelete: RegExp;
  settingsTabs: [string, string];
  addTag: string;
};

const WORDS: Record<Exclude<Language, 'fr'>, Words> = {
  en: {
    titles: {
      '': 'Dashboard Overview',
      analytics: 'Analytics',
      'brands/view-all': 'All brands',
      'brands/add-brand': 'Add brand',
      'brands/reports': 'Brand performance',
      customers: 'Customers',
      orders: 'Orders',
      settings: 'Settings',
    },
    orderSearch: 'Search by order number, customer name or email',
    orderDetails: 'Details of order',
    orderUpdate: 'Update the status of order',
    brandStatus: /^Deactivate /,
    newBrandCategory: 'New category',
    customerDelete: /^Delete /,
    settingsTabs: ['Brand categories', 'Tags'],
    addTag: 'Add tag',
  },
  ar: {
    titles: {
      '': 'نظرة عامة على لوحة التحكم',
      analytics: 'التحليلات',
      'brands/view-all': 'كل العلامات التجارية',
      'brands/add-brand': 'إضافة علامة تجارية',
      'brands/reports': 'أداء العلامات التجارية',
      customers: 'العملاء',
      orders: 'الطلبات',
      settings: 'الإعدادات',
    },
    orderSearch: 'ابحث برقم الطلب أو اسم العميل أو بريده الإلكتروني',
    orderDetails: 'تفاصيل الطلب',
    orderUpdate: 'تحديث حالة الطلب',
    brandStatus: /^إيقاف /,
    newBrandCategory: 'فئة جديدة',
    customerDelete: /^حذف /,
    settingsTabs: ['فئات العلامات التجارية', 'الوسوم'],
    addTag: 'إضافة وسم',
  },
};

/** Opens a screen and waits until its data has arrived (nothing is busy any more). */
async function openScreen(page: Page, screen: string, title: string) {
  await page.goto(adminPath(screen));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Opens a modal with `open`, runs axe on it, and closes it with Escape (nothing is saved). */
async function checkModal(page: Page, open: () => Promise<void>) {
  await open();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/**
 * A shipped order of a new customer of the journey's own, for the orders screen's modals: its
 * details (dates, each brand's part) are those of most orders in the list, longer than a pending
 * one's.
 */
async function ownOrderNumber(request: APIRequestContext): Promise<string> {
  const customer = await freshCustomer(request);
  const [product] = await productsInStock(request, 1, 8);
  const order = await placeOrder(request, customer.headers, [product!]);
  await moveOrder(request, order.id, ['SHIPPED']);
  return order.orderNumber;
}

async function sweep(page: Page, words: Words, orderNumber: string, inText = (v: string) => v) {
  for (const [screen, title] of Object.entries(words.titles)) {
    await openScreen(page, screen, title);
    await expectAccessible(page);
    if (screen === 'orders') {
      await page.getByRole('searchbox', { name: words.orderSearch }).fill(orderNumber);
      for (const button of [words.orderDetails, words.orderUpdate])
        await checkModal(page, () =>
          page
            .getByRole('button', { name: `${button} ${inText(orderNumber)}`, exact: true })
            .click(),
        );
    }
    if (screen === 'brands/view-all')
      await checkModal(page, () =>
        page.getByRole('button', { name: words.brandStatus }).first().click(),
      );
    if (screen === 'brands/add-brand')
      await checkModal(page, () =>
        page.getByRole('button', { name: words.newBrandCategory, exact: true }).click(),
      );
    if (screen === 'customers')
      await checkModal(page, () =>
        page.getByRole('table').getByRole('button', { name: words.customerDelete }).first().click(),
      );
    if (screen === 'settings') {
      for (const tab of words.settingsTabs) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expectAccessible(page);
      }
      await checkModal(page, () =>
        page.getByRole('button', { name: words.addTag, exact: true }).click(),
      );
    }
  }
}

test('every admin screen and its modals pass axe in English', async ({ page, request }) => {
  // eight screens, two more tabs and six modals through axe: longer than one journey
  test.setTimeout(120_000);
  const orderNumber = await ownOrderNumber(request);
  await adminLogsIn(page);
  await sweep(page, WORDS.en, orderNumber);
});

test('every admin screen and its modals pass axe in Arabic, right to left', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const orderNumber = await ownOrderNumber(request);
  await adminLogsIn(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await sweep(page, WORDS.ar, orderNumber, inArabicText);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
