import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { LIMITS } from '@souk/shared/constants';
import { reviewReplySchema, type ReviewReplyInput } from '@souk/shared/schemas/reviews';
import { Button } from '../../../../components/button';
import { CharacterCount } from '../../../../components/character-count';
import { TextAreaField } from '../../../../components/form-fields';
import { ApiError } from '../../../../lib/api-client';
import { apiErrorMessage, validationMessage } from '../../../../lib/api-error-message';
import { useFormat } from '../../../../lib/format';
import { useT } from '../../../../lib/language';
import { toast } from '../../../../lib/toast';
import { useReplyToReview } from '../api/review-reply';

const REPLY_MAX = LIMITS.reviewReplyMaxLength;

/**
 * The brand's reply, written inline under the review: a required text of at most 1000
 * characters, checked as it changes by the server's own schema, with a live counter. Prefilled
 * when it edits the reply already published. A failed send keeps what was typed.
 */
export function ReplyForm({
  brandId,
  reviewId,
  current,
  label,
  onDone,
}: {
  brandId: number;
  reviewId: number;
  /** the reply already published, when this edits it */
  current: string | null;
  /** the field's label: "Reply to Salma T." */
  label: string;
  /** the form closes: `saved` after a successful send, not on Cancel */
  onDone: (saved: boolean) => void;
}) {
  const t = useT();
  const format = useFormat();
  const save = useReplyToReview(brandId);
  const form = useForm<ReviewReplyInput>({
    resolver: zodResolver(reviewReplySchema),
    mode: 'onChange',
    defaultValues: { reply: current ?? '' },
  });
  const length = String(form.watch('reply') ?? '').length;

  // The person chose Reply or Edit: the text box takes the focus.
  const { setFocus } = form;
  useEffect(() => {
    setFocus('reply');
  }, [setFocus]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ reviewId, reply: String(values.reply) });
      toast.success(current ? t('brandReviews.toast.updated') : t('brandReviews.toast.saved'));
      onDone(true);
    } catch (error) {
      // The session ended: the app signs out and sends the person to log in.
      if (error instanceof ApiError && error.status === 401) return;
      const fieldError = error instanceof ApiError ? error.fieldErrors.reply : undefined;
      if (fieldError) form.setError('reply', { type: 'server', message: fieldError });
      else toast.error(t('brandReviews.toast.saveError', { reason: apiErrorMessage(error, t) }));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-3 grid gap-3" aria-busy={save.isPending}>
      <div>
        <TextAreaField
          label={label}
          hint={t('brandReviews.form.hint', { max: format.count(REPLY_MAX) })}
          placeholder={t('brandReviews.form.placeholder')}
          rows={4}
          required
          className="[&_textarea]:min-h-24"
          error={validationMessage(form.formState.errors.reply?.message, t)}
          {...form.register('reply')}
        />
        <CharacterCount
          count={length}
          max={REPLY_MAX}
          text={(numbers) => t('brandReviews.form.counter', numbers)}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onDone(false)}
          disabled={save.isPending}
        >
          {t('brandReviews.form.cancel')}
        </Button>
        <Button type="submit" size="sm" loading={save.isPending}>
          {save.isPending
            ? t('brandReviews.form.saving')
            : current
              ? t('brandReviews.form.update')
              : t('brandReviews.form.save')}
        </Button>
      </div>
    </form>
  );
}
