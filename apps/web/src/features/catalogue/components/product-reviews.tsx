import { useEffect, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { StarIcon } from '../../../components/icons';
import { Pagination } from '../../../components/pagination';
import { Skeleton } from '../../../components/skeleton';
import { Stars } from '../../../components/stars';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/language';
import { useProductReviews } from '../api/get-product-reviews';
import { useRatingDistribution } from '../api/get-rating-count';
import { ReviewReply } from './review-reply';
import { OwnReviewActions, ReviewEditorProvider, ReviewWriter } from './review-writer';

function RatingBars({ productId, total }: { productId: number; total: number }) {
  const t = useT();
  const format = useFormat();
  const distribution = useRatingDistribution(productId, total > 0);
  if (total === 0 || distribution.isError) return null;
  return (
    <ul className="grid gap-1.5" aria-label={t('catalogue.reviews.distribution')}>
      {distribution.counts.map(({ rating, count }) => {
        const share = count === undefined ? 0 : Math.round((count / total) * 100);
        return (
          <li key={rating} className="flex items-center gap-2 text-sm">
            <span className="inline-flex w-8 shrink-0 items-center gap-0.5 font-medium text-slate-700">
              {rating}
              <StarIcon size={12} className="fill-accent-400 text-accent-500" />
            </span>
            <span
              className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
              aria-hidden="true"
            >
              <span
                className="block h-full rounded-full bg-accent-400"
                style={{ width: `${share}%` }}
              />
            </span>
            <span className="w-10 shrink-0 text-end tabular-nums text-slate-600">
              {count === undefined ? '…' : format.count(count)}
            </span>
            <span className="sr-only">
              {t('catalogue.reviews.barLabel', { rating, count: count ?? 0 })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * spec: storefront §2 "Reviews on the product page": the form of a customer who may review
 * (review-writer.tsx), then the average to one decimal, the number of reviews and their spread,
 * and the reviews 5 at a time, newest first.
 */
export function ProductReviews({ productId }: { productId: number }) {
  return (
    <ReviewEditorProvider productId={productId}>
      <ReviewWriter />
      <ReviewList productId={productId} />
    </ReviewEditorProvider>
  );
}

function ReviewList({ productId }: { productId: number }) {
  const t = useT();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const reviews = useProductReviews(productId, page - 1);
  // A deleted review can empty the last page: show the new last one.
  const lastPage = reviews.data?.totalPages ?? 0;
  useEffect(() => {
    if (lastPage > 0 && page > lastPage) setPage(lastPage);
  }, [lastPage, page]);

  if (reviews.isPending)
    return (
      <div role="status" aria-busy="true" className="grid gap-4">
        <span className="sr-only">{t('catalogue.reviews.loading')}</span>
        <Skeleton className="h-20 w-full max-w-sm" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  if (reviews.isError)
    return (
      <ErrorState
        headingLevel={3}
        message={apiErrorMessage(reviews.error, t)}
        onRetry={() => void reviews.refetch()}
      />
    );

  const { content, totalReviews, averageRating, totalPages } = reviews.data;
  const total = totalReviews ?? reviews.data.totalElements;
  if (total === 0)
    return (
      <EmptyState
        icon={<StarIcon size={28} />}
        title={t('catalogue.reviews.emptyTitle')}
        body={t('catalogue.reviews.emptyBody')}
      />
    );

  return (
    <div className="grid gap-8 md:grid-cols-[16rem_1fr]">
      <div className="grid content-start gap-4">
        <div className="rounded-2xl border border-slate-200 bg-white p-5 text-center">
          <p className="text-4xl font-extrabold text-slate-900">
            {format.rating(averageRating ?? 0)}
          </p>
          <Stars rating={averageRating} size={20} className="mt-2" />
          <p className="mt-1 text-sm text-slate-600">
            {t('catalogue.reviews.basedOn', { count: total })}
          </p>
        </div>
        <RatingBars productId={productId} total={total} />
      </div>
      <div aria-busy={reviews.isFetching}>
        <ul className={`grid gap-4 ${reviews.isPlaceholderData ? 'opacity-60' : ''}`}>
          {content.map((review) => (
            <li key={review.id} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
              <article>
                <header className="flex flex-wrap items-center justify-between gap-2">
                  <h3 dir="auto" className="font-semibold text-slate-900">
                    {review.username || t('catalogue.reviews.anonymous')}
                  </h3>
                  <time dateTime={review.createdAt} className="text-sm text-slate-600">
                    {format.date(review.createdAt)}
                  </time>
                </header>
                <Stars rating={review.rating} size={16} className="mt-1" />
                <p dir="auto" className="mt-2 break-words whitespace-pre-line text-slate-700">
                  {review.comment}
                </p>
                <ReviewReply review={review} />
                <OwnReviewActions review={review} />
              </article>
            </li>
          ))}
        </ul>
        <Pagination
          page={page}
          totalPages={totalPages}
          onChange={setPage}
          label={t('catalogue.reviews.pages')}
          className="mt-6"
        />
      </div>
    </div>
  );
}
