import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@souk/shared/constants';
import { ARTICLE_IDS } from '@souk/shared/schemas/content';
import {
  ARTICLE_BODIES,
  ARTICLES,
  articlesTagged,
  FEATURED_ARTICLE_ID,
  featuredArticles,
  findArticle,
  relatedArticles,
} from './catalogue';
import { ARTICLE_TAGS } from './types';

describe('the blog articles', () => {
  it('ships at least four articles, exactly those the comments API accepts', () => {
    expect(ARTICLES.length).toBeGreaterThanOrEqual(4);
    expect(ARTICLES.map((article) => article.id).sort()).toEqual([...ARTICLE_IDS].sort());
    for (const article of ARTICLES) expect(article.id).toMatch(/^[a-z0-9-]{1,80}$/);
    expect(new Set(ARTICLES.map((article) => article.id)).size).toBe(ARTICLES.length);
    expect(findArticle(FEATURED_ARTICLE_ID)?.featured).toBe(true);
  });

  it('writes every article in English, French and Arabic with the same sections', async () => {
    for (const article of ARTICLES) {
      const bodies = await Promise.all(
        LANGUAGES.map(async (language) => (await ARTICLE_BODIES[article.id][language]()).default),
      );
      const sectionIds = bodies.map((body) => body.sections.map((section) => section.id));
      expect(sectionIds[1]).toEqual(sectionIds[0]);
      expect(sectionIds[2]).toEqual(sectionIds[0]);
      expect(sectionIds[0]!.length).toBeGreaterThanOrEqual(4);
      for (const language of LANGUAGES) {
        expect(article.title[language].trim()).not.toBe('');
        expect(article.excerpt[language].trim()).not.toBe('');
      }
    }
  });

  it('lists articles by tag, and finds featured and related articles other than the current', () => {
    for (const article of ARTICLES)
      for (const tag of article.tags) expect(ARTICLE_TAGS).toContain(tag);
    expect(articlesTagged('summer').map((article) => article.id)).toEqual(['summer-style-guide']);
    expect(articlesTagged('no-such-tag')).toEqual([]);
    for (const article of ARTICLES) {
      expect(featuredArticles(article.id).map((a) => a.id)).not.toContain(article.id);
      const related = relatedArticles(article);
      expect(related.length).toBeGreaterThan(0);
      expect(related.map((a) => a.id)).not.toContain(article.id);
      for (const other of related)
        expect(other.tags.some((tag) => article.tags.includes(tag))).toBe(true);
    }
  });
});
