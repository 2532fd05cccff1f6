import { Link } from 'react-router';
import { buttonClass } from '../../../components/button';
import { CloseIcon } from '../../../components/icons';
import { productPath, ProductPrice } from '../../../components/product-card';
import { ProductImage } from '../../../components/product-image';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useT } from '../../../lib/language';
import { useLocalName } from '../../../lib/local-name';
import { useWishlist, useWishlistChange } from '../api/wishlist';
import { AddToCartButton } from './add-to-cart-panel';
import { PanelStatus } from './panel-status';

export const WISHLIST_PAGE = '/dashboard/profile/wishlist';

/**
 * spec: storefront §2 "Wishlist panel" — a title with the count; per item the image, name,
 * discounted and original price, category and remove; add to cart with the product's colour and
 * size choosers; a button to the wishlist page; an empty state with a shop button.
 */
export function WishlistPanel({ close }: { close: () => void }) {
  const t = useT();
  const localName = useLocalName();
  const wishlist = useWishlist();
  const change = useWishlistChange();

  if (!wishlist.data)
    return (
      <PanelStatus
        loading={t('basket.wishlistPanel.loading')}
        failure={
          wishlist.isError
            ? t('basket.toast.loadWishlistFailed', { reason: apiErrorMessage(wishlist.error, t) })
            : null
        }
      />
    );
  // Newest first, as on the wishlist page's default order.
  const products = [...wishlist.data.products].reverse();
  return (
    <div className="grid gap-4 p-4">
      <h2 className="text-base font-bold text-slate-900">
        {t('basket.wishlistPanel.title', { count: products.length })}
      </h2>
      {products.length === 0 ? (
        <div className="grid justify-items-center gap-3 py-4 text-center">
          <p className="font-semibold text-slate-900">{t('basket.wishlistPanel.empty')}</p>
          <p className="text-sm text-slate-600">{t('basket.wishlistPanel.emptyBody')}</p>
          <Link to="/catalogue" onClick={close} className={buttonClass('primary', 'sm')}>
            {t('basket.wishlistPanel.shop')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="grid max-h-96 gap-4 overflow-y-auto">
            {products.map((product) => (
              <li key={product.id} data-testid="wishlist-panel-item" className="flex gap-3">
                <ProductImage
                  src={product.imageUrl}
                  alt=""
                  sizes="64px"
                  className="size-16 shrink-0 rounded-lg bg-slate-100"
                />
                <div className="min-w-0 flex-1 text-sm">
                  <Link
                    to={productPath(product.id)}
                    onClick={close}
                    className="line-clamp-2 font-semibold text-slate-900 hover:underline"
                  >
                    {product.name}
                  </Link>
                  {product.categoryName && (
                    <p className="text-xs text-slate-600">
                      {localName({
                        name: product.categoryName,
                        nameTranslations: product.categoryNameTranslations,
                      })}
                    </p>
                  )}
                  <ProductPrice product={product} />
                  <AddToCartButton product={product} fullWidth={false} />
                </div>
                <button
                  type="button"
                  onClick={() => change.mutate({ kind: 'remove', productId: product.id })}
                  aria-label={t('basket.removeFromWishlist', { name: product.name })}
                  className="self-start rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-red-700"
                >
                  <CloseIcon size={16} />
                </button>
              </li>
            ))}
          </ul>
          <Link to={WISHLIST_PAGE} onClick={close} className={buttonClass('primary')}>
            {t('basket.wishlistPanel.viewWishlist')}
          </Link>
        </>
      )}
    </div>
  );
}
