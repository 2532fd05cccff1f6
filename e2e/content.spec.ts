import { waitForMail } from './support/outbox';
import { expect, test } from './support/fixtures';

test('the Help Center search narrows the FAQ and the guides, with a no-results message for each', async ({
  page,
  a11y,
}) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
  const faq = page.getByTestId('faq-list');
  const guides = page.getByTestId('guide-list');
  const faqHeaders = faq.getByRole('heading', { level: 3 });
  const guideHeaders = guides.getByRole('heading', { level: 3 });
  // spec: storefront §2 — 8 FAQ entries and 4 shopping guides.
  await expect(faqHeaders).toHaveCount(8);
  await expect(guideHeaders).toHaveCount(4);
  await a11y();

  // One entry open at a time in each list.
  const returns = faq.getByRole('button', { name: 'What is your return policy?' });
  await returns.click();
  await expect(returns).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByRole('region', { name: 'What is your return policy?' })).toContainText(
    'within 30 days of delivery',
  );
  const change = faq.getByRole('button', { name: 'Can I change or cancel my order?' });
  await change.click();
  await expect(returns).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByRole('region')).toHaveCount(1);
  await expect(faq.getByRole('region')).toContainText('within 1 hour');
  // The keyboard moves between the headers.
  await change.press('Home');
  await expect(faq.getByRole('button', { name: 'How do I create an account?' })).toBeFocused();
  const sizeGuide = guides.getByRole('button', { name: 'Choosing the right size' });
  await sizeGuide.press('Enter');
  await expect(sizeGuide).toHaveAttribute('aria-expanded', 'true');
  await a11y();

  // Case-insensitive, on question or answer: "PASSWORD" finds two questions and no guide.
  const search = page.getByRole('searchbox', { name: 'Search the Help Center' });
  await search.fill('PASSWORD');
  await expect(faqHeaders).toHaveText([
    'How do I create an account?',
    'I forgot my password. How do I reset it?',
  ]);
  await expect(guideHeaders).toHaveCount(0);
  await expect(guides).toContainText('No guide matches “PASSWORD”.');
  await expect(page.getByRole('status').filter({ hasText: 'Matching questions' })).toHaveText(
    'Matching questions: 2. Matching guides: 0.',
  );

  // On title or content of the guides: "paypal" only in the payment guide.
  await search.fill('paypal');
  await expect(guideHeaders).toHaveText(['Payment options']);
  await expect(faq).toContainText('No question matches “paypal”.');
  await expect(faqHeaders).toHaveCount(0);

  // Shipping times: both lists keep some entries.
  await search.fill('business days');
  await expect(guideHeaders).toHaveText(['Shipping times']);
  await expect(faqHeaders).toHaveText(['Do you ship internationally?']);

  await search.fill('zzzz');
  await expect(faq).toContainText('No question matches “zzzz”.');
  await expect(guides).toContainText('No guide matches “zzzz”.');
  await a11y();

  await page.getByRole('button', { name: 'Clear the search' }).click();
  await expect(faqHeaders).toHaveCount(8);
  await expect(guideHeaders).toHaveCount(4);

  // Quick links: three go to the FAQ anchor, Customer Support to /contact-us.
  await page.getByRole('link', { name: /Orders and Shipping/ }).click();
  await expect(page).toHaveURL(/\/help#faq$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Frequently asked questions' }),
  ).toBeInViewport();
  await page.getByRole('link', { name: /Customer Support/ }).click();
  await expect(page).toHaveURL(/\/contact-us$/);
});

