import { expect, test } from './support/fixtures';
import { newCustomer, registerThroughApi } from './support/accounts';
import {
  brandPath,
  brandSignedIn,
  brandThroughApi,
  createProduct,
  publicProduct,
} from './support/brand';
import { apiLogin, placeOrder } from './support/orders';
import { waitForMail } from './support/outbox';

/**
 * The brand's orders screen (issue 12 item 3; dashboards §2 "Brand screens: Orders", §4, §5
 * "Order status form"): the brand finds a new order by the customer's email, reads its details,
 * rejects an item (a reason is required) — the stock comes back and the customer is emailed —
 * then cancels its part after the warning: the other item's stock comes back too.
 */

test('the status modal: a rejection needs a reason and gives the stock back; cancelling warns and gives the rest back', async ({
  page,
  request,
}) => {
  const session = await brandThroughApi(request, 'orders');
  const [kept, dropped] = [
    await createProduct(request, session, { quantity: 25 }),
    await createProduct(request, session, { quantity: 25 }),
  ];
  const customer = newCustomer();
  await registerThroughApi(request, customer, { verify: true });
  const order = await placeOrder(
    request,
    await apiLogin(request, customer.email, customer.password),
    [kept!, dropped!],
  );
  expect((await publicProduct(request, dropped!.id)).quantity).toBe(24);

  await brandSignedIn(page, session, brandPath('orders'));
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  // The four figures: the total is the database's.
  const listed = await request.get(`/api/v1/orders/brand/${session.brand.id}/paged?size=1`, {
    headers: session.headers,
  });
  const { metrics } = ((await listed.json()) as { data: { metrics: { totalOrders: number } } })
    .data;
  const cards = page.getByTestId('brand-order-metric');
  await expect(cards).toHaveCount(4);
  await expect(cards.filter({ hasText: 'Total orders' }).locator('dd')).toHaveText(
    String(metrics.totalOrders),
  );

  // Pending, and found by the customer's email.
  await page.getByRole('button', { name: 'Pending', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Pending', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page
    .getByRole('searchbox', { name: 'Search by order number, customer name or email' })
    .fill(customer.email);
  const rows = page.getByTestId('brand-order-row');
  await expect(rows).toHaveCount(1);
  const row = rows.filter({ hasText: order.orderNumber });
  await expect(row).toContainText(`${customer.firstname} ${customer.lastname}`);
  await expect(row).toContainText('Pending');

  // The details: the brand's own items only, and the delivery address.
  await row.getByRole('button', { name: `Details of order ${order.orderNumber}` }).click();
  const details = page.getByRole('dialog', { name: `Order ${order.orderNumber}` });
  await expect(details).toContainText(kept!.name);
  await expect(details).toContainText(dropped!.name);
  await expect(details).toContainText('12 Rue de Marseille');
  await details.getByRole('button', { name: 'Close' }).first().click();
  await expect(details).toBeHidden();

  // Item Status: nothing chosen, then a rejection without its reason, are refused.
  await row
    .getByRole('button', { name: `Update the status of order ${order.orderNumber}` })
    .click();
  const modal = page.getByRole('dialog', { name: `Update order ${order.orderNumber}` });
  await modal.getByRole('tab', { name: 'Item Status' }).click();
  await modal.getByRole('button', { name: 'Save item decisions' }).click();
  await expect(modal.getByText('Change at least one item first.')).toBeVisible();
  await modal
    .getByRole('combobox', { name: `Decision for ${dropped!.name}` })
    .selectOption('Rejected');
  await modal.getByRole('button', { name: 'Save item decisions' }).click();
  const reasonBox = modal.getByRole('textbox', { name: `Reason for rejecting ${dropped!.name}` });
  await expect(reasonBox).toHaveAccessibleDescription(/Please give a reason for the rejection\./);
  const reason = 'This colour is no longer made.';
  await reasonBox.fill(reason);
  await modal.getByRole('button', { name: 'Save item decisions' }).click();
  await expect(page.getByText('Item decisions saved.')).toBeVisible();
  await expect(modal).toBeHidden();

  // The rejected unit is back in stock; the customer is told why by email.
  await expect.poll(async () => (await publicProduct(request, dropped!.id)).quantity).toBe(25);
  const mail = await waitForMail(customer.email, (m) => m.text.includes(`Reason: ${reason}`));
  expect(mail.text).toContain(dropped!.name);

  // Order Status: cancelling warns first, then gives the other item's stock back.
  await row
    .getByRole('button', { name: `Update the status of order ${order.orderNumber}` })
    .click();
  await modal.getByRole('tab', { name: 'Order Status' }).click();
  await expect(modal.getByText('Current status')).toBeVisible();
  await modal.getByRole('combobox', { name: 'New status' }).selectOption('Cancelled');
  await expect(modal.getByRole('note')).toHaveText(
    'Cancelling notifies the customer, gives the stock back, may trigger a refund and cannot be undone.',
  );
  await modal.getByRole('button', { name: 'Update status' }).click();
  await expect(page.getByText(`Order ${order.orderNumber} is now Cancelled.`)).toBeVisible();
  await expect.poll(async () => (await publicProduct(request, kept!.id)).quantity).toBe(25);

  // The part is listed under Cancelled now, and its items can no longer change.
  await page.getByRole('button', { name: 'Cancelled', exact: true }).click();
  await expect(rows).toHaveCount(1);
  await expect(row).toContainText('Cancelled');
  await row
    .getByRole('button', { name: `Update the status of order ${order.orderNumber}` })
    .click();
  await modal.getByRole('tab', { name: 'Item Status' }).click();
  await expect(
    modal.getByText('Items can be changed only while the order is pending or processing.'),
  ).toBeVisible();
  await expect(modal.getByRole('combobox')).toHaveCount(0);
});
