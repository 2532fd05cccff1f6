import type { ReactNode } from 'react';
import { ProductCard, type ProductSummary } from './product-card';

/** Columns for a full-width row of cards and for a list beside a sidebar. */
export const PRODUCT_GRID_CLASS = {
  wide: 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4',
  wideFive: 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-5',
  beside: 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 xl:grid-cols-4',
  list: 'grid gap-3 sm:gap-4',
} as const;

/** Product cards in a grid or a list; the first `eagerCount` pictures load at once. */
export function ProductGrid({
  products,
  layout = 'grid',
  columns = 'wide',
  eagerCount = 0,
  headingLevel = 3,
  renderActions,
}: {
  products: ProductSummary[];
  layout?: 'grid' | 'list';
  columns?: Exclude<keyof typeof PRODUCT_GRID_CLASS, 'list'>;
  eagerCount?: number;
  headingLevel?: 2 | 3 | 4;
  /** The commerce issue's controls for a card (wishlist, add to cart). */
  renderActions?: (product: ProductSummary) => { top?: ReactNode; footer?: ReactNode };
}) {
  return (
    <ul className={layout === 'list' ? PRODUCT_GRID_CLASS.list : PRODUCT_GRID_CLASS[columns]}>
      {products.map((product, index) => {
        const actions = renderActions?.(product);
        return (
          <li key={product.id} className="min-w-0">
            <ProductCard
              product={product}
              layout={layout}
              eager={index < eagerCount}
              headingLevel={headingLevel}
              topActions={actions?.top}
              footer={actions?.footer}
            />
          </li>
        );
      })}
    </ul>
  );
}