test('the help contact block leads to the contact page', async ({ page }) => {
  await page.goto('/help');
  const block = page.getByRole('region', { name: 'Still need help?' });
  await expect(block).toContainText('Monday to Friday, 9 AM to 6 PM EST');
  await expect(block).toContainText('within 24 hours');
  await block.getByRole('link', { name: 'Contact us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
});

test('Terms and Policy: two tabs, 12 and 9 sections, dated today, title set while open', async ({
  page,
  a11y,
}) => {
  const today = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' }).format(new Date());
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Policy' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Legal documents' });
  const termsTab = tabs.getByRole('tab', { name: 'Terms of Service' });
  const privacyTab = tabs.getByRole('tab', { name: 'Privacy Policy' });
  await expect(termsTab).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveTitle('Terms of Service · Souk');

  const panel = page.getByRole('tabpanel', { name: 'Terms of Service' });
  await expect(panel.getByRole('heading', { level: 3 })).toHaveCount(12);
  await expect(panel.getByTestId('last-updated')).toHaveText(`Last updated: ${today}`);
  await expect(panel).toContainText('governed by the law of Tunisia');
  await expect(panel).toContainText('not intended for children under 13');
  await a11y();

  // The section list jumps to a section.
  await panel
    .getByRole('navigation', { name: 'On this page' })
    .getByRole('link', { name: 'Returns and refunds' })
    .click();
  await expect(page).toHaveURL(/#terms-returns$/);
  await expect(panel.getByRole('heading', { name: /Returns and refunds/ })).toBeInViewport();

  await privacyTab.click();
  await expect(privacyTab).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/terms\?tab=privacy$/);
  await expect(page).toHaveTitle('Privacy Policy · Souk');
  const privacy = page.getByRole('tabpanel', { name: 'Privacy Policy' });
  await expect(privacy.getByRole('heading', { level: 3 })).toHaveCount(9);
  await expect(privacy.getByTestId('last-updated')).toHaveText(`Last updated: ${today}`);
  await expect(page.getByRole('tabpanel', { name: 'Terms of Service' })).toBeHidden();
  await a11y();

  // Arrows move between the tabs (WAI-ARIA tabs).
  await privacyTab.press('ArrowLeft');
  await expect(termsTab).toBeFocused();
  await expect(termsTab).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveTitle('Terms of Service · Souk');
  await termsTab.press('End');
  await expect(privacyTab).toHaveAttribute('aria-selected', 'true');
});

test('/privacy is the privacy tab’s document as its own page; /cookies lists the browser storage', async ({
  page,
  a11y,
}) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).filter({ hasText: /^\d+\./ })).toHaveCount(
    9,
  );
  await expect(page.getByRole('main')).toContainText('not intended for children under 13');
  await expect(page).toHaveTitle('Privacy Policy · Souk');
  await a11y();

  await page.getByRole('link', { name: 'Read our cookie policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie policy' })).toBeVisible();
  const keys = page.getByTestId('storage-keys').getByRole('heading', { level: 3 });
  // spec: storefront §3 — the browser storage keys.
  await expect(keys).toHaveText(
    [
      'auth-store',
      'auth_token',
      'loginTimestamp',
      'redirectAfterLogin',
      'cart-storage',
      'checkout-form',
      'wishlist-store',
      'language-store',
      'recentlyViewed',
      'visit-counted',
      'souk-language',
    ],
    { useInnerText: true },
  );
  await expect(page.getByTestId('storage-keys')).toContainText('Session storage (this tab)');
  // The language cookie, so the server renders pages in the chosen language (decision 019).
  await expect(page.getByTestId('storage-keys')).toContainText('Cookie');
  await a11y();
});

