import { Link } from 'react-router';
import type { TopRatedProduct } from '@souk/shared/responses/brand-reports';
import { Price } from '../../../../components/price';
import { ProductImage } from '../../../../components/product-image';
import { Stars } from '../../../../components/stars';
import { useT } from '../../../../lib/language';

/** spec: dashboards §2 "Overview", §9 — the 4 best-rated products, linking to the products page. */
export function TopRatedProducts({ products }: { products: TopRatedProduct[] }) {
  const t = useT();
  return (
    <section
      aria-labelledby="top-rated-title"
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id="top-rated-title" className="text-lg font-semibold text-slate-900">
          {t('brandDashboard.overview.topRatedTitle')}
        </h2>
        <Link
          to="/dashboard/brand/products"
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          {t('brandDashboard.overview.viewProducts')}
        </Link>
      </div>
      {products.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-600">
          {t('brandDashboard.overview.topRatedEmpty')}
        </p>
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
    </section>
  );
}
