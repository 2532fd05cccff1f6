import type { Language } from '@souk/shared/constants';
import { centsToDecimal, toCents } from '@souk/shared/money';
import type { BrandProductsReport } from '@souk/shared/responses/brand-reports';
import type { CsvCell } from '../../../lib/csv-file';
import type { TranslationKey } from '../../../lib/i18n';
import type { TFunction } from '../../../lib/language';
import { trendText } from './components/orders-report';

/**
 * Export Report (dashboards §2 "Analytics"; the spec's button did nothing): exactly the figures
 * the page shows, as CSV rows — headers in the reader's language, amounts with two decimals,
 * days as YYYY-MM-DD and months as YYYY-MM so that a spreadsheet reads them as dates.
 */

/** Dinar with two decimals: 127.5 -> "127.50". */
const amount = (value: number) => centsToDecimal(toCents(value));
/** A change in percent, signed, or empty without a base. */
const change = (value: number | null) => (value === null ? '' : value);

export function reportCsvRows(
  report: BrandProductsReport,
  t: TFunction,
  language: Language,
): CsvCell[][] {
  const { analytics, ordersReport } = report;
  const a = (key: string) => t(`brandDashboard.analytics.${key}` as TranslationKey);
  const best = ordersReport.insights.bestPerformingMonth;
  const totals = analytics.totals;
  return [
    [a('csv.report'), report.brand.name],
    [a('csv.period'), a(`ranges.${analytics.range}`)],
    [a('csv.from'), analytics.from],
    [a('csv.to'), analytics.to],
    [],
    [a('totalsTitle')],
    [a('csv.figure'), a('csv.value'), a('previous'), a('change')],
    [
      a('revenueDt'),
      amount(totals.revenue.value),
      amount(totals.revenue.previous),
      change(totals.revenue.percentChange),
    ],
    [a('orders'), totals.orders.value, totals.orders.previous, change(totals.orders.percentChange)],
    [a('units'), totals.units.value, totals.units.previous, change(totals.units.percentChange)],
    [
      a('averageOrderValueDt'),
      amount(totals.averageOrderValue.value),
      amount(totals.averageOrderValue.previous),
      change(totals.averageOrderValue.percentChange),
    ],
    [],
    [a('chartTitle')],
    [analytics.unit === 'month' ? a('month') : a('day'), a('revenueDt'), a('orders')],
    ...analytics.series.map((point) => [
      analytics.unit === 'month' ? point.period.slice(0, 7) : point.period,
      amount(point.revenue),
      point.orders,
    ]),
    [],
    [a('bestSellersTitle')],
    [a('product'), a('units'), a('revenueDt')],
    ...analytics.bestSellers.map((seller) => [seller.name, seller.units, amount(seller.revenue)]),
    [],
    [a('lowStockTitle')],
    [a('product'), a('inStock'), a('stockLevel')],
    ...analytics.lowStock.map((product) => [product.name, product.quantity, product.stockLevel]),
    [],
    [a('reportTitle')],
    [a('month'), a('orders'), a('reportValue'), a('change')],
    ...ordersReport.monthly.map((month) => [
      month.month,
      month.count,
      amount(month.value),
      change(month.percentChange),
    ]),
    [a('totalOrders'), ordersReport.insights.totalOrders],
    best
      ? [a('bestMonth'), best.month, amount(best.value), best.count]
      : [a('bestMonth'), a('noBestMonth')],
    [a('recentTrend'), trendText(ordersReport.insights.recentTrend, t, language)],
  ];
}

/** souk-report-<brand>-<range>-<last day>.csv, the brand's name made safe for a file name. */
export function reportFileName(report: BrandProductsReport): string {
  const brand =
    report.brand.name
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '') || `brand-${report.brand.id}`;
  return `souk-report-${brand}-${report.analytics.range}-${report.analytics.to}.csv`;
}