test('/sitemap lists every public page and the live categories and brands', async ({
  page,
  request,
  a11y,
}) => {
  type Category = { id: number; name: string; productCount: number };
  // Other journeys add categories, brands and products meanwhile: the page and the API are read
  // again until they were read at the same moment.
  const readLive = async () => ({
    categories: (await (await request.get('/api/v1/categories/active')).json()) as {
      data: (Category & { subcategories: Category[] })[];
    },
    brands: (await (await request.get('/api/v1/brands?size=100')).json()) as {
      data: { content: { id: number; name: string }[]; totalElements: number };
    },
  });
  let { categories, brands } = await readLive();
  await page.goto('/sitemap');
  await expect(page.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeVisible();
  for (const [name, href] of [
    ['Home', '/home'],
    ['Catalogue', '/catalogue'],
    ['Brands', '/brands'],
    ['Sale', '/sale'],
    ['Help Center', '/help'],
    ['Contact us', '/contact-us'],
    ['Featured article', '/article'],
    ['All articles', '/articles'],
    ['Terms of Service', '/terms'],
    ['Privacy Policy', '/privacy'],
    ['Cookie policy', '/cookies'],
  ] as const)
    await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toHaveAttribute(
      'href',
      href,
    );

  // Every category and every subcategory, each under its parent, with its product count.
  const categoryLinks = page.getByTestId('sitemap-categories').getByRole('link');
  const brandLinks = page.getByTestId('sitemap-brands').getByRole('link');
  await expect(async () => {
    ({ categories, brands } = await readLive());
    await page.reload();
    await expect(categoryLinks).toHaveCount(
      categories.data.reduce((total, category) => total + 1 + category.subcategories.length, 0),
      { timeout: 5_000 },
    );
    await expect(brandLinks).toHaveCount(brands.data.totalElements, { timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
  const parent = categories.data.find((category) => category.subcategories.length > 0)!;
  const child = parent.subcategories[0]!;
  const parentItem = page
    .getByTestId('sitemap-categories')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: parent.name, exact: true }) });
  await expect(parentItem.getByRole('link', { name: parent.name, exact: true })).toHaveAttribute(
    'href',
    `/catalogue?category=${parent.id}`,
  );
  await expect(parentItem.getByRole('link', { name: child.name, exact: true })).toHaveAttribute(
    'href',
    `/catalogue?category=${parent.id}&subcategories=${child.id}`,
  );
  await expect(parentItem.first()).toContainText(
    `(${parent.productCount} product${parent.productCount === 1 ? '' : 's'})`,
  );
  const brand = brands.data.content[0]!;
  await expect(brandLinks.filter({ hasText: brand.name }).first()).toHaveAttribute(
    'href',
    `/catalogue?brand=${brand.id}`,
  );
  await a11y();
});

test('the contact form shows each rule, then the success banner for 5 s, then clears', async ({
  page,
  a11y,
}) => {
  const sent: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/contact')) sent.push(request.postDataJSON());
  });
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();

  // The info card: phone, email, the office in Tunis, three social networks.
  const info = page.getByRole('region', { name: 'Get in touch' });
  await expect(info.getByRole('link', { name: '+216 71 123 456' })).toHaveAttribute(
    'href',
    'tel:+21671123456',
  );
  await expect(info.getByRole('link', { name: 'support@souk.tn' })).toHaveAttribute(
    'href',
    'mailto:support@souk.tn',
  );
  await expect(info).toContainText('Tunis, Tunisia');
  for (const network of ['Facebook', 'Instagram', 'X \\(Twitter\\)'])
    await expect(
      info.getByRole('link', { name: new RegExp(`Souk on ${network}`) }),
    ).toHaveAttribute('target', '_blank');
  await a11y();

  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  const send = page.getByRole('button', { name: 'Send message' });

  // An empty form: every required field says so, and the fix-errors toast shows; nothing is sent.
  await send.click();
  await expect(page.getByText('Please fix the highlighted fields and try again.')).toBeVisible();
  await expect(page.getByText('This field is required.')).toHaveCount(3);
  await expect(page.getByText('The message must be at least 10 characters.')).toBeVisible();
  await expect(field('First name')).toBeFocused();

  await field('First name').fill('Leila');
  await field('Last name').fill('Trabelsi');
  await field('Email').fill('leila@');
  await field('Phone (optional)').fill('12 34');
  await field('Message').fill('Too short');
  await send.click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(page.getByText(/Phone must be 8 to 20 characters/)).toBeVisible();
  await expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
  await a11y();
  expect(sent).toEqual([]);

  // Spaces, hyphens, parentheses and a leading + are allowed in the phone.
  await field('Email').fill('leila@example.tn');
  await field('Phone (optional)').fill('+216 (98) 765-432');
  await page
    .getByRole('combobox', { name: 'Subject' })
    .selectOption({ label: 'Order and customer support' });
  const message = `Where is my order? E2E contact ${Date.now()}`;
  await field('Message').fill(message);
  // How long the banner stays, measured in the page itself: a busy test runner that notices the
  // banner late cannot make it look shorter than it was.
  const bannerShownFor = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const shown = () => {
          const banner = document.querySelector('[data-testid="contact-success"]');
          return banner !== null && banner.getClientRects().length > 0;
        };
        let since = 0;
        const observer = new MutationObserver(() => {
          if (!since && shown()) since = performance.now();
          if (since && !shown()) {
            observer.disconnect();
            resolve(performance.now() - since);
          }
        });
        observer.observe(document.body, { childList: true, subtree: true, attributes: true });
      }),
  );
  await send.click();

  const banner = page.getByTestId('contact-success');
  await expect(banner).toHaveText(
    'Thank you! Your message has been sent. We will answer within 24 hours.',
  );
  expect(sent).toEqual([
    {
      firstName: 'Leila',
      lastName: 'Trabelsi',
      email: 'leila@example.tn',
      phone: '+216 (98) 765-432',
      subject: 'support',
      message,
    },
  ]);
  // spec: storefront §4 — the banner stays 5 seconds, then the form clears.
  await expect(banner).toBeHidden({ timeout: 10_000 });
  const shownFor = await bannerShownFor;
  expect(shownFor).toBeGreaterThanOrEqual(4900);
  expect(shownFor).toBeLessThan(9000);
  await expect(field('First name')).toHaveValue('');
  await expect(field('Message')).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Subject' })).toHaveValue('general');
  await a11y();

  // The copy for the support team is in the outbox.
  const copy = await waitForMail('support@souk.tn', (mail) => mail.text.includes(message));
  expect(copy.text).toContain('leila@example.tn');
});

