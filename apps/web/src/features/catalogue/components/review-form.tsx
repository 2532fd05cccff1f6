import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { LIMITS } from '@souk/shared/constants';
import type { Review } from '@souk/shared/responses/catalogue';
import { reviewFormSchema, type ReviewFormInput } from '@souk/shared/schemas/reviews';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { CharacterCount } from '../../../components/character-count';
import { TextAreaField } from '../../../components/form-fields';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage, validationMessage } from '../../../lib/api-error-message';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { useCreateReview } from '../api/create-review';
import { useUpdateReview } from '../api/update-review';
import { StarRatingInput } from './star-rating-input';

/** spec: storefront §2 — a new review starts at 5 stars with an empty comment. */
export const NEW_REVIEW: ReviewFormInput = { rating: LIMITS.reviewRatingMax, comment: '' };

const COMMENT_MAX = LIMITS.reviewCommentMaxLength;

/** Errors the form shows in place; anything else is a toast (toastReviewError). */
const SHOWN_IN_FORM = new Set(['not_purchased', 'already_reviewed', 'not_found']);

/**
 * The review form (storefront §2 "Reviews on the product page"): stars (default 5) and a
 * required comment, checked as they change by the server's own schema. Without `review` it
 * writes a new review; with it, it edits that one, prefilled. Cancel puts back what it started
 * with. A failed send keeps everything typed.
 */
export function ReviewForm({
  productId,
  review,
  autoFocus = false,
  onSaved,
  onCancel,
}: {
  productId: number;
  review?: Review | null;
  /** move the focus to the comment when the form opens (the person chose Edit) */
  autoFocus?: boolean;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const format = useFormat();
  const create = useCreateReview(productId);
  const update = useUpdateReview(productId);
  const saving = create.isPending || update.isPending;
  const initial: ReviewFormInput = review
    ? { rating: review.rating, comment: review.comment }
    : NEW_REVIEW;
  const form = useForm<ReviewFormInput>({
    resolver: zodResolver(reviewFormSchema),
    mode: 'onChange',
    defaultValues: initial,
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const length = form.watch('comment').length;

  const { setFocus } = form;
  useEffect(() => {
    if (autoFocus) setFocus('comment');
  }, [autoFocus, setFocus]);

  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(null);
    const sent = { rating: Number(values.rating), comment: String(values.comment) };
    try {
      if (review) await update.mutateAsync({ id: review.id, ...sent });
      else await create.mutateAsync(sent);
      toast.success(review ? t('reviews.updated') : t('reviews.created'));
      onSaved();
    } catch (error) {
      if (!(error instanceof ApiError)) {
        toast.error(t('reviews.toastReviewError', { reason: apiErrorMessage(error, t) }));
        return;
      }
      // The session ended: the app signs out and sends the person to log in.
      if (error.status === 401) return;
      const { rating, comment } = error.fieldErrors;
      if (rating) form.setError('rating', { type: 'server', message: rating });
      if (comment) form.setError('comment', { type: 'server', message: comment });
      if (rating || comment) return;
      // spec: storefront §8 — 'You can only review products you have purchased' is shown as
      // such (in the person's language); other failures are toastReviewError.
      if (SHOWN_IN_FORM.has(error.errorCode)) setRefusal(apiErrorMessage(error, t));
      else toast.error(t('reviews.toastReviewError', { reason: apiErrorMessage(error, t) }));
    }
  });

  const cancel = () => {
    form.reset(initial);
    setRefusal(null);
    onCancel();
  };

  const errors = form.formState.errors;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={saving}>
      {refusal && <Alert tone="error">{refusal}</Alert>}
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <StarRatingInput
            label={t('reviews.rating')}
            value={Number(field.value)}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={validationMessage(errors.rating?.message, t)}
          />
        )}
      />
      <div>
        <TextAreaField
          label={t('reviews.comment')}
          hint={t('reviews.commentHint', { max: format.count(COMMENT_MAX) })}
          placeholder={t('reviews.commentPlaceholder')}
          rows={5}
          required
          error={validationMessage(errors.comment?.message, t)}
          {...form.register('comment')}
        />
        <CharacterCount
          count={length}
          max={COMMENT_MAX}
          text={(numbers) => t('reviews.counter', numbers)}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="secondary" onClick={cancel} disabled={saving}>
          {t('reviews.cancel')}
        </Button>
        <Button type="submit" loading={saving}>
          {review
            ? saving
              ? t('reviews.updating')
              : t('reviews.update')
            : saving
              ? t('reviews.submitting')
              : t('reviews.submit')}
        </Button>
      </div>
    </form>
  );
}
