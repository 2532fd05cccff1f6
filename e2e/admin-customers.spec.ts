import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { logIn } from './support/accounts';
import { otherBrowser } from './support/brand';
import { adminLogsIn, adminPath, freshCustomer } from './support/admin';

/**
 * The admin's customers screen (issue 13): the admin finds a customer the journey registered,
 * makes the account inactive — the customer's open session stops and their login is refused with
 * a clear message — then active again, and the customer logs in.
 */

const DISABLED = 'This account is disabled. Please contact support.';

test('the admin disables a customer, who is shut out, then enables them again', async ({
  page,
  request,
  browser,
  extraHTTPHeaders,
  a11y,
}) => {
  const customer = await freshCustomer(request);
  const name = `${customer.firstname} ${customer.lastname}`;
  const shopper = await otherBrowser(browser, extraHTTPHeaders);
  try {
    // the customer is signed in, their account open in a tab
    await logIn(shopper.page, customer.email, customer.password);
    await expect(shopper.page).not.toHaveURL(/\/login/);
    await shopper.page.goto('/dashboard/profile');
    await expect(shopper.page.getByText(customer.email).first()).toBeVisible();

    await adminLogsIn(page);
    await page.goto(adminPath('customers'));
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search customers' }).fill(customer.email);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
    await expect(row.getByText(customer.email)).toBeVisible();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();

    await changeStatus(page, name, 'Inactive', a11y);
    await expect(page.getByText(`The account of ${name} is inactive.`)).toBeVisible();
    await expect(row.getByText('Inactive', { exact: true })).toBeVisible();

    // the open session stops working: the next screen sends the customer to the login page
    await shopper.page.reload();
    await expect(shopper.page).toHaveURL(/\/login$/);
    // and the login is refused, saying why
    await logIn(shopper.page, customer.email, customer.password);
    await expect(shopper.page.getByText(DISABLED).first()).toBeVisible();
    await expect(shopper.page).toHaveURL(/\/login$/);

    await changeStatus(page, name, 'Active');
    await expect(page.getByText(`The account of ${name} is active.`)).toBeVisible();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();

    await logIn(shopper.page, customer.email, customer.password);
    await expect(shopper.page).not.toHaveURL(/\/login/);
    await shopper.page.goto('/dashboard/profile');
    await expect(shopper.page.getByText(customer.email).first()).toBeVisible();
  } finally {
    await shopper.close();
  }
});

/** Edit → Change Account Status → the status → Update; axe on the open modal when asked. */
async function changeStatus(
  page: Page,
  name: string,
  status: 'Active' | 'Inactive',
  a11y?: () => Promise<void>,
) {
  await page.getByRole('button', { name: `Edit the status of ${name}` }).click();
  const modal = page.getByRole('dialog', { name: 'Change Account Status' });
  const update = modal.getByRole('button', { name: 'Update' });
  await expect(update).toBeDisabled();
  await modal.getByRole('combobox', { name: 'Account status' }).selectOption({ label: status });
  await expect(update).toBeEnabled();
  if (a11y) await a11y();
  await update.click();
  await expect(modal).toBeHidden();
}
