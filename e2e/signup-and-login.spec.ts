import {
  logIn,
  logOutWith,
  newCustomer,
  registerThroughApi,
  signUpInForm,
} from './support/accounts';
import { expect, test } from './support/fixtures';
import { linkTo, verificationCode, waitForMail } from './support/outbox';

test('a visitor signs up, verifies the emailed code at /otb, logs out and logs in again', async ({
  page,
  a11y,
}) => {
  const customer = newCustomer();
  await page.clock.install();
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await a11y();

  await signUpInForm(page, customer);

  // spec: storefront §4 — the account-created message, then /home after 3 s.
  await expect(
    page.getByRole('heading', {
      name: 'Account created! Please check your email to activate your account.',
    }),
  ).toBeVisible();
  await a11y();
  await expect(page).toHaveURL(/\/home$/, { timeout: 6_000 });

  const code = verificationCode(await waitForMail(customer.email));
  await page.goto(`/otb?email=${encodeURIComponent(customer.email)}`);
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await expect(page.getByText(customer.email)).toBeVisible();
  await a11y();

  // Typing moves from box to box.
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).focus();
  await page.keyboard.type(code);
  for (let index = 0; index < 6; index++)
    await expect(page.getByRole('textbox', { name: `Digit ${index + 1} of 6` })).toHaveValue(
      code[index]!,
    );
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  // The verified card shows for 1.5 s, then the home page: a busy machine may see either first.
  await expect(
    page
      .getByRole('heading', { name: 'Email verified' })
      .or(
        page.getByRole('heading', {
          level: 1,
          name: 'Everything you love, from the brands of Tunisia',
        }),
      )
      .first(),
  ).toBeVisible();
  await a11y();
  await expect(page).toHaveURL(/\/home$/);
  const greeting = `Hi, ${customer.firstname} ${customer.lastname}`;
  await expect(page.getByTestId('greeting')).toHaveText(greeting);

  // Log out from the user menu: 'Logging out...' then /login.
  await page.getByRole('button', { name: greeting }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await a11y();
  await logOutWith(page, () => page.getByRole('menuitem', { name: 'Log out' }).click());
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();

  await logIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('greeting')).toHaveText(greeting);
});

test('the emailed link verifies by itself and signs the customer in', async ({
  page,
  request,
  a11y,
}) => {
  const customer = newCustomer();
  await registerThroughApi(request, customer, { verify: false });
  const link = linkTo(await waitForMail(customer.email), '/otb');
  expect(link.searchParams.get('token')).toBeTruthy();

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  await a11y();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('greeting')).toHaveText(
    `Hi, ${customer.firstname} ${customer.lastname}`,
  );
});

test('a wrong code is refused; pasting the six digits fills every box', async ({
  page,
  request,
  a11y,
}) => {
  const customer = newCustomer();
  await registerThroughApi(request, customer, { verify: false });
  const code = verificationCode(await waitForMail(customer.email));
  const wrong = code === '000000' ? '111111' : '000000';

  // Without the email in the address, the page asks for it.
  await page.goto('/otb');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(customer.email);
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).focus();
  await page.keyboard.type(wrong.slice(0, 3));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('Enter all 6 digits of the code.')).toBeVisible();
  // Backspace on an empty box goes back to the one before.
  await page.getByRole('textbox', { name: 'Digit 4 of 6' }).focus();
  await page.keyboard.press('Backspace');
  await expect(page.getByRole('textbox', { name: 'Digit 3 of 6' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Digit 3 of 6' })).toHaveValue('');
  await page.keyboard.type(wrong.slice(2));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Verification failed' })).toContainText(
    'This code is invalid or has expired.',
  );
  await a11y();

  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).evaluate((box, digits) => {
    const data = new DataTransfer();
    data.setData('text/plain', digits);
    box.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, code);
  for (let index = 0; index < 6; index++)
    await expect(page.getByRole('textbox', { name: `Digit ${index + 1} of 6` })).toHaveValue(
      code[index]!,
    );
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
});
