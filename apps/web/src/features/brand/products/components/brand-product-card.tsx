import type { Product } from '@souk/shared/responses/catalogue';
import { productThumbnailUrl } from '@souk/shared/responses/brand-products';
import { Button } from '../../../../components/button';
import { Price } from '../../../../components/price';
import { ProductImage } from '../../../../components/product-image';
import { useT } from '../../../../lib/language';
import { StockBadge } from './stock-badge';

/** spec: dashboards §2 — a product card: image, name, price with its discount, stock, actions. */
export function BrandProductCard({
  product,
  onDetails,
  onEdit,
  onDelete,
}: {
  product: Product;
  onDetails: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useT();
  const discounted = product.discountPrice > 0;
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <ProductImage
        src={productThumbnailUrl(product.imageUrl)}
        alt=""
        className="aspect-[4/3] w-full"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <StockBadge quantity={product.quantity} />
          {!product.active && (
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-300">
              {t('brandProducts.card.inactive')}
            </span>
          )}
        </div>
        <h3 className="line-clamp-2 font-semibold text-slate-900">{product.name}</h3>
        <p className="text-xs text-slate-600">
          {t('brandProducts.card.sku', { sku: product.sku })}
        </p>
        <p className="flex flex-wrap items-baseline gap-2">
          <Price amount={product.discountedPrice} className="font-bold text-slate-900" />
          {discounted && (
            <>
              <s className="text-sm text-slate-500">
                <span className="sr-only">{t('brandProducts.card.was')} </span>
                <Price amount={product.price} />
              </s>
              <span className="text-xs font-semibold text-red-700">
                {t('brandProducts.card.off', { percent: product.discountPrice })}
              </span>
            </>
          )}
        </p>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Button
            size="sm"
            variant="secondary"
            onClick={onDetails}
            aria-label={t('brandProducts.card.detailsNamed', { name: product.name })}
          >
            {t('brandProducts.card.details')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={onEdit}
            aria-label={t('brandProducts.card.editNamed', { name: product.name })}
          >
            {t('brandProducts.card.edit')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-red-700"
            onClick={onDelete}
            aria-label={t('brandProducts.card.deleteNamed', { name: product.name })}
          >
            {t('brandProducts.card.delete')}
          </Button>
        </div>
      </div>
    </article>
  );
}
