import { useEffect, useId } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../../components/button';
import { EmptyState } from '../../../../components/empty-state';
import { ErrorState } from '../../../../components/error-state';
import { StarIcon } from '../../../../components/icons';
import { PageRange } from '../../../../components/list-pager';
import { Pagination } from '../../../../components/pagination';
import { Skeleton } from '../../../../components/skeleton';
import { tabId, tabPanelId } from '../../../../components/tabs';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { useT } from '../../../../lib/language';
import { withParams } from '../../../../lib/search-params';
import { useBrandId } from '../../use-brand-id';
import { useBrandReviews } from '../api/get-brand-reviews';
import { BrandReviewCard } from '../components/brand-review-card';
import { RATING_FILTERS, RatingFilter, type RatingFilterKey } from '../components/rating-filter';
import { ReviewMetrics } from '../components/review-metrics';

const FILTER_ID = 'brand-review-rating';

/** The rating and the 1-based page kept in the address; anything else falls back to all, 1. */
function filterOf(params: URLSearchParams): { key: RatingFilterKey; page: number } {
  const rating = params.get('rating');
  const key = RATING_FILTERS.find((value) => value !== 'all' && value === rating) ?? 'all';
  const page = Number(params.get('page'));
  return { key, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

function LoadingReviews() {
  const t = useT();
  return (
    <div role="status" aria-busy="true" className="grid gap-6">
      <span className="sr-only">{t('brandReviews.states.loading')}</span>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-24 rounded-2xl" />
        ))}
      </div>
      <Skeleton className="h-9 w-80 max-w-full rounded-full" />
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} className="h-36 rounded-2xl" />
      ))}
    </div>
  );
}

/**
 * /dashboard/brand/reviews (issue 12; dashboards §2 "Brand screens: Reviews"): the metric cards,
 * the rating filter, the brand's reviews 10 a page with their badge and the brand's reply, and
 * the pager. The filter and the page stay in the address. The layout's header carries the title.
 */
export default function BrandReviewsPage() {
  const brandId = useBrandId();
  if (brandId === null) return <LoadingReviews />;
  return <BrandReviews brandId={brandId} />;
}

function BrandReviews({ brandId }: { brandId: number }) {
  const t = useT();
  const metricsHeadingId = useId();
  const listHeadingId = useId();
  const [params, setParams] = useSearchParams();
  const { key, page } = filterOf(params);
  const rating = key === 'all' ? null : Number(key);
  const reviews = useBrandReviews(brandId, { rating, page: page - 1 });

  const show = (next: { key?: RatingFilterKey; page?: number }) =>
    setParams((current) => {
      const chosen = next.key ?? key;
      // a new filter starts at its first page
      const nextPage = next.key !== undefined ? 1 : (next.page ?? page);
      return withParams(current, {
        rating: chosen === 'all' ? null : chosen,
        page: nextPage > 1 ? String(nextPage) : null,
      });
    });

  // A page past the end (a hand-edited address, fewer reviews since): show the last one.
  const lastPage = reviews.data?.totalPages ?? 0;
  useEffect(() => {
    if (!reviews.isPlaceholderData && lastPage > 0 && page > lastPage) show({ page: lastPage });
  });

  if (reviews.isPending) return <LoadingReviews />;
  if (reviews.isError)
    return (
      <ErrorState
        title={t('brandReviews.states.errorTitle')}
        message={apiErrorMessage(reviews.error, t)}
        onRetry={() => void reviews.refetch()}
      />
    );

  const data = reviews.data;

  return (
    <div className="grid gap-6">
      <p className="text-slate-700">{t('brandReviews.intro')}</p>
      <ReviewMetrics figures={data} headingId={metricsHeadingId} />

      <section aria-labelledby={listHeadingId} className="grid gap-4">
        <h2 id={listHeadingId} className="sr-only">
          {t('brandReviews.list.label')}
        </h2>
        {data.totalReviews === 0 ? (
          <EmptyState
            icon={<StarIcon size={28} />}
            title={t('brandReviews.states.emptyTitle')}
            body={t('brandReviews.states.emptyBody')}
          />
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <RatingFilter
                id={FILTER_ID}
                selected={key}
                onSelect={(next) => show({ key: next })}
              />
              {data.content.length > 0 && (
                <PageRange
                  page={data}
                  text={(range) => t('brandReviews.list.showing', range)}
                  className="text-sm font-medium text-slate-700"
                />
              )}
            </div>
            <div
              id={tabPanelId(FILTER_ID, 'list')}
              role="tabpanel"
              aria-labelledby={tabId(FILTER_ID, key)}
              aria-busy={reviews.isFetching}
            >
              {data.content.length === 0 ? (
                <EmptyState
                  icon={<StarIcon size={28} />}
                  title={t('brandReviews.states.emptyFilteredTitle', {
                    stars: t('brandReviews.filter.stars', { count: rating ?? 0 }),
                  })}
                  body={t('brandReviews.states.emptyFilteredBody')}
                  action={
                    <Button variant="secondary" onClick={() => show({ key: 'all' })}>
                      {t('brandReviews.states.showAll')}
                    </Button>
                  }
                />
              ) : (
                <ul className={`grid gap-4 ${reviews.isPlaceholderData ? 'opacity-60' : ''}`}>
                  {data.content.map((review) => (
                    <li key={review.id}>
                      <BrandReviewCard brandId={brandId} review={review} />
                    </li>
                  ))}
                </ul>
              )}
              <Pagination
                page={page}
                totalPages={data.totalPages}
                onChange={(next) => show({ page: next })}
                label={t('brandReviews.list.pages')}
                className="mt-6"
              />
            </div>
          </>
        )}
      </section>
    </div>
  );
}
