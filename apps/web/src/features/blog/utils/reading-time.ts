import type { ArticleBody } from '../articles/types';

/** spec: storefront §2, §9 — reading time assumes 225 words per minute. */
export const WORDS_PER_MINUTE = 225;

export const countWords = (text: string): number =>
  text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** Every word a reader reads: title, lead, headings, paragraphs, lists and quotes. */
export function articleWordCount(title: string, body: ArticleBody): number {
  const texts = [
    title,
    body.lead,
    ...body.sections.flatMap((section) => [
      section.heading,
      ...section.paragraphs,
      ...(section.items ?? []),
      section.quote ?? '',
    ]),
  ];
  return texts.reduce((total, text) => total + countWords(text), 0);
}

/** Whole minutes, at least one. */
export const readingMinutes = (words: number): number =>
  Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
