import type { APIRequestContext, Page } from '@playwright/test';
import type { Product } from '@souk/shared/responses/catalogue';
import { expect, expectAccessible, test } from './support/fixtures';
import { logIn, newCustomer, registerThroughApi, type NewCustomer } from './support/accounts';
import { apiLogin, deliveredOrder, productsInStock } from './support/orders';

/**
 * Reviews on the product page (issue 11 item 4; storefront §2 "Reviews on the product page"): a
 * customer whose order was delivered writes, edits and deletes a review of the product; someone
 * who has not bought it sees no form. Each journey has its own new customer.
 */

/** A new customer (verified, signed in in the browser) who may review the product. */
async function customerWhoReceived(
  page: Page,
  request: APIRequestContext,
  skip: number,
): Promise<{ customer: NewCustomer; product: Product }> {
  const customer = newCustomer();
  await registerThroughApi(request, customer, { verify: true });
  const headers = await apiLogin(request, customer.email, customer.password);
  const [product] = await productsInStock(request, 1, skip);
  await deliveredOrder(request, headers, [product!]);
  await logIn(page, customer.email, customer.password);
  await expect(page).not.toHaveURL(/\/login/);
  return { customer, product: product! };
}

/** The product page's reviews tab, opened; answers the count its label shows. */
async function openReviews(page: Page, product: Product, label: RegExp): Promise<number> {
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const tab = page.getByRole('tab', { name: label });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  return Number(label.exec((await tab.textContent()) ?? '')?.[1]);
}

test('a customer writes, edits and deletes a review of a delivered product', async ({
  page,
  request,
}) => {
  const { product } = await customerWhoReceived(page, request, 4);
  const before = await openReviews(page, product, /^Reviews \((\d+)\)$/);

  const writer = page.getByTestId('review-writer');
  await expect(writer.getByRole('heading', { name: 'Write a review' })).toBeVisible();
  await expect(writer.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await expectAccessible(page);

  // the comment is required: the message shows and nothing is sent
  await writer.getByRole('button', { name: 'Submit review' }).click();
  await expect(writer.getByText('Please write a comment.')).toBeVisible();

  const comment = writer.getByRole('textbox', { name: 'Your comment' });
  await comment.fill('Sturdy and just as pictured. Arrived well packed.');
  // the stars are a radio group: the arrow keys move the choice
  await writer.getByRole('radio', { name: '5 stars' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(writer.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await writer.getByRole('button', { name: 'Submit review' }).click();

  await expect(writer.getByText('You have already reviewed this product.')).toBeVisible();
  await expect(
    page.getByRole('tab', { name: `Reviews (${before + 1})`, exact: true }),
  ).toBeVisible();
  const own = page
    .getByRole('listitem')
    .filter({ hasText: 'Sturdy and just as pictured. Arrived well packed.' });
  await expect(own).toBeVisible();
  await expect(own.getByText('Yasmine T.')).toBeVisible();
  await expect(own.getByRole('img', { name: /4\.0/ })).toBeVisible();

  // edit: prefilled; cancel keeps the review as it was
  await writer.getByRole('button', { name: 'Edit' }).click();
  await expect(writer.getByRole('heading', { name: 'Edit your review' })).toBeVisible();
  await expect(comment).toHaveValue('Sturdy and just as pictured. Arrived well packed.');
  await expect(writer.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await comment.fill('Not what I will keep');
  await writer.getByRole('button', { name: 'Cancel' }).click();
  await expect(writer.getByText('You have already reviewed this product.')).toBeVisible();

  // edit from the review in the list, and save
  await own.getByRole('button', { name: 'Edit' }).click();
  await expect(comment).toHaveValue('Sturdy and just as pictured. Arrived well packed.');
  await comment.fill('Sturdy, and the colour is even nicer in daylight.');
  await writer.getByRole('radio', { name: '5 stars' }).check();
  await writer.getByRole('button', { name: 'Update review' }).click();
  await expect(writer.getByText('You have already reviewed this product.')).toBeVisible();
  const edited = page
    .getByRole('listitem')
    .filter({ hasText: 'Sturdy, and the colour is even nicer in daylight.' });
  await expect(edited.getByRole('img', { name: /5\.0/ })).toBeVisible();
  await expect(
    page.getByRole('tab', { name: `Reviews (${before + 1})`, exact: true }),
  ).toBeVisible();

  // delete, after the question
  await edited.getByRole('button', { name: 'Delete' }).click();
  const question = page.getByRole('dialog', { name: 'Delete your review?' });
  await expect(question).toBeVisible();
  await expectAccessible(page);
  await question.getByRole('button', { name: 'Delete review' }).click();
  await expect(page.getByText('Your review has been deleted.')).toBeVisible();
  await expect(writer.getByRole('heading', { name: 'Write a review' })).toBeVisible();
  await expect(edited).toHaveCount(0);
  await expect(page.getByRole('tab', { name: `Reviews (${before})`, exact: true })).toBeVisible();
});

test('a customer who has not bought the product sees no review form', async ({ page, request }) => {
  const customer = newCustomer();
  await registerThroughApi(request, customer, { verify: true });
  await logIn(page, customer.email, customer.password);
  await expect(page).not.toHaveURL(/\/login/);
  const [product] = await productsInStock(request, 1, 4);
  await openReviews(page, product!, /^Reviews \((\d+)\)$/);
  const panel = page.getByRole('tabpanel');
  // the reviews (or the empty state) have loaded, and no form came with them
  await expect(
    panel.getByText(/^Based on \d+ reviews?$/).or(panel.getByText('No reviews yet')),
  ).toBeVisible();
  await expect(page.getByTestId('review-writer')).toHaveCount(0);
  await expect(panel.getByRole('textbox')).toHaveCount(0);
});

test('the review form in Arabic, right to left, is accessible', async ({ page, request }) => {
  const { product } = await customerWhoReceived(page, request, 5);
  await page.evaluate(() =>
    localStorage.setItem(
      'language-store',
      JSON.stringify({ state: { language: 'ar' }, version: 0 }),
    ),
  );
  await openReviews(page, product, /^المراجعات \((\d+)\)$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const writer = page.getByTestId('review-writer');
  await expect(writer.getByRole('heading', { name: 'اكتب مراجعة' })).toBeVisible();
  await expect(writer.getByRole('radio', { name: '5 نجوم' })).toBeChecked();
  await writer.getByRole('button', { name: 'أرسل المراجعة' }).click();
  await expect(writer.getByText('يرجى كتابة تعليق.')).toBeVisible();
  await expectAccessible(page);
});
