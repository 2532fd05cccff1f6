import { useMemo } from 'react';
import { ErrorState } from '../../../components/error-state';
import { ProductGrid, PRODUCT_GRID_CLASS } from '../../../components/product-grid';
import { ProductGridSkeleton } from '../../../components/skeleton';
import { useT } from '../../../lib/language';
import { useHydrated } from '../../../lib/render-hints';
import { readRecentlyViewed, useRecentlyViewedProducts } from '../api/get-recently-viewed';
import { SectionHeader } from './section-header';

/**
 * spec: storefront §2 home — recently viewed: up to 4 products whose ids the browser keeps
 * under recentlyViewed. Nothing shows before a first product is opened.
 */
export function RecentlyViewed() {
  const t = useT();
  // The list lives in this browser: it shows once the page runs here, not in the server's HTML.
  const hydrated = useHydrated();
  const ids = useMemo(() => (hydrated ? readRecentlyViewed() : []), [hydrated]);
  const recent = useRecentlyViewedProducts(ids);
  if (ids.length === 0 || (!recent.isPending && !recent.isError && recent.products.length === 0))
    return null;
  return (
    <section aria-labelledby="recent-title" className="container-page py-10 sm:py-12">
      <SectionHeader
        id="recent-title"
        title={t('catalogue.home.recentTitle')}
        subtitle={t('catalogue.home.recentSubtitle')}
      />
      <div className="mt-6">
        {recent.isPending ? (
          <ProductGridSkeleton
            count={ids.length}
            label={t('catalogue.states.loadingProducts')}
            className={PRODUCT_GRID_CLASS.wide}
          />
        ) : recent.isError ? (
          <ErrorState
            headingLevel={3}
            message={t('catalogue.home.recentFailed')}
            onRetry={recent.refetch}
          />
        ) : (
          <ProductGrid products={recent.products} />
        )}
      </div>
    </section>
  );
}