test('the contact form maps server field errors, and a 429 gives the 10-second toast and a form message', async ({
  page,
}) => {
  await page.goto('/contact-us');
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('First name').fill('Leila');
  await field('Last name').fill('Trabelsi');
  await field('Email').fill('leila@example.tn');
  await field('Message').fill('A question about my order.');

  // The server's field errors (already in the UI language) show under their fields.
  await page.route('**/api/v1/contact', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        success: false,
        errorCode: 'validation_failed',
        message: 'Some fields are not valid.',
        errors: { email: 'This address cannot receive email.' },
      }),
    }),
  );
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('This address cannot receive email.')).toBeVisible();
  await expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please fix the highlighted fields and try again.')).toBeVisible();

  // More than 5 messages from one address in 10 minutes.
  await page.unroute('**/api/v1/contact');
  await page.route('**/api/v1/contact', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({
        success: false,
        errorCode: 'too_many_requests',
        message: 'Too many attempts.',
      }),
    }),
  );
  await field('Email').fill('leila.t@example.tn');
  await page.getByRole('button', { name: 'Send message' }).click();
  const toast = page.locator('[data-toast="error"]').filter({ hasText: 'Too many messages' });
  await expect(toast).toBeVisible();
  const shownAt = Date.now();
  await expect(
    page.getByRole('alert').filter({ hasText: 'You have sent 5 messages in the last 10 minutes' }),
  ).toBeVisible();
  // spec: storefront §9 — the rate-limit toast stays 10 seconds (the usual ones 3).
  await page.waitForTimeout(Math.max(0, shownAt + 6000 - Date.now()));
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden({ timeout: 8000 });
  await expect(field('Email')).toHaveValue('leila.t@example.tn');
});
