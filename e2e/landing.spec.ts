import { DEMO, logIn, logOutWith } from './support/accounts';
import { expect, test } from './support/fixtures';

test('the admin lands on /dashboard/admin and moves through the sidebar', async ({
  page,
  a11y,
}) => {
  await page.clock.install();
  await logIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeVisible();
  await a11y();

  const sidebar = page.getByRole('navigation', { name: 'Dashboard navigation' });
  await sidebar.getByRole('link', { name: 'Customers' }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/customers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  // spec: dashboards §2 — the root entry is active on an exact match only.
  await expect(sidebar.getByRole('link', { name: 'Customers' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(sidebar.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
    'aria-current',
  );

  await sidebar.getByRole('button', { name: 'Brands' }).click();
  await sidebar.getByRole('link', { name: 'Add brand' }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/brands\/add-brand$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add brand' })).toBeVisible();
  await a11y();

  for (const [entry, title] of [
    ['Orders', 'Orders'],
    ['Settings', 'Settings'],
    ['Dashboard', 'Dashboard Overview'],
  ] as const) {
    await sidebar.getByRole('link', { name: entry, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }

  // The sidebar collapses to icons; its entries keep their names.
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  await sidebar.getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await a11y();

  // The header's account menu logs out.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Administrator/ })
    .click();
  await logOutWith(page, () => page.getByRole('menuitem', { name: 'Log out' }).click());
});

test('a brand logs in with the brand toggle and lands on /dashboard/brand', async ({
  page,
  request,
  a11y,
}) => {
  await logIn(page, DEMO.brand, undefined, { brand: true });
  await expect(page).toHaveURL(/\/dashboard\/brand$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Brand Overview' })).toBeVisible();

  // The header shows the brand from GET /brands/me.
  const token = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('auth-store')!) as { state: { token: string } }).state.token,
  );
  const me = await request.get('/api/v1/brands/me', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const brandName = ((await me.json()) as { data: { name: string } }).data.name;
  await expect(
    page.getByRole('banner').getByRole('button', { name: `${brandName} Brand` }),
  ).toBeVisible();
  await a11y();

  const sidebar = page.getByRole('navigation', { name: 'Dashboard navigation' });
  await sidebar.getByRole('link', { name: 'Reviews' }).click();
  await expect(page).toHaveURL(/\/dashboard\/brand\/reviews$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();

  // Logout from the sidebar.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a customer lands on /home with a greeting', async ({ page, a11y }) => {
  await page.goto('/login');
  await a11y();
  await logIn(page, DEMO.customer);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('greeting')).toHaveText(/^Hi, \S+/);
  await a11y();
  // spec: storefront §2 — the header changes style after 50 px of scroll.
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.mouse.wheel(0, 300);
  await expect(header).toHaveAttribute('data-scrolled', 'true');
});

test('the dashboards work on a phone: the sidebar opens as a drawer', async ({ page, a11y }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await logIn(page, DEMO.admin);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeVisible();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const sidebar = page.getByRole('navigation', { name: 'Dashboard navigation' });
  await expect(sidebar).toBeVisible();
  await a11y();
  await sidebar.getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(sidebar).toBeHidden();
});
