import { expect, test } from './support/fixtures';
import { logIn } from './support/accounts';
import { otherBrowser } from './support/brand';
import { adminLogsIn, adminPath, freshCustomer } from './support/admin';
import { placeOrder, productsInStock } from './support/orders';

/**
 * The admin's orders screen (issue 13): the admin finds an order the journey's own customer
 * placed, moves it from Pending to Shipped in the status modal, and the customer sees Shipped in
 * their order history.
 */

test('the admin ships an order from the status modal and the customer sees it shipped', async ({
  page,
  request,
  browser,
  extraHTTPHeaders,
  a11y,
}) => {
  const customer = await freshCustomer(request);
  // one of the seeded best sellers the other journeys buy: no brand's figures are checked on it
  const [product] = await productsInStock(request, 1, 8);
  const order = await placeOrder(request, customer.headers, [product!]);

  await adminLogsIn(page);
  await page.goto(adminPath('orders'));
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page
    .getByRole('searchbox', { name: 'Search by order number, customer name or email' })
    .fill(order.orderNumber);
  const row = page.getByRole('row', { name: new RegExp(order.orderNumber) });
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  await expect(row.getByText(customer.email)).toBeVisible();
  await a11y();

  await row
    .getByRole('button', { name: `Update the status of order ${order.orderNumber}` })
    .click();
  const modal = page.getByRole('dialog', { name: `Update order ${order.orderNumber}` });
  const submit = modal.getByRole('button', { name: 'Update status' });
  await expect(submit).toBeDisabled();
  await modal.getByRole('combobox', { name: 'New status' }).selectOption({ label: 'Shipped' });
  await a11y();
  await submit.click();
  await expect(page.getByText(`Order ${order.orderNumber} is now Shipped.`)).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(row.getByText('Shipped', { exact: true })).toBeVisible();

  const shopper = await otherBrowser(browser, extraHTTPHeaders);
  try {
    await logIn(shopper.page, customer.email, customer.password);
    await expect(shopper.page).not.toHaveURL(/\/login/);
    await shopper.page.goto('/dashboard/profile/order-history');
    const history = shopper.page.getByRole('row', { name: new RegExp(order.orderNumber) });
    await expect(history.getByText('Shipped', { exact: true })).toBeVisible();
  } finally {
    await shopper.close();
  }
});
