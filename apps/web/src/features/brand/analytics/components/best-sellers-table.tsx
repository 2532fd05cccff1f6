import type { BestSeller } from '@souk/shared/responses/brand-reports';
import { Price } from '../../../../components/price';
import { useLanguage, useT } from '../../../../lib/language';
import { countText } from '../../../../lib/report-labels';
import { PanelEmpty, ReportPanel, ReportTable } from '../../../../components/report-panel';

/** The 5 products sold most (units) in the range. */
export function BestSellersTable({ sellers }: { sellers: BestSeller[] }) {
  const t = useT();
  const language = useLanguage();
  return (
    <ReportPanel id="best-sellers-title" title={t('brandDashboard.analytics.bestSellersTitle')}>
      {sellers.length === 0 ? (
        <PanelEmpty>{t('brandDashboard.analytics.bestSellersEmpty')}</PanelEmpty>
      ) : (
        <ReportTable
          testId="best-sellers"
          columns={[
            t('brandDashboard.analytics.product'),
            t('brandDashboard.analytics.units'),
            t('brandDashboard.analytics.revenue'),
          ]}
          rows={sellers.map((seller) => ({
            key: seller.id,
            label: <bdi>{seller.name}</bdi>,
            figures: [
              countText(seller.units, language),
              <Price key="revenue" amount={seller.revenue} />,
            ],
          }))}
        />
      )}
    </ReportPanel>
  );
}
