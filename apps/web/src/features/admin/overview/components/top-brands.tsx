import type { RatedBrand } from '@souk/shared/responses/admin-reports';
import { PanelEmpty, ReportPanel } from '../../../../components/report-panel';
import { Stars } from '../../../../components/stars';
import { useFormat } from '../../../../lib/format';
import { useT } from '../../../../lib/language';

/** spec: dashboards §2, §9 — the top 3 brands by rating, with their number of reviews. */
export function TopBrands({ brands }: { brands: readonly RatedBrand[] }) {
  const t = useT();
  const format = useFormat();
  return (
    <ReportPanel id="admin-top-brands-title" title={t('adminReports.overview.topBrandsTitle')}>
      {brands.length === 0 ? (
        <PanelEmpty>{t('adminReports.overview.topBrandsEmpty')}</PanelEmpty>
      ) : (
        <ol data-testid="admin-top-brands" className="flex flex-col divide-y divide-slate-100">
          {brands.map((brand, index) => (
            <li key={brand.id} className="flex items-center gap-3 py-2.5">
              <span
                aria-hidden="true"
                className="grid size-7 place-items-center rounded-full bg-brand-50 text-sm font-bold text-brand-800"
              >
                {format.count(index + 1)}
              </span>
              <span className="flex-1 font-medium text-slate-900">{brand.name}</span>
              <span className="flex flex-col items-end text-sm text-slate-700">
                <Stars rating={brand.averageRating} />
                {t('adminReports.overview.reviewCount', {
                  count: format.count(brand.reviewCount),
                })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </ReportPanel>
  );
}
