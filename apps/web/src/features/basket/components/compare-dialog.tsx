import { useEffect, useState, type ReactNode } from 'react';
import { LIMITS } from '@souk/shared/constants';
import type { WishlistProduct } from '@souk/shared/responses/basket';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { CloseIcon } from '../../../components/icons';
import { ProductPrice, RatingSummary } from '../../../components/product-card';
import { ProductImage } from '../../../components/product-image';
import { useT } from '../../../lib/language';
import { useLocalName } from '../../../lib/local-name';

/** spec: storefront §4 "Compare" — a product leaving the comparison fades out over 300 ms. */
export const COMPARE_REMOVAL_MS = 300;

/**
 * spec: storefront §2 "Wishlist" — the compared products side by side, one column each, with the
 * free places shown as empty slots.
 */
export function CompareDialog({
  open,
  products,
  onRemove,
  onReset,
  onClose,
}: {
  open: boolean;
  products: WishlistProduct[];
  onRemove: (id: number) => void;
  onReset: () => void;
  onClose: () => void;
}) {
  const t = useT();
  const localName = useLocalName();
  const [leaving, setLeaving] = useState<number | null>(null);
  useEffect(() => {
    if (leaving === null) return;
    const timer = window.setTimeout(() => {
      onRemove(leaving);
      setLeaving(null);
    }, COMPARE_REMOVAL_MS);
    return () => window.clearTimeout(timer);
  }, [leaving, onRemove]);

  const slots = Array.from({ length: LIMITS.compareMax }, (_, index) => products[index] ?? null);
  const rows: { label: string; cell: (product: WishlistProduct) => ReactNode }[] = [
    { label: t('wishlistPage.rows.price'), cell: (product) => <ProductPrice product={product} /> },
    {
      label: t('wishlistPage.rows.discount'),
      cell: (product) =>
        product.discountPrice > 0
          ? `${Math.round(product.discountPrice)}%`
          : t('wishlistPage.none'),
    },
    {
      label: t('wishlistPage.rows.rating'),
      cell: (product) => (
        <RatingSummary rating={product.averageRating} reviewCount={product.reviewCount} />
      ),
    },
    {
      label: t('wishlistPage.rows.brand'),
      cell: (product) => product.producer ?? product.brandName ?? t('wishlistPage.none'),
    },
    {
      label: t('wishlistPage.rows.category'),
      cell: (product) =>
        product.categoryName
          ? localName({
              name: product.categoryName,
              nameTranslations: product.categoryNameTranslations,
            })
          : t('wishlistPage.none'),
    },
    {
      label: t('wishlistPage.rows.material'),
      cell: (product) => product.material ?? t('wishlistPage.none'),
    },
    {
      label: t('wishlistPage.rows.stock'),
      cell: (product) =>
        product.inStock ? t('wishlistPage.inStock') : t('wishlistPage.outOfStock'),
    },
    {
      label: t('wishlistPage.rows.shipping'),
      cell: (product) =>
        product.freeShipping ? t('wishlistPage.freeShipping') : t('wishlistPage.standardShipping'),
    },
    {
      label: t('wishlistPage.rows.features'),
      cell: (product) =>
        product.features.length > 0 ? (
          <ul className="list-disc ps-4">
            {product.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        ) : (
          t('wishlistPage.none')
        ),
    },
  ];
  const fading = (product: WishlistProduct | null) =>
    product && product.id === leaving ? 'opacity-0' : 'opacity-100';
  const cellClass = 'border-t border-slate-200 p-3 align-top transition-opacity duration-300';

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('wishlistPage.compareTitle')}
      className="w-[min(64rem,calc(100%-2rem))]"
    >
      <div className="relative overflow-x-auto">
        <table className="w-full min-w-[40rem] table-fixed text-sm" data-testid="compare-table">
          <thead>
            <tr>
              <td className="w-32" />
              {slots.map((product, index) =>
                product ? (
                  <th
                    key={product.id}
                    scope="col"
                    className={`p-3 text-start align-top font-normal transition-opacity duration-300 ${fading(product)}`}
                  >
                    <div className="relative">
                      <ProductImage
                        src={product.imageUrl}
                        alt=""
                        sizes="200px"
                        className="aspect-square w-full rounded-xl bg-slate-100"
                      />
                      <button
                        type="button"
                        onClick={() => setLeaving(product.id)}
                        aria-label={t('wishlistPage.compareRemove', { name: product.name })}
                        className="absolute end-2 top-2 rounded-full bg-white/95 p-1.5 text-slate-700 shadow-sm hover:text-red-700"
                      >
                        <CloseIcon size={16} />
                      </button>
                    </div>
                    <p className="mt-2 font-semibold text-slate-900">{product.name}</p>
                  </th>
                ) : (
                  <td
                    key={`empty-${index}`}
                    className="p-3 align-top"
                    data-testid="compare-empty-slot"
                  >
                    <div className="flex aspect-square flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-slate-300 p-3 text-center">
                      <p className="font-semibold text-slate-700">{t('wishlistPage.emptySlot')}</p>
                      <p className="text-xs text-slate-600">{t('wishlistPage.emptySlotBody')}</p>
                    </div>
                  </td>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" className={`${cellClass} text-start font-semibold text-slate-700`}>
                  {row.label}
                </th>
                {slots.map((product, index) => (
                  <td
                    key={product?.id ?? `empty-${index}`}
                    className={`${cellClass} ${fading(product)}`}
                  >
                    {product ? row.cell(product) : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {products.length > 0 && (
        <div className="mt-4 flex justify-end">
          <Button variant="secondary" size="sm" onClick={onReset}>
            {t('wishlistPage.compareReset')}
          </Button>
        </div>
      )}
    </Dialog>
  );
}
