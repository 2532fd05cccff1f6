import type { APIRequestContext, Page } from '@playwright/test';
import type { AdminPayouts } from '@souk/shared/responses/payouts';
import { expect, expectAccessible, test } from './support/fixtures';
import { DEMO } from './support/accounts';
import { adminLogsIn, adminPath, uniqueStamp, type Language } from './support/admin';
import { brandEmail, brandPath, brandSignedIn, brandThroughApi } from './support/brand';
import { apiLogin } from './support/orders';
import { waitForMail } from './support/outbox';

/**
 * Payouts (issue 30, decision 027), in English, French and Arabic with axe: an admin records a
 * bank transfer to a seeded brand out of what it has available (the seed delivered its older
 * orders more than 30 days ago), the brand is mailed, then the brand sees its balance and the
 * payout in its statement — also on a 390 px phone, without sideways scrolling. The brand is one
 * no other journey uses; each run pays 1 dt, far below what it has available.
 */

const SLUG = 'carthage-leather';
const BRAND = 'Carthage Leather';

type Words = {
  adminTitle: string;
  brandTitle: string;
  record: string;
  submit: string;
  reference: string;
  amount: string;
  recorded: RegExp;
  payoutLine: string;
  available: string;
};

const WORDS: Record<Language, Words> = {
  en: {
    adminTitle: 'Payouts',
    brandTitle: 'Payouts',
    record: 'Record payout',
    submit: 'Record payout',
    reference: 'Bank reference',
    amount: 'Amount (dt)',
    recorded: /recorded as paid to Carthage Leather/,
    payoutLine: 'Payout',
    available: 'Available',
  },
  fr: {
    adminTitle: 'Virements',
    brandTitle: 'Virements',
    record: 'Enregistrer un virement',
    submit: 'Enregistrer le virement',
    reference: 'Référence bancaire',
    amount: 'Montant (dt)',
    recorded: /enregistré comme viré à Carthage Leather/,
    payoutLine: 'Virement',
    available: 'Disponible',
  },
  ar: {
    adminTitle: 'التحويلات',
    brandTitle: 'التحويلات',
    record: 'تسجيل تحويل',
    submit: 'تسجيل التحويل',
    reference: 'المرجع البنكي',
    amount: 'المبلغ (د.ت)',
    recorded: /كمبلغ محوَّل إلى/,
    payoutLine: 'تحويل',
    available: 'متاح',
  },
};

/** The brand's row of GET /admin/payouts. */
async function brandRow(request: APIRequestContext) {
  const headers = await apiLogin(request, DEMO.admin);
  const response = await request.get('/api/v1/admin/payouts', { headers });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: AdminPayouts };
  return data.brands.find((brand) => brand.brandName === BRAND)!;
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const language of ['en', 'fr', 'ar'] as const) {
  test(`an admin records a payout and the brand sees it in its statement (${language})`, async ({
    page,
    request,
  }) => {
    const words = WORDS[language];
    const before = await brandRow(request);
    expect(before.available, 'the seeded brand has money available').toBeGreaterThan(1);
    const reference = `VIR-E2E-${language}-${uniqueStamp()}`;

    // The admin's Payouts page: every brand's balance; the dialog checked with axe.
    await adminLogsIn(page, language);
    await page.goto(adminPath('payouts'));
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: words.adminTitle })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessible(page);
    const card = page.getByTestId('brand-balance').filter({ hasText: BRAND });
    await card.getByRole('button', { name: words.record, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    // more than is available: the form refuses it in the page's language, next to the field
    await dialog.getByLabel(words.amount).fill(String(before.available + 1000));
    await dialog.getByLabel(words.reference).fill(reference);
    await dialog.getByRole('button', { name: words.submit, exact: true }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await dialog.getByLabel(words.amount).fill('1');
    await dialog.getByRole('button', { name: words.submit, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(words.recorded)).toBeVisible();
    // the admin's page on a phone: the balances are cards, nothing scrolls sideways
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(card).toBeVisible();
    await noSidewaysScroll(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    const after = await brandRow(request);
    expect(Math.round((before.paidOut + 1) * 100)).toBeLessThanOrEqual(
      Math.round(after.paidOut * 100),
    );
    const mail = await waitForMail(brandEmail(SLUG), (m) => m.text.includes(reference));
    expect(mail.text).toContain(reference);

    // The brand's Payouts page: its figures and the payout in its statement.
    const session = await brandThroughApi(request, { email: brandEmail(SLUG) });
    await brandSignedIn(page, session, brandPath('payouts'), language);
    await expect(page.getByRole('heading', { level: 1, name: words.brandTitle })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.getByTestId('figure-available')).toContainText(words.available);
    const line = page.getByTestId('ledger-line').filter({ hasText: reference });
    await expect(line).toBeVisible();
    await expect(line).toContainText(words.payoutLine);
    await expectAccessible(page);

    // On a phone the statement is a list of cards, and nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('ledger-card').filter({ hasText: reference })).toBeVisible();
    await noSidewaysScroll(page);
  });
}
