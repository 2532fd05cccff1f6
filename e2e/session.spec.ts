import { DEMO, logIn, storedSession } from './support/accounts';
import { expect, test } from './support/fixtures';

const HOUR = 60 * 60 * 1000;

test('a session whose login is older than 6 hours is signed out', async ({ page }) => {
  await logIn(page, DEMO.customer);
  await expect(page).toHaveURL(/\/home$/);
  expect(await page.evaluate(() => sessionStorage.getItem('loginTimestamp'))).toMatch(/^\d+$/);

  // Within 6 hours a reload keeps the session (the timestamp lives in this tab's sessionStorage).
  await page.evaluate(
    (at) => sessionStorage.setItem('loginTimestamp', String(at)),
    Date.now() - 5 * HOUR,
  );
  await page.reload();
  await expect(page.getByTestId('greeting')).toBeVisible();

  await page.evaluate(
    (at) => sessionStorage.setItem('loginTimestamp', String(at)),
    Date.now() - 6 * HOUR - 60_000,
  );
  await page.reload();
  // The 3 s toast shows first, then the login page loads: on a loaded machine loading that page
  // can take longer than the toast lives, so the toast is looked for before the address.
  await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect((await storedSession(page))?.token ?? null).toBeNull();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('the session is checked every 60 seconds while the page stays open', async ({ page }) => {
  await page.clock.install();
  await logIn(page, DEMO.customer);
  await expect(page).toHaveURL(/\/home$/);
  await page.evaluate(
    (at) => sessionStorage.setItem('loginTimestamp', String(at)),
    Date.now() - 6 * HOUR + 30_000,
  );
  await page.clock.fastForward('01:05');
  await expect(page).toHaveURL(/\/login$/);
  expect((await storedSession(page))?.token ?? null).toBeNull();
});
