import type { Product } from '@souk/shared/responses/catalogue';
import { PRODUCT_GRID_CLASS, ProductGrid } from '../../../components/product-grid';
import { ProductGridSkeleton } from '../../../components/skeleton';
import { useT } from '../../../lib/language';
import { SectionHeader } from './section-header';

/**
 * spec: storefront §2 "Customer profile" — 4 recommended products (issue 11: close to what the
 * customer bought or wished for, never one already bought) and a link to /catalogue.
 */
export function RecommendedProducts({ products }: { products: Product[] | undefined }) {
  const t = useT();
  if (products && products.length === 0) return null;
  return (
    <section aria-labelledby="recommended-title" className="space-y-4">
      <SectionHeader
        id="recommended-title"
        title={t('profile.recommended.title')}
        to="/catalogue"
        more={t('profile.recommended.browse')}
      />
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
