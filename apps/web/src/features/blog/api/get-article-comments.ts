import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleComment } from '@souk/shared/responses/content';
import { apiData } from '../../../lib/api-client';
import { blogKeys } from './keys';

export type { ArticleComment };

/** GET /articles/{articleId}/comments — oldest first. */
export function getArticleComments(
  articleId: string,
  signal?: AbortSignal,
): Promise<ArticleComment[]> {
  return apiData<ArticleComment[]>(`/articles/${encodeURIComponent(articleId)}/comments`, {
    signal,
    auth: false,
  });
}

export const articleCommentsQuery = (articleId: string) =>
  queryOptions({
    queryKey: blogKeys.comments(articleId),
    queryFn: ({ signal }) => getArticleComments(articleId, signal),
    // Others comment too: an article opened again shows the latest comments.
    staleTime: 30_000,
    refetchOnMount: true,
  });

export function useArticleComments(articleId: string) {
  return useQuery(articleCommentsQuery(articleId));
}
