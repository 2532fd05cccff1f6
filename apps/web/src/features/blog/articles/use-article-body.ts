import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@souk/shared/constants';
import { isArticleId } from '@souk/shared/schemas/content';
import { useLanguage } from '../../../lib/language';
import { blogKeys } from '../api/keys';
import { ARTICLE_BODIES } from './catalogue';
import type { ArticleBody } from './types';

export const articleBodyQuery = (articleId: string, language: Language) =>
  queryOptions({
    queryKey: blogKeys.body(articleId, language),
    queryFn: async (): Promise<ArticleBody> => {
      if (!isArticleId(articleId)) throw new Error(`No article ${articleId}`);
      return (await ARTICLE_BODIES[articleId][language]()).default;
    },
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** The article's text in the current language (the previous language stays while it loads). */
export function useArticleBody(articleId: string, enabled: boolean) {
  const language = useLanguage();
  return useQuery({
    ...articleBodyQuery(articleId, language),
    enabled: enabled && isArticleId(articleId),
    placeholderData: (previous, previousQuery) =>
      // Keep the old language while the new one loads, but never show another article's text.
      previousQuery?.queryKey[2] === articleId ? keepPreviousData(previous) : undefined,
  });
}
