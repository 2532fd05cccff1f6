import type { AdminOverview } from '@souk/shared/responses/admin-reports';
import { PanelLink, ReportPanel } from '../../../../components/report-panel';
import { useLanguage, useT } from '../../../../lib/language';
import { countText } from '../../../../lib/report-labels';

/** spec: dashboards §2 "Overview" — the brands section: how many, enabled, disabled, new. */
export function BrandsSection({ brands }: { brands: AdminOverview['brands'] }) {
  const t = useT();
  const language = useLanguage();
  const figures = [
    ['brandsTotal', brands.total],
    ['brandsEnabled', brands.enabled],
    ['brandsDisabled', brands.disabled],
    ['brandsNew', brands.newInRange],
  ] as const;
  return (
    <ReportPanel
      id="admin-brands-title"
      title={t('adminReports.overview.brandsTitle')}
      action={
        <PanelLink to="/dashboard/admin/brands/view-all">
          {t('adminReports.overview.viewBrands')}
        </PanelLink>
      }
    >
      <dl data-testid="admin-brands" className="grid grid-cols-2 gap-3">
        {figures.map(([key, value]) => (
          <div key={key} className="rounded-xl bg-slate-50 p-3">
            <dt className="text-sm text-slate-600">{t(`adminReports.overview.${key}`)}</dt>
            <dd className="text-xl font-bold text-slate-900 tabular-nums">
              {countText(value, language)}
            </dd>
          </div>
        ))}
      </dl>
    </ReportPanel>
  );
}
