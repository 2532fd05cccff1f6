import { describe, expect, it } from 'vitest';
import { isShareableSelection, shareLinks, tweetSelectionUrl } from './share-links';

const url = 'https://souk.tn/article/summer-style-guide';

describe('share links of the four networks', () => {
  it('builds the real share addresses with the article link and title', () => {
    const links = shareLinks(url, 'Summer & style');
    expect(links.facebook).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fsouk.tn%2Farticle%2Fsummer-style-guide',
    );
    expect(links.twitter).toBe(
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fsouk.tn%2Farticle%2Fsummer-style-guide&text=Summer%20%26%20style',
    );
    expect(links.linkedin).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fsouk.tn%2Farticle%2Fsummer-style-guide',
    );
    expect(new URL(links.whatsapp).searchParams.get('text')).toBe(`Summer & style ${url}`);
  });
});

describe('the tweet popup (storefront §2: more than 10 characters selected)', () => {
  it('needs more than 10 characters, spaces around not counted', () => {
    expect(isShareableSelection('0123456789')).toBe(false);
    expect(isShareableSelection('  0123456789  ')).toBe(false);
    expect(isShareableSelection('0123456789a')).toBe(true);
  });

  it('quotes the selection in an X share intent, shortened to fit a tweet', () => {
    const intent = new URL(tweetSelectionUrl('Choose   natural\nfibres', url));
    expect(intent.origin + intent.pathname).toBe('https://twitter.com/intent/tweet');
    expect(intent.searchParams.get('text')).toBe('“Choose natural fibres”');
    expect(intent.searchParams.get('url')).toBe(url);
    const long = new URL(tweetSelectionUrl('word '.repeat(100), url)).searchParams.get('text')!;
    expect(long.length).toBeLessThanOrEqual(242);
    expect(long.endsWith('…”')).toBe(true);
  });
});
