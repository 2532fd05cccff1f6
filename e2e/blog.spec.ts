import type { Page } from '@playwright/test';
import { DEMO, logIn } from './support/accounts';
import { waitForMail } from './support/outbox';
import { expect, test } from './support/fixtures';

const progress = async (page: Page) =>
  Number(
    await page.getByRole('progressbar', { name: 'Reading progress' }).getAttribute('aria-valuenow'),
  );

test('the featured article: reading time, progress bar and table-of-contents navigation', async ({
  page,
  a11y,
}) => {
  await page.goto('/article');
  const title = 'The summer style guide: light, local and made to last';
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} · Souk`);
  // spec: storefront §9 — 225 words per minute, whole minutes.
  const words = await page.evaluate(
    () =>
      `${document.querySelector('h1')!.textContent} ${(document.querySelector('[data-testid="article-text"]') as HTMLElement).innerText}`
        .split(/\s+/)
        .filter((word) => /[\p{L}\p{N}]/u.test(word)).length,
  );
  await expect(page.getByTestId('reading-time')).toHaveText(`${Math.ceil(words / 225)} min read`);
  expect(await progress(page)).toBe(0);
  await a11y();

  const toc = page.getByTestId('toc');
  const entries = toc.getByRole('link');
  await expect(entries).toHaveText([
    'Start with fabrics that breathe',
    'Five essentials for a Tunisian summer',
    'Colours from the coast',
    'Choose local, wear longer',
    'Care tips to make it last',
    'Your summer checklist',
  ]);
  await toc.getByRole('link', { name: 'Care tips to make it last' }).click();
  await expect(page).toHaveURL(/\/article#care$/);
  const heading = page.getByRole('heading', { level: 2, name: 'Care tips to make it last' });
  await expect(heading).toBeInViewport();
  await expect(heading).toBeFocused();
  await expect(toc.getByRole('link', { name: 'Care tips to make it last' })).toHaveAttribute(
    'aria-current',
    'location',
  );
  await expect.poll(() => progress(page)).toBeGreaterThan(40);
  const midway = await progress(page);

  await toc.getByRole('link', { name: 'Colours from the coast' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Colours from the coast' }),
  ).toBeInViewport();
  await expect.poll(() => progress(page)).toBeLessThan(midway);

  // The end of the article fills the bar.
  await page.getByRole('heading', { name: /^Comments/ }).scrollIntoViewIfNeeded();
  await expect.poll(() => progress(page)).toBe(100);
  await a11y();
});

test('share buttons, tags, featured and related articles link where they should', async ({
  page,
  a11y,
}) => {
  await page.goto('/article/made-in-tunisia-crafts');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Made in Tunisia: the craft behind our local brands',
    }),
  ).toBeVisible();
  const articleUrl = new URL('/article/made-in-tunisia-crafts', page.url()).href;
  const shareLink = async (network: string) =>
    new URL((await page.locator(`a[data-network="${network}"]`).first().getAttribute('href'))!);
  const facebook = await shareLink('facebook');
  expect(facebook.origin + facebook.pathname).toBe('https://www.facebook.com/sharer/sharer.php');
  expect(facebook.searchParams.get('u')).toBe(articleUrl);
  const twitter = await shareLink('twitter');
  expect(twitter.origin + twitter.pathname).toBe('https://twitter.com/intent/tweet');
  expect(twitter.searchParams.get('url')).toBe(articleUrl);
  expect(twitter.searchParams.get('text')).toBe(
    'Made in Tunisia: the craft behind our local brands',
  );
  const linkedin = await shareLink('linkedin');
  expect(linkedin.origin + linkedin.pathname).toBe(
    'https://www.linkedin.com/sharing/share-offsite/',
  );
  expect(linkedin.searchParams.get('url')).toBe(articleUrl);
  const whatsapp = await shareLink('whatsapp');
  expect(whatsapp.origin).toBe('https://wa.me');
  expect(whatsapp.searchParams.get('text')).toContain(articleUrl);
  await expect(page.locator('a[data-network="whatsapp"]').first()).toHaveAttribute(
    'target',
    '_blank',
  );

  // Featured articles (others than this one) link to /article/{id}.
  const featured = page.getByRole('region', { name: 'Featured articles' }).locator('visible=true');
  await expect(featured.getByRole('link', { name: /Summer style guide/i })).toHaveAttribute(
    'href',
    '/article/summer-style-guide',
  );
  await expect(featured.getByRole('link', { name: /Made in Tunisia/ })).toHaveCount(0);
  // Related articles share a tag.
  const related = page.getByRole('region', { name: 'Related articles' });
  await expect(related.getByRole('link')).not.toHaveCount(0);
  await a11y();

  // A tag lists the articles that carry it.
  await page
    .getByRole('list', { name: 'Tags' })
    .first()
    .getByRole('link', { name: 'Home' })
    .click();
  await expect(page).toHaveURL(/\/articles\?tag=home$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Articles tagged “Home”' }),
  ).toBeVisible();
  await expect(page.getByTestId('article-list').getByRole('heading', { level: 2 })).toHaveText([
    'Made in Tunisia: the craft behind our local brands',
    'An eco-friendly home in five simple steps',
  ]);
  await a11y();
  await page.getByRole('link', { name: 'An eco-friendly home in five simple steps' }).click();
  await expect(page).toHaveURL(/\/article\/eco-friendly-home$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'An eco-friendly home in five simple steps',
  );

  // All articles, and a tag nobody uses.
  await page.goto('/articles');
  await expect(page.getByTestId('article-list').getByRole('listitem')).toHaveCount(4);
  await page.goto('/articles?tag=nothing-here');
  await expect(page.getByText('No article has this tag yet.')).toBeVisible();
  await page.goto('/article/no-such-article');
  await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible();
});

test('selecting more than 10 characters of the article offers to tweet the selection', async ({
  page,
}) => {
  await page.goto('/article');
  // The article's text loads after the page: select only once it is there.
  await expect(page.getByTestId('article-text').locator('section p').first()).toBeVisible();
  const popup = page.getByRole('link', { name: 'Share the selected text on X (Twitter)' });
  const select = (length: number) =>
    page.evaluate((count) => {
      const paragraph = document.querySelector('[data-testid="article-text"] section p')!;
      const text = paragraph.firstChild!;
      const range = document.createRange();
      range.setStart(text, 0);
      range.setEnd(text, count);
      const selection = window.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
      return selection.toString();
    }, length);

  await select(10);
  await page.waitForTimeout(300);
  await expect(popup).toHaveCount(0);

  const selected = await select(40);
  await expect(popup).toBeVisible();
  const href = new URL((await popup.getAttribute('href'))!);
  expect(href.origin + href.pathname).toBe('https://twitter.com/intent/tweet');
  expect(href.searchParams.get('text')).toBe(`“${selected.trim()}”`);
  expect(href.searchParams.get('url')).toMatch(/\/article\/summer-style-guide$/);

  // A selection outside the article does not count.
  await page.evaluate(() => {
    const range = document.createRange();
    range.selectNodeContents(document.querySelector('h1')!);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
  });
  await expect(popup).toHaveCount(0);
});

test('a visitor is asked to log in to comment; a customer posts a comment and sees it', async ({
  page,
  a11y,
}) => {
  await page.goto('/article/eco-friendly-home');
  const comments = page.getByRole('region', { name: /^Comments \(\d+\)$/ });
  await expect(comments.getByRole('textbox')).toHaveCount(0);
  await expect(comments).toContainText(
    'Log in with your customer account to join the conversation.',
  );
  await comments.getByRole('link', { name: 'Log in to comment' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('redirectAfterLogin'))).toBe(
    '/article/eco-friendly-home#comments',
  );

  // Back on the article after login, at the comments.
  await logIn(page, DEMO.customer);
  await expect(page).toHaveURL(/\/article\/eco-friendly-home#comments$/);
  const box = comments.getByRole('textbox', { name: 'Your comment' });
  await expect(box).toBeVisible();
  await a11y();

  await box.fill('x');
  await comments.getByRole('button', { name: 'Post comment' }).click();
  await expect(comments.getByText('The comment must be at least 2 characters.')).toBeVisible();

  const text = `Black soap really works on our bathroom tiles. (${Date.now()})`;
  await box.fill(text);
  await comments.getByRole('button', { name: 'Post comment' }).click();
  await expect(page.getByText('Your comment is posted.')).toBeVisible();
  const posted = comments.getByRole('listitem').filter({ hasText: text });
  await expect(posted).toBeVisible();
  await expect(box).toHaveValue('');

  // Stored: it is there for everyone after a reload, oldest first.
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: /^Comments/ })
      .getByRole('listitem')
      .last(),
  ).toContainText(text);
  await a11y();

  // The author deletes it, after confirming; it is gone for good.
  const mine = page
    .getByRole('region', { name: /^Comments/ })
    .getByRole('listitem')
    .filter({
      hasText: text,
    });
  await mine.getByRole('button', { name: 'Delete my comment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your comment?' });
  await expect(dialog).toBeVisible();
  await a11y();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Your comment is deleted.')).toBeVisible();
  await expect(mine).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', { name: /^Comments/ })).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(0);
});

test('a reader subscribes to the newsletter, then unsubscribes from the emailed link after confirming', async ({
  page,
  a11y,
}) => {
  const email = `reader-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.tn`;
  // The home page's block (storefront §2), the same one the blog's list ends with.
  await page.goto('/home');
  const block = page.getByTestId('newsletter');
  await block.getByRole('textbox', { name: /Email address/ }).fill(email);
  await block.getByRole('button', { name: 'Subscribe' }).click();
  await expect(block).toContainText('Thank you for subscribing!');
  await a11y();

  // Subscribing again is no error, and says so.
  await block.getByRole('textbox', { name: /Email address/ }).fill(email);
  await block.getByRole('button', { name: 'Subscribe' }).click();
  await expect(block).toContainText('You are already subscribed with this address');

  const mail = await waitForMail(email, (m) => /newsletter/i.test(m.subject));
  const link = /https?:\/\/\S+\/api\/v1\/newsletter\/unsubscribe\?token=\S+/.exec(mail.text)![0];
  // Opening the link asks first; the button unsubscribes.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(
    page.getByRole('heading', { name: 'Unsubscribe from the Souk newsletter?' }),
  ).toBeVisible();
  await expect(
    page.getByText(`${email} will no longer receive the Souk newsletter.`),
  ).toBeVisible();
  await a11y();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('You are unsubscribed from the Souk newsletter.')).toBeVisible();
  await a11y();
  await page.getByRole('link', { name: 'Back to Souk' }).click();
  await expect(page).toHaveURL(/\/home$/);
});
