import type { Language } from '@souk/shared/constants';

/** Query keys of the blog, general to specific. */
export const blogKeys = {
  all: ['blog'] as const,
  body: (articleId: string, language: Language) =>
    [...blogKeys.all, 'body', articleId, language] as const,
  comments: (articleId: string) => [...blogKeys.all, 'comments', articleId] as const,
};
