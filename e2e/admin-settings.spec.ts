import type { Locator, Page } from '@playwright/test';
import type { CategoryTree } from '@souk/shared/responses/catalogue';
import { expect, test } from './support/fixtures';
import { adminLogsIn, adminPath, brandOfItsOwn, productIn, uniqueStamp } from './support/admin';
import { otherBrowser, pngFile } from './support/brand';

/**
 * The admin's catalogue settings (issue 13): the admin adds a product category with an image and
 * a subcategory to it — names no other run uses, left in place — and a shopper finds both in the
 * storefront: the category with its image on the home page's category strip, the subcategory in
 * the site map, which opens the catalogue filtered by them, where a product of a brand of the
 * journey's own is listed.
 */

test('the admin adds a category with an image and a subcategory; the storefront shows them', async ({
  page,
  request,
  browser,
  extraHTTPHeaders,
  a11y,
}) => {
  const stamp = uniqueStamp();
  const category = `Zellige ${stamp}`;
  const subcategory = `Zellige tiles ${stamp}`;

  await adminLogsIn(page);
  await page.goto(adminPath('settings'));
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Product categories' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await page.getByRole('button', { name: 'Add category' }).click();
  const add = page.getByRole('dialog', { name: 'Add product category' });
  await add.getByRole('textbox', { name: 'Name', exact: true }).fill(category);
  await add.getByRole('textbox', { name: 'Arabic name' }).fill(`زليج ${stamp}`);
  await add
    .getByRole('textbox', { name: 'Description' })
    .fill('Hand-cut glazed tiles from Nabeul, added by the admin journeys.');
  await chooseImage(page, add, 'zellige.png');
  await a11y();
  await add.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText(`“${category}” was created.`)).toBeVisible();
  await expect(add).toBeHidden();

  await page.getByRole('searchbox', { name: 'Filter categories by name' }).fill(stamp);
  await expect(page.getByRole('heading', { level: 3, name: category })).toBeVisible();
  await expect(page.getByRole('img', { name: `Image of ${category}` })).toBeVisible();

  await page.getByRole('button', { name: `Add subcategory ${category}` }).click();
  const addSub = page.getByRole('dialog', { name: `Add subcategory to ${category}` });
  await addSub.getByRole('textbox', { name: 'Name', exact: true }).fill(subcategory);
  await chooseImage(page, addSub, 'zellige-tiles.png');
  await addSub.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText(`“${subcategory}” was created.`)).toBeVisible();
  await page.getByRole('button', { name: `1 subcategory of ${category}` }).click();
  await expect(
    page.getByRole('list', { name: `Subcategories of ${category}` }).getByText(subcategory),
  ).toBeVisible();

  // a brand of the journey's own sells a product in them (set up through the API)
  const tree = await request.get('/api/v1/categories/active');
  const made = ((await tree.json()) as { data: CategoryTree[] }).data.find(
    (entry) => entry.name === category,
  );
  expect(made?.subcategories.map((entry) => entry.name)).toEqual([subcategory]);
  const product = await productIn(
    request,
    await brandOfItsOwn(request),
    `Zellige coaster ${stamp}`,
    made!.id,
    [made!.subcategories[0]!.id],
  );

  // a shopper, in a browser of their own
  const shopper = await otherBrowser(browser, extraHTTPHeaders);
  try {
    const store = shopper.page;
    await store.goto('/');
    const strip = store.getByRole('region', { name: 'Shop by category' });
    const tile = strip.getByRole('link', { name: new RegExp(category) });
    await expect(tile).toBeVisible();
    // its image is the one uploaded (stored re-encoded), and it loads once scrolled to
    await tile.scrollIntoViewIfNeeded();
    const image = tile.locator('img');
    await expect(image).toHaveAttribute('src', /uploads\/.+\.webp$/);
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);

    await store.goto('/sitemap');
    const categories = store.getByRole('region', { name: 'Categories' });
    await expect(categories.getByRole('link', { name: category, exact: true })).toBeVisible();
    await categories.getByRole('link', { name: subcategory, exact: true }).click();
    await expect(store).toHaveURL(/\/catalogue\?category=\d+&subcategories=\d+$/);
    // the catalogue, filtered by both, offers them in its sidebar and lists the product
    await expect(store.getByRole('checkbox', { name: new RegExp(`^${category}`) })).toBeChecked();
    await expect(
      store.getByRole('checkbox', { name: new RegExp(`^${subcategory}`) }),
    ).toBeChecked();
    await expect(store.getByRole('link', { name: new RegExp(product.name) }).first()).toBeVisible();
  } finally {
    await shopper.close();
  }
});

/** Chooses an image through the dialog's "Choose an image" button and checks its preview. */
async function chooseImage(page: Page, dialog: Locator, name: string) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    dialog.getByRole('button', { name: 'Choose an image' }).click(),
  ]);
  await chooser.setFiles(pngFile(name, [180, 60, 40]));
  await expect(dialog.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
}
