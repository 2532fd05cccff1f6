import { useEffect, useRef, useState } from 'react';
import type { BrandReview } from '@souk/shared/responses/brand-reviews';
import { Button } from '../../../../components/button';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { ProductImage } from '../../../../components/product-image';
import { Stars } from '../../../../components/stars';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { useFormat } from '../../../../lib/format';
import { useT } from '../../../../lib/language';
import { toast } from '../../../../lib/toast';
import { useDeleteReviewReply } from '../api/review-reply';
import { reviewStatus } from '../review-status';
import { ReplyForm } from './reply-form';

const BADGE_TONE = {
  pending: 'bg-amber-100 text-amber-900',
  published: 'bg-emerald-100 text-emerald-900',
} as const;

/**
 * One review as the brand sees it (dashboards §3 "Review (brand view)"): the author's short name,
 * the product with its picture, the date in the reader's language, the stars, the comment, the
 * pending or published badge (§4, derived here), and the brand's reply — or a Reply button that
 * opens the form in place. Edit and Delete act on the reply; Delete asks first.
 */
export function BrandReviewCard({ brandId, review }: { brandId: number; review: BrandReview }) {
  const t = useT();
  const format = useFormat();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteReviewReply(brandId);
  const status = reviewStatus(review.createdAt);
  const name = review.username || t('brandReviews.review.anonymous');

  // When the form closes or the reply goes, the focus moves to the button that acts next: Edit
  // once a reply is published, Reply once it is deleted (when the list, read again, shows it).
  const articleRef = useRef<HTMLElement>(null);
  const [focusNext, setFocusNext] = useState<'reply' | 'edit' | null>(null);
  const shown = review.reply ? 'edit' : 'reply';
  useEffect(() => {
    if (editing || focusNext !== shown) return;
    articleRef.current?.querySelector<HTMLElement>(`[data-reply-action="${shown}"]`)?.focus();
    setFocusNext(null);
  }, [editing, focusNext, shown]);
  const closeForm = (saved: boolean) => {
    setEditing(false);
    setFocusNext(saved ? 'edit' : shown);
  };

  const deleteReply = async () => {
    try {
      await remove.mutateAsync(review.id);
      toast.success(t('brandReviews.toast.deleted'));
      setFocusNext('reply');
    } catch (error) {
      toast.error(t('brandReviews.toast.deleteError', { reason: apiErrorMessage(error, t) }));
    }
  };

  return (
    <article
      ref={articleRef}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <header className="flex flex-wrap items-start gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1">
          <h3 className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
            <span>{name}</span>
            <span
              data-testid="review-badge"
              title={t('brandReviews.review.badgeHint')}
              className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE_TONE[status]}`}
            >
              {t(`brandReviews.review.${status}`)}
            </span>
          </h3>
          <time dateTime={review.createdAt} className="text-sm text-slate-600">
            {format.date(review.createdAt)}
          </time>
        </div>
        <div className="flex max-w-full items-center gap-2">
          <ProductImage
            src={review.productImage}
            alt=""
            className="size-10 shrink-0 rounded-lg"
            sizes="40px"
          />
          <p className="min-w-0 truncate text-sm font-medium text-slate-700">
            <span className="sr-only">
              {t('brandReviews.review.product', { name: review.productName })}
            </span>
            <span aria-hidden="true">{review.productName}</span>
          </p>
        </div>
      </header>
      <Stars rating={review.rating} size={16} className="mt-2" />
      <p dir="auto" className="mt-2 break-words whitespace-pre-line text-slate-700">
        {review.comment}
      </p>

      {editing ? (
        <ReplyForm
          brandId={brandId}
          reviewId={review.id}
          current={review.reply}
          label={t('brandReviews.review.replyTo', { name })}
          onDone={closeForm}
        />
      ) : review.reply ? (
        <div className="ms-4 mt-3 rounded-xl border-s-4 border-brand-600 bg-slate-50 px-4 py-3">
          <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
            <span className="font-semibold text-slate-900">
              {t('brandReviews.review.yourReply')}
            </span>
            {review.repliedAt && (
              <span className="text-slate-600">
                {t('brandReviews.review.repliedOn', {
                  date: format.date(review.repliedAt),
                })}
              </span>
            )}
          </p>
          <p dir="auto" className="mt-1 break-words whitespace-pre-line text-slate-700">
            {review.reply}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button
              data-reply-action="edit"
              variant="secondary"
              size="sm"
              onClick={() => setEditing(true)}
            >
              {t('brandReviews.review.edit')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700 hover:bg-red-50"
              loading={remove.isPending}
              onClick={() => setConfirming(true)}
            >
              {t('brandReviews.review.delete')}
            </Button>
          </div>
        </div>
      ) : (
        <Button
          data-reply-action="reply"
          variant="secondary"
          size="sm"
          className="mt-3"
          aria-label={t('brandReviews.review.replyTo', { name })}
          onClick={() => setEditing(true)}
        >
          {t('brandReviews.review.reply')}
        </Button>
      )}

      <ConfirmDialog
        open={confirming}
        title={t('brandReviews.confirm.title')}
        body={t('brandReviews.confirm.body')}
        confirmLabel={t('brandReviews.confirm.confirm')}
        cancelLabel={t('brandReviews.confirm.cancel')}
        onConfirm={() => void deleteReply()}
        onClose={() => setConfirming(false)}
      />
    </article>
  );
}
