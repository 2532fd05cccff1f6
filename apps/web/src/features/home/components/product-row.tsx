import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/error-state';
import { EmptyState } from '../../../components/empty-state';
import type { ProductSummary } from '../../../components/product-card';
import { ProductGrid, PRODUCT_GRID_CLASS } from '../../../components/product-grid';
import { ProductGridSkeleton } from '../../../components/skeleton';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useT } from '../../../lib/language';
import { SectionHeader } from './section-header';

/** A home section of product cards with its loading, empty and error states. */
export function ProductRow({
  id,
  title,
  subtitle,
  link,
  query,
  count,
  columns = 'wide',
  emptyText,
  className = '',
}: {
  id: string;
  title: ReactNode;
  subtitle?: ReactNode;
  link?: { to: string; label: string };
  query: {
    data: ProductSummary[] | undefined;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  count: number;
  columns?: 'wide' | 'wideFive';
  emptyText: string;
  className?: string;
}) {
  const t = useT();
  return (
    <section aria-labelledby={id} className={`container-page py-10 sm:py-12 ${className}`}>
      <SectionHeader id={id} title={title} subtitle={subtitle} link={link} />
      <div className="mt-6">
        {query.isPending ? (
          <ProductGridSkeleton
            count={count}
            label={t('catalogue.states.loadingProducts')}
            className={PRODUCT_GRID_CLASS[columns]}
          />
        ) : query.isError ? (
          <ErrorState
            headingLevel={3}
            message={apiErrorMessage(query.error, t)}
            onRetry={() => void query.refetch()}
          />
        ) : !query.data || query.data.length === 0 ? (
          <EmptyState title={emptyText} />
        ) : (
          <ProductGrid products={query.data.slice(0, count)} columns={columns} />
        )}
      </div>
    </section>
  );
}
