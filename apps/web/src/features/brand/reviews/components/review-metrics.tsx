import type { BrandReviewsPage } from '@souk/shared/responses/brand-reviews';
import { ChartIcon, CheckCircleIcon, StarIcon } from '../../../../components/icons';
import { MetricCard, MetricsSection } from '../../../../components/metric-card';
import { ArrowUpIcon, ChatIcon } from '../../../../components/shop-icons';
import { Stars } from '../../../../components/stars';
import { useFormat } from '../../../../lib/format';
import { useT } from '../../../../lib/language';

type Figures = Pick<
  BrandReviewsPage,
  'averageRating' | 'totalReviews' | 'positiveReviewsPercentage' | 'trend'
>;

/**
 * spec: dashboards §2 "Brand screens: Reviews" — the metric cards: average rating (with its
 * stars), total, the positive share (4 stars or more, §5) and the trend of the last 7 days
 * against the 7 before (§9), over every review whatever the filter.
 */
export function ReviewMetrics({ figures, headingId }: { figures: Figures; headingId: string }) {
  const t = useT();
  const format = useFormat();
  const { averageRating, totalReviews, positiveReviewsPercentage, trend } = figures;
  const number = (value: number) => format.count(value);
  const percent = (value: number, sign = false) =>
    format.number(value / 100, {
      style: 'percent',
      maximumFractionDigits: 1,
      signDisplay: sign ? 'exceptZero' : 'auto',
    });

  const direction =
    trend.last7Days > trend.previous7Days
      ? 'up'
      : trend.last7Days < trend.previous7Days
        ? 'down'
        : 'steady';
  const trendValue =
    trend.percentChange !== null
      ? percent(trend.percentChange, true)
      : trend.last7Days > 0
        ? t('brandReviews.metrics.trendNew')
        : percent(0);
  const directionText = {
    up: t('brandReviews.metrics.trendUp'),
    down: t('brandReviews.metrics.trendDown'),
    steady: t('brandReviews.metrics.trendSteady'),
  }[direction];

  return (
    <MetricsSection title={t('brandReviews.metrics.label')} headingId={headingId}>
      <MetricCard
        testId="metric-average"
        icon={<StarIcon size={20} />}
        label={t('brandReviews.metrics.average')}
        value={
          <span className="flex flex-wrap items-center gap-x-2">
            {format.number(averageRating, {
              minimumFractionDigits: 1,
              maximumFractionDigits: 2,
            })}
            <Stars rating={averageRating} size={16} />
          </span>
        }
        hint={t('brandReviews.metrics.averageHint', { count: totalReviews })}
      />
      <MetricCard
        testId="metric-total"
        icon={<ChatIcon size={20} />}
        label={t('brandReviews.metrics.total')}
        value={number(totalReviews)}
        hint={t('brandReviews.metrics.totalHint')}
      />
      <MetricCard
        testId="metric-positive"
        icon={<CheckCircleIcon size={20} />}
        label={t('brandReviews.metrics.positive')}
        value={percent(positiveReviewsPercentage)}
        hint={t('brandReviews.metrics.positiveHint')}
      />
      <MetricCard
        testId="metric-trend"
        icon={<ChartIcon size={20} />}
        label={t('brandReviews.metrics.trend')}
        value={
          <span
            className={`inline-flex items-center gap-1.5 ${
              direction === 'up'
                ? 'text-emerald-800'
                : direction === 'down'
                  ? 'text-red-800'
                  : 'text-slate-900'
            }`}
          >
            {direction !== 'steady' && (
              <ArrowUpIcon size={20} className={direction === 'down' ? 'rotate-180' : ''} />
            )}
            <span className="sr-only">{directionText}</span>
            <bdi>{trendValue}</bdi>
          </span>
        }
        hint={t('brandReviews.metrics.trendHint', {
          last: number(trend.last7Days),
          previous: number(trend.previous7Days),
        })}
      />
    </MetricsSection>
  );
}
