import { logIn, newCustomer, registerThroughApi } from './support/accounts';
import { expect, test } from './support/fixtures';
import { linkTo, waitForMail } from './support/outbox';

test('forgot password -> the emailed link -> a new password -> log in with it', async ({
  page,
  request,
  a11y,
}) => {
  const customer = newCustomer();
  await registerThroughApi(request, customer, { verify: true });

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  const submit = page.getByRole('button', { name: 'Send reset link' });
  // spec: storefront §5 — submit stays disabled until the email is valid.
  await expect(submit).toBeDisabled();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
  await expect(submit).toBeDisabled();
  await a11y();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(customer.email);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Password reset email sent' }).first(),
  ).toBeVisible();
  await a11y();
  // spec: storefront §4 — after 2 s a fade-out, after 0.3 s /login.
  await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });

  const link = linkTo(
    await waitForMail(customer.email, (mail) => mail.text.includes('/reset-password')),
    '/reset-password',
  );
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await a11y();

  const newPassword = 'Oasis2026x';
  // Long enough, but lower-case only: the reset rule's own message (a shorter one says 'at least 8').
  await page.getByRole('textbox', { name: 'New password' }).fill('weakpassword');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('weakerpassword');
  await page.getByRole('textbox', { name: 'Confirm password' }).blur();
  await expect(
    page.getByText(
      'Password must be at least 8 characters and contain a lowercase letter, an uppercase letter and a digit.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  // The show/hide toggle reveals the password.
  await page.getByRole('button', { name: 'Show password' }).first().click();
  await expect(page.getByRole('textbox', { name: 'New password' })).toHaveAttribute('type', 'text');

  await page.getByRole('textbox', { name: 'New password' }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(
    page.getByText('Password reset successful. You can now log in.').first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });

  await logIn(page, customer.email, customer.password);
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password. Please try again.');
  await logIn(page, customer.email, newPassword);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('greeting')).toHaveText(
    `Hi, ${customer.firstname} ${customer.lastname}`,
  );

  // A used link does not work twice.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('textbox', { name: 'New password' }).fill('Another2026x');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('Another2026x');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert').first()).toContainText(
    'This link is invalid or has expired.',
  );
});

test('the reset page without a token says so and goes to /forgot-password', async ({
  page,
  a11y,
}) => {
  await page.goto('/reset-password');
  await expect(page.getByText('Invalid or missing reset token.').first()).toBeVisible();
  await a11y();
  await expect(page).toHaveURL(/\/forgot-password$/, { timeout: 5_000 });
});
