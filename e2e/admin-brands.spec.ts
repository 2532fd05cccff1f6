import { expect, test } from './support/fixtures';
import { adminLogsIn, adminPath, quietBrandCategory, uniqueStamp } from './support/admin';
import { brandLogsIn, otherBrowser, pngFile } from './support/brand';

/**
 * The admin's brand screens (issue 13): the admin adds a brand with its logo at
 * /dashboard/admin/brands/add-brand — a name and login no other run uses —, finds it in the list
 * with its logo, and the brand then signs in through the brand login and lands on its dashboard.
 */

test('the admin adds a brand with a logo, and the brand logs in to its dashboard', async ({
  page,
  request,
  browser,
  extraHTTPHeaders,
  a11y,
}) => {
  const stamp = uniqueStamp();
  const name = `Dar Zitouna ${stamp}`;
  const email = `brand-${stamp}@example.test`;
  const category = await quietBrandCategory(request);

  await adminLogsIn(page);
  await page.goto(adminPath('brands/add-brand'));
  await expect(page.getByRole('heading', { level: 1, name: 'Add brand' })).toBeVisible();

  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Choose a logo' }).click(),
  ]);
  await chooser.setFiles(pngFile('zitouna-logo.png', [30, 110, 90]));
  await expect(page.getByText('Chosen: zitouna-logo.png')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Preview of the chosen logo' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Brand name' }).fill(name);
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('Olive-wood bowls and spoons carved by hand in Sfax, for the admin journeys.');
  await page
    .getByRole('combobox', { name: 'Brand category' })
    .selectOption({ label: category.name });
  await page.getByRole('textbox', { name: 'Contact email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Souk2026!');
  await page.getByRole('textbox', { name: 'Confirm the password' }).fill('Souk2026!');
  await a11y();
  await page.getByRole('button', { name: 'Create brand' }).click();

  await expect(
    page.getByText(`${name} was created. Its login address was emailed to the brand.`),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/admin\/brands\/view-all/);
  await page.getByRole('searchbox', { name: 'Search brands' }).fill(stamp);
  const card = page.getByRole('heading', { level: 2, name });
  await expect(card).toBeVisible();
  const logo = page.getByRole('img', { name: `Logo of ${name}` });
  await expect(logo).toBeVisible();
  // the logo the server stored (re-encoded), not a placeholder
  await expect(logo).toHaveAttribute('src', /uploads\/.+\.webp$/);
  expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  // the brand, in a browser of its own, signs in through the brand login
  const brandBrowser = await otherBrowser(browser, extraHTTPHeaders);
  try {
    const brandPage = brandBrowser.page;
    await brandLogsIn(brandPage, email);
    await expect(
      brandPage.getByRole('heading', { level: 1, name: 'Brand Overview' }),
    ).toBeVisible();
    await expect(brandPage.getByText(name).first()).toBeVisible();
  } finally {
    await brandBrowser.close();
  }
});
