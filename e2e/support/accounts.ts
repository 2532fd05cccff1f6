import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { verificationCode, waitForMail } from './outbox';

/** spec: storefront — the demo accounts and their password (README "Demo accounts"). */
export const DEMO_PASSWORD = 'Souk2026!';
export const DEMO = {
  admin: 'admin@souk.tn',
  brand: 'brand@souk.tn',
  customer: 'customer@souk.tn',
} as const;

export type NewCustomer = {
  firstname: string;
  lastname: string;
  email: string;
  phoneNumber: string;
  password: string;
};

let counter = 0;

/** A customer nobody has used yet: unique email and Tunisian phone number. */
export function newCustomer(): NewCustomer {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${counter}${randomInt(1000)}`;
  return {
    firstname: 'Yasmine',
    lastname: 'Trabelsi',
    email: `e2e-${stamp}@example.test`,
    phoneNumber: `+216${randomInt(20_000_000, 99_999_999)}`,
    password: 'Jasmin2026',
  };
}

/** Signs a customer up through the API (not the UI), optionally verifying the email too. */
export async function registerThroughApi(
  request: APIRequestContext,
  customer: NewCustomer,
  { verify }: { verify: boolean },
): Promise<void> {
  const response = await request.post('/api/v1/auth/register', {
    data: { ...customer, role: 'CUSTOMER', language: 'en' },
  });
  expect(response.status(), await response.text()).toBe(201);
  if (!verify) return;
  const code = verificationCode(await waitForMail(customer.email));
  const verified = await request.post('/api/v1/auth/verify-email', {
    data: { email: customer.email, code },
  });
  expect(verified.status(), await verified.text()).toBe(200);
}

/** Fills the sign-up form with a customer's details, agrees to the terms and sends it. */
export async function signUpInForm(page: Page, customer: NewCustomer): Promise<void> {
  await page.getByRole('textbox', { name: 'First name' }).fill(customer.firstname);
  await page.getByRole('textbox', { name: 'Last name' }).fill(customer.lastname);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(customer.email);
  await page.getByRole('textbox', { name: 'Phone number' }).fill(customer.phoneNumber);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(customer.password);
  await page.getByRole('checkbox', { name: /I agree to the terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Fills and sends the login form; `brand` switches the customer/brand toggle first. */
export async function logIn(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  { brand = false }: { brand?: boolean } = {},
): Promise<void> {
  if (!page.url().endsWith('/login')) await page.goto('/login');
  if (brand) await page.getByRole('radio', { name: 'Brand' }).check({ force: true });
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** The session as the app keeps it in localStorage (key auth-store). */
export async function storedSession(page: Page): Promise<{ token: string | null } | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('auth-store');
    return raw ? (JSON.parse(raw) as { state: { token: string | null } }).state : null;
  });
}

/**
 * Logs out with `trigger` and checks the 'Logging out...' state (about 300 ms) on the way to
 * /login. The page's clock is held still meanwhile, so the short state can be seen for sure;
 * the test must have called `page.clock.install()` before opening the app.
 */
export async function logOutWith(page: Page, trigger: () => Promise<void>): Promise<void> {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await trigger();
  await expect(page.getByText('Logging out...').first()).toBeVisible();
  await page.clock.resume();
  await expect(page).toHaveURL(/\/login$/);
  expect((await storedSession(page))?.token ?? null).toBeNull();
}
