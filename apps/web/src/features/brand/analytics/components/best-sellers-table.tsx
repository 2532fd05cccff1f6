import type { BestSeller } from '@souk/shared/responses/brand-reports';
import { Price } from '../../../../components/price';
import { useLanguage, useT } from '../../../../lib/language';
import { countText } from '../../overview/report-labels';
import { bodyCell, headCell, ReportPanel } from './report-panel';

/** The 5 products sold most (units) in the range. */
export function BestSellersTable({ sellers }: { sellers: BestSeller[] }) {
  const t = useT();
  const language = useLanguage();
  return (
    <ReportPanel id="best-sellers-title" title={t('brandDashboard.analytics.bestSellersTitle')}>
      {sellers.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-600">
          {t('brandDashboard.analytics.bestSellersEmpty')}
        </p>
      ) : (
        <table className="w-full text-sm" data-testid="best-sellers">
          <thead className="border-b border-slate-200">
            <tr>
              <th scope="col" className={headCell}>
                {t('brandDashboard.analytics.product')}
              </th>
              <th scope="col" className={`${headCell} text-end`}>
                {t('brandDashboard.analytics.units')}
              </th>
              <th scope="col" className={`${headCell} text-end`}>
                {t('brandDashboard.analytics.revenue')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {sellers.map((seller) => (
              <tr key={seller.id}>
                <th scope="row" className={`${bodyCell} text-start font-medium`}>
                  <bdi>{seller.name}</bdi>
                </th>
                <td className={`${bodyCell} text-end tabular-nums`}>
                  {countText(seller.units, language)}
                </td>
                <td className={`${bodyCell} text-end`}>
                  <Price amount={seller.revenue} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ReportPanel>
  );
}
