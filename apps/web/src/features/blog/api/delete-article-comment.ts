import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ArticleComment } from './get-article-comments';
import { blogKeys } from './keys';

/** DELETE /articles/{articleId}/comments/{commentId} — bearer, the comment's author only. */
export function deleteArticleComment(articleId: string, commentId: number): Promise<unknown> {
  return apiRequest(`/articles/${encodeURIComponent(articleId)}/comments/${commentId}`, {
    method: 'DELETE',
  });
}

export function useDeleteArticleComment(articleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: number) => deleteArticleComment(articleId, commentId),
    onSuccess: (_, commentId) => {
      queryClient.setQueryData<ArticleComment[]>(blogKeys.comments(articleId), (comments) =>
        comments?.filter((comment) => comment.id !== commentId),
      );
    },
  });
}
