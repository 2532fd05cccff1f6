import type { TopRatedProduct } from '@souk/shared/responses/brand-reports';
import { Price } from '../../../../components/price';
import { ProductImage } from '../../../../components/product-image';
import { Stars } from '../../../../components/stars';
import { useT } from '../../../../lib/language';
import { PanelEmpty, PanelLink, ReportPanel } from '../../../../components/report-panel';

/** spec: dashboards §2 "Overview", §9 — the 4 best-rated products, linking to the products page. */
export function TopRatedProducts({ products }: { products: TopRatedProduct[] }) {
  const t = useT();
  return (
    <ReportPanel
      id="top-rated-title"
      title={t('brandDashboard.overview.topRatedTitle')}
      action={
        <PanelLink to="/dashboard/brand/products">
          {t('brandDashboard.overview.viewProducts')}
        </PanelLink>
      }
    >
      {products.length === 0 ? (
        <PanelEmpty>{t('brandDashboard.overview.topRatedEmpty')}</PanelEmpty>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100">
          {products.map((product) => (
            <li
              key={product.id}
              data-testid="top-rated-product"
              className="flex items-center gap-3 py-2.5"
            >
              <ProductImage
                src={product.imageUrl}
                alt=""
                className="size-12 shrink-0 rounded-lg object-cover"
              />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-slate-900">
                  <bdi>{product.name}</bdi>
                  {!product.active && (
                    <span className="ms-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                      {t('brandDashboard.overview.inactive')}
                    </span>
                  )}
                </p>
                <p className="flex items-center gap-2 text-xs text-slate-600">
                  <Stars rating={product.averageRating} size={14} />
                  <span>
                    {t('brandDashboard.overview.reviews', { count: product.reviewCount })}
                  </span>
                </p>
              </div>
              <Price amount={product.price} className="text-sm font-semibold text-slate-900" />
            </li>
          ))}
        </ul>
      )}
    </ReportPanel>
  );
}
