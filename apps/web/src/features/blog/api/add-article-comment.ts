import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import type { ArticleComment } from './get-article-comments';
import { blogKeys } from './keys';

/** POST /articles/{articleId}/comments {body} — bearer, customers only; answers the comment. */
export function addArticleComment(articleId: string, body: string): Promise<ArticleComment> {
  return apiData<ArticleComment>(`/articles/${encodeURIComponent(articleId)}/comments`, {
    method: 'POST',
    body: { body },
  });
}

export function useAddArticleComment(articleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => addArticleComment(articleId, body),
    onSuccess: (comment) => {
      queryClient.setQueryData<ArticleComment[]>(blogKeys.comments(articleId), (comments) =>
        comments?.some((existing) => existing.id === comment.id)
          ? comments
          : [...(comments ?? []), comment],
      );
    },
  });
}
