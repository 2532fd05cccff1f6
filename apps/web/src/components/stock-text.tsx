import { LIMITS } from '@souk/shared/constants';
import { useT } from '../lib/language';

/** "In stock", "Only N left" or "Out of stock" (the product page and the add-to-cart panel). */
export function StockText({ quantity }: { quantity: number }) {
  const t = useT();
  if (quantity <= 0)
    return (
      <p className="text-sm font-semibold text-red-700">{t('catalogue.product.outOfStock')}</p>
    );
  if (quantity <= LIMITS.lowStockThreshold)
    return (
      <p className="text-sm font-semibold text-amber-800">
        {t('catalogue.product.lowStock', { count: quantity })}
      </p>
    );
  return <p className="text-sm font-semibold text-emerald-800">{t('catalogue.product.inStock')}</p>;
}
