import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { articleCommentSchema } from '@souk/shared/schemas/content';
import { Avatar } from '../../../components/avatar';
import { Button, buttonClass } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { ErrorState } from '../../../components/error-state';
import { TextAreaField } from '../../../components/form-fields';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage, validationMessage } from '../../../lib/api-error-message';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/language';
import { rememberRedirect, useSessionRole, useSessionStore } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useAddArticleComment } from '../api/add-article-comment';
import { useDeleteArticleComment } from '../api/delete-article-comment';
import { useArticleComments, type ArticleComment } from '../api/get-article-comments';

const COMMENT_MAX = 2000;

function CommentForm({ articleId }: { articleId: string }) {
  const t = useT();
  const addComment = useAddArticleComment(articleId);
  const form = useForm({
    resolver: zodResolver(articleCommentSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { body: '' },
  });
  const length = form.watch('body').length;

  const onSubmit = form.handleSubmit(async ({ body }) => {
    try {
      await addComment.mutateAsync(body);
      form.reset({ body: '' });
      toast.success(t('blog.comments.posted'));
    } catch (error) {
      const fieldMessage = error instanceof ApiError ? error.fieldErrors.body : undefined;
      if (fieldMessage) form.setError('body', { type: 'server', message: fieldMessage });
      // A 401 is handled by the app (the session ended: back to /login, this page remembered).
      else if (!(error instanceof ApiError && error.status === 401))
        toast.error(
          error instanceof ApiError && error.errorCode !== 'unknown_error'
            ? apiErrorMessage(error, t)
            : t('blog.comments.failed'),
        );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <TextAreaField
        label={t('blog.comments.label')}
        hint={t('blog.comments.hint')}
        placeholder={t('blog.comments.placeholder')}
        rows={4}
        maxLength={COMMENT_MAX}
        required
        error={validationMessage(form.formState.errors.body?.message, t)}
        {...form.register('body')}
      />
      <div className="flex items-center justify-between gap-3">
        <span className="text-xs text-slate-600" aria-hidden="true" dir="ltr">
          {length} / {COMMENT_MAX}
        </span>
        <Button type="submit" loading={addComment.isPending}>
          {addComment.isPending ? t('blog.comments.submitting') : t('blog.comments.submit')}
        </Button>
      </div>
    </form>
  );
}

/** Logged out: instead of the box, a way to log in that comes back to this article. */
function LoginPrompt() {
  const t = useT();
  const { pathname, search } = useLocation();
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-slate-800">{t('blog.comments.loginPrompt')}</p>
      <Link
        to="/login"
        // spec: storefront §4 — the page is remembered for the redirect after login.
        onClick={() => rememberRedirect(`${pathname}${search}#comments`)}
        className={buttonClass('primary', 'md', 'shrink-0')}
      >
        {t('blog.comments.loginLink')}
      </Link>
    </div>
  );
}

/** The author's own comment can be deleted, after a confirmation. */
function DeleteCommentButton({
  articleId,
  comment,
}: {
  articleId: string;
  comment: ArticleComment;
}) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const deleteComment = useDeleteArticleComment(articleId);

  const confirm = async () => {
    try {
      await deleteComment.mutateAsync(comment.id);
      setConfirming(false);
      toast.success(t('blog.comments.deleted'));
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401))
        toast.error(t('blog.comments.deleteFailed'));
    }
  };

  return (
    <>
      <Button variant="link" size="sm" onClick={() => setConfirming(true)}>
        {t('blog.comments.delete')}
      </Button>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('blog.comments.deleteTitle')}
      >
        <p className="text-slate-700">{t('blog.comments.deleteBody')}</p>
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('blog.comments.keep')}
          </Button>
          <Button variant="danger" loading={deleteComment.isPending} onClick={() => void confirm()}>
            {t('blog.comments.confirmDelete')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}

/**
 * The comments under an article (GET /articles/{id}/comments, oldest first) and the box to add
 * one (POST, customers only); authors may delete their own.
 */
export function CommentsSection({ articleId }: { articleId: string }) {
  const t = useT();
  const format = useFormat();
  const role = useSessionRole();
  const userId = useSessionStore((state) => state.user?.id);
  const comments = useArticleComments(articleId);

  return (
    <section aria-labelledby="comments" className="space-y-6">
      <h2
        id="comments"
        tabIndex={-1}
        className="scroll-mt-24 text-2xl font-bold tracking-tight text-slate-900 focus:outline-none"
      >
        {t('blog.comments.title', { count: comments.data?.length ?? 0 })}
      </h2>

      {role === 'CUSTOMER' ? (
        <CommentForm articleId={articleId} />
      ) : role ? (
        <p className="text-slate-700">{t('blog.comments.customersOnly')}</p>
      ) : (
        <LoginPrompt />
      )}

      {comments.isPending ? (
        <p role="status" className="flex items-center gap-2 text-slate-700">
          <Spinner size={18} className="text-brand-700" />
          {t('blog.comments.loading')}
        </p>
      ) : comments.isError ? (
        <ErrorState
          headingLevel={3}
          title={t('blog.comments.loadFailed')}
          message={apiErrorMessage(comments.error, t)}
          onRetry={() => void comments.refetch()}
          retryLabel={t('blog.retry')}
        />
      ) : comments.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-6 text-center text-slate-600">
          {t('blog.comments.empty')}
        </p>
      ) : (
        <ol className="space-y-4" data-testid="comment-list">
          {comments.data.map((comment) => (
            <li
              key={comment.id}
              className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <Avatar name={comment.author} size={40} />
              <div className="min-w-0 flex-1">
                <p className="text-sm">
                  <span className="font-semibold text-slate-900">{comment.author}</span>{' '}
                  <time dateTime={comment.createdAt} className="text-slate-600">
                    {t('blog.comments.postedOn', {
                      date: format.dateTime(comment.createdAt),
                    })}
                  </time>
                </p>
                <p className="mt-2 break-words whitespace-pre-line text-slate-800">
                  {comment.body}
                </p>
                {role === 'CUSTOMER' && comment.userId === userId && (
                  <div className="mt-2">
                    <DeleteCommentButton articleId={articleId} comment={comment} />
                  </div>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
