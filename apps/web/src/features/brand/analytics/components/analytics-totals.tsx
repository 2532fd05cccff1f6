import type { BrandAnalytics } from '@souk/shared/responses/brand-reports';
import { ChartIcon, ReceiptIcon, TagIcon, BoxIcon } from '../../../../components/icons';
import { MetricCard } from '../../../../components/metric-card';
import { Price } from '../../../../components/price';
import { ShortPrice } from '../../../../components/short-price';
import { useLanguage, useT } from '../../../../lib/language';
import { countText, RANGE_PERIOD } from '../../../../lib/report-labels';
import { GrowthHint } from './growth-hint';

/** The range's totals with their growth against the period of the same length before. */
export function AnalyticsTotals({ analytics }: { analytics: BrandAnalytics }) {
  const t = useT();
  const language = useLanguage();
  const { totals } = analytics;
  // decision 029: every figure states its period — the range chosen
  const period = t(`money.period.${RANGE_PERIOD[analytics.range]}`);
  return (
    <section aria-labelledby="analytics-totals-title">
      <h2 id="analytics-totals-title" className="sr-only">
        {t('brandDashboard.analytics.totalsTitle')}
      </h2>
      <dl data-testid="analytics-totals" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <MetricCard
          label={t('brandDashboard.analytics.revenue')}
          period={period}
          value={<ShortPrice amount={totals.revenue.value} />}
          hint={<GrowthHint figure={totals.revenue} />}
          icon={<TagIcon size={22} />}
        />
        <MetricCard
          label={t('brandDashboard.analytics.orders')}
          period={period}
          value={countText(totals.orders.value, language)}
          hint={<GrowthHint figure={totals.orders} />}
          icon={<ReceiptIcon size={22} />}
        />
        <MetricCard
          label={t('brandDashboard.analytics.units')}
          period={period}
          value={countText(totals.units.value, language)}
          hint={<GrowthHint figure={totals.units} />}
          icon={<BoxIcon size={22} />}
        />
        <MetricCard
          label={t('brandDashboard.analytics.averageOrderValue')}
          period={period}
          value={<Price amount={totals.averageOrderValue.value} />}
          hint={<GrowthHint figure={totals.averageOrderValue} />}
          icon={<ChartIcon size={22} />}
        />
      </dl>
    </section>
  );
}
