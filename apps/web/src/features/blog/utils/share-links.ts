/** Share addresses of the four networks (storefront §2: share buttons for four networks). */
export type ShareNetwork = 'facebook' | 'twitter' | 'linkedin' | 'whatsapp';

export function shareLinks(url: string, title: string): Record<ShareNetwork, string> {
  const u = encodeURIComponent(url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
  };
}

/** spec: storefront §2 — the tweet popup shows when more than 10 characters are selected. */
export const MIN_SELECTION_CHARS = 10;
/** A tweet holds 280 characters; the link counts as 23, the quote keeps room for both. */
const MAX_QUOTE_CHARS = 240;

export const isShareableSelection = (text: string): boolean =>
  text.trim().length > MIN_SELECTION_CHARS;

/** The X (Twitter) share intent for a quoted selection of the article, with its link. */
export function tweetSelectionUrl(selection: string, url: string): string {
  const flat = selection.replace(/\s+/g, ' ').trim();
  const quote =
    flat.length > MAX_QUOTE_CHARS ? `${flat.slice(0, MAX_QUOTE_CHARS - 1).trimEnd()}…` : flat;
  return `https://twitter.com/intent/tweet?text=${encodeURIComponent(`“${quote}”`)}&url=${encodeURIComponent(url)}`;
}
