import {
  DEMO,
  DEMO_PASSWORD,
  logIn,
  newCustomer,
  registerThroughApi,
  signUpInForm,
} from './support/accounts';
import { expect, test } from './support/fixtures';

test('sign-up shows each rule of storefront §5 once a field is touched', async ({ page, a11y }) => {
  const registrations: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/auth/register')) registrations.push(request.url());
  });
  await page.goto('/signup');
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });

  await field('First name').fill('A');
  await field('Last name').fill('B');
  await field('Email').fill('amira@');
  await field('Phone number').fill('12345678');
  await field('Password').fill('short');
  await field('Confirm password').fill('shorter');
  await field('Confirm password').blur();

  await expect(page.getByText('Must be at least 2 characters.')).toHaveCount(2);
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(
    page.getByText(/Phone must be a \+ sign, a 2 or 3 digit country code/),
  ).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  // spec: the terms message shows only after a submit attempt.
  await expect(page.getByText('You must agree to the terms and conditions.')).toHaveCount(0);
  await expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
  await a11y();

  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('You must agree to the terms and conditions.')).toBeVisible();
  expect(registrations).toEqual([]);

  // Both phone examples of the spec pass: +216 with 8 digits, +40 with 9.
  await field('Phone number').fill('+216 12 345 678');
  await expect(page.getByText(/Phone must be a \+ sign/)).toHaveCount(0);
  await field('Phone number').fill('+40123456789');
  await expect(page.getByText(/Phone must be a \+ sign/)).toHaveCount(0);
});

test('sign-up with a registered email shows the server’s refusal', async ({ page }) => {
  const customer = newCustomer();
  await page.goto('/signup');
  await signUpInForm(page, { ...customer, email: DEMO.customer });
  await expect(page.getByRole('alert')).toHaveText(
    'This email is already registered. Try logging in instead.',
  );
  await expect(page).toHaveURL(/\/signup$/);
});

test('login checks the form, then maps the server’s answers (storefront §8)', async ({
  page,
  request,
  a11y,
}) => {
  await page.goto('/login');
  // An invalid submit only marks the fields touched.
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('amira');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters.')).toBeVisible();
  await a11y();

  // Show and hide the password.
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveAttribute(
    'type',
    'text',
  );
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveAttribute(
    'type',
    'password',
  );

  await logIn(page, DEMO.customer, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password. Please try again.');
  await logIn(page, 'nobody@example.test', DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText(
    'Account not found. Please check your email or sign up.',
  );
  await logIn(page, DEMO.admin, DEMO_PASSWORD, { brand: true });
  await expect(page.getByRole('alert')).toHaveText(
    'Brand account not found. Please check your email or register your brand.',
  );
  await a11y();

  // An account that has not verified its email is pointed to /otb.
  const customer = newCustomer();
  await registerThroughApi(request, customer, { verify: false });
  await page.getByRole('radio', { name: 'Customer' }).check({ force: true });
  await logIn(page, customer.email, customer.password);
  await expect(page.getByRole('alert')).toContainText(
    'Please verify your email address before logging in.',
  );
  await page.getByRole('link', { name: 'Enter your verification code' }).click();
  await expect(page).toHaveURL(`/otb?email=${encodeURIComponent(customer.email)}`);
});

test('an unknown address shows a real not-found page', async ({ page, a11y }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await a11y();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/home$/);
});
