import { Link } from 'react-router';
import type { Product } from '@souk/shared/responses/catalogue';
import { ArrowEndIcon } from '../../../components/icons';
import { PRODUCT_GRID_CLASS, ProductGrid } from '../../../components/product-grid';
import { ProductGridSkeleton } from '../../../components/skeleton';
import { useT } from '../../../lib/language';

/**
 * spec: storefront §2 "Customer profile" — 4 recommended products (issue 11: close to what the
 * customer bought or wished for, never one already bought) and a link to /catalogue.
 */
export function RecommendedProducts({ products }: { products: Product[] | undefined }) {
  const t = useT();
  if (products && products.length === 0) return null;
  return (
    <section aria-labelledby="recommended-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="recommended-title" className="text-lg font-bold text-slate-900">
          {t('profile.recommended.title')}
        </h2>
        <Link
          to="/catalogue"
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          {t('profile.recommended.browse')}
          <ArrowEndIcon size={16} className="rtl:-scale-x-100" />
        </Link>
      </div>
      {products ? (
        <div data-testid="recommended-products">
          <ProductGrid products={products} columns="beside" />
        </div>
      ) : (
        <ProductGridSkeleton
          count={4}
          label={t('profile.recommended.loading')}
          className={PRODUCT_GRID_CLASS.beside}
        />
      )}
    </section>
  );
}
