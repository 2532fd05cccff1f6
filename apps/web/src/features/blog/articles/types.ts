import type { Language } from '@souk/shared/constants';
import type { ArticleId } from '@souk/shared/schemas/content';

/** The tags articles carry; /articles?tag={tag} lists an article under each of them. */
export const ARTICLE_TAGS = [
  'summer',
  'fashion',
  'made-in-tunisia',
  'gifts',
  'home',
  'eco-friendly',
  'shopping-tips',
  'delivery',
] as const;
export type ArticleTag = (typeof ARTICLE_TAGS)[number];

export type CoverTheme = 'sea' | 'sand' | 'clay' | 'olive';

/** What lists need about an article, in every language; the text itself loads with the page. */
export type ArticleMeta = {
  /** The slug: /article/{id}, and the key of its comments (the API knows the same ids). */
  id: ArticleId;
  tags: ArticleTag[];
  /** ISO date. */
  publishedAt: string;
  featured: boolean;
  cover: CoverTheme;
  author: Record<Language, string>;
  title: Record<Language, string>;
  excerpt: Record<Language, string>;
};

export type ArticleSection = {
  /** The anchor of the table of contents (the same in every language). */
  id: string;
  heading: string;
  paragraphs: string[];
  items?: string[];
  quote?: string;
};

/** One language of an article: its own module, loaded when the article is read. */
export type ArticleBody = { lead: string; sections: ArticleSection[] };
