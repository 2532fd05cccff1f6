import type { FaqEntry, Guide, HelpDocument } from './types';

/**
 * Text as the Help Center search compares it: lower case, without accents or Arabic short vowels,
 * so that "retour" finds "Retour" and "événement" finds "evenement".
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/**
 * spec: storefront §2 Help Center — the search filters the FAQ on question or answer and the
 * guides on title or content, case-insensitively. An empty query keeps everything.
 */
export function searchHelp(
  document: HelpDocument,
  query: string,
): { faq: FaqEntry[]; guides: Guide[] } {
  const needle = foldForSearch(query.trim());
  if (!needle) return { faq: document.faq, guides: document.guides };
  const matches = (...texts: string[]) =>
    texts.some((text) => foldForSearch(text).includes(needle));
  return {
    faq: document.faq.filter((entry) => matches(entry.question, ...entry.answer)),
    guides: document.guides.filter((guide) => matches(guide.title, ...guide.content)),
  };
}
