import type { ReactNode } from 'react';
import type { Product } from '@souk/shared/responses/catalogue';
import { Price } from '../../../../components/price';
import { ProductImage } from '../../../../components/product-image';
import { useFormat } from '../../../../lib/format';
import { useT } from '../../../../lib/language';
import { useLocalName } from '../../../../lib/local-name';
import { StockBadge } from './stock-badge';

/** The details modal's body: every field of the brand product as read (dashboards §3). */
export function ProductDetails({ product }: { product: Product }) {
  const t = useT();
  const format = useFormat();
  const localName = useLocalName();
  const none = t('brandProducts.details.none');
  const list = (values: string[]) => (values.length ? values.join(', ') : none);
  const field = (key: string) => t(`brandProducts.form.fields.${key}` as never);
  const rows: Array<[string, ReactNode]> = [
    [field('description'), product.description],
    [field('price'), <Price key="price" amount={product.price} />],
    [field('discountPrice'), `${format.count(product.discountPrice)} %`],
    [t('brandProducts.details.finalPrice'), <Price key="final" amount={product.discountedPrice} />],
    [field('quantity'), <StockBadge key="stock" quantity={product.quantity} />],
    [field('stockLevel'), format.count(product.stockLevel)],
    [field('sku'), product.sku],
    [field('barcode'), product.barcode],
    [
      field('category'),
      product.categoryName
        ? localName({
            name: product.categoryName,
            nameTranslations: product.categoryNameTranslations,
          })
        : none,
    ],
    [field('subcategories'), list(product.subcategories.map(localName))],
    [field('tags'), list(product.tags.map(localName))],
    [field('sizes'), list(product.sizes)],
    [field('colors'), list(product.colors)],
    [field('features'), list(product.features)],
    [
      field('weight'),
      product.weight === null
        ? none
        : t('brandProducts.details.kilograms', { weight: format.count(product.weight) }),
    ],
    [field('dimensions'), product.dimensions ?? none],
    [field('material'), product.material ?? none],
    [field('care'), product.care ?? none],
    [field('origin'), product.origin ?? none],
    [field('fit'), product.fit ?? none],
    [t('brandProducts.details.producer'), product.producer ?? none],
    [
      t('brandProducts.details.rating'),
      t('brandProducts.details.ratingValue', {
        rating: format.count(product.averageRating),
        count: product.reviewCount,
      }),
    ],
    [
      field('freeShipping'),
      product.freeShipping ? t('brandProducts.details.yes') : t('brandProducts.details.no'),
    ],
    [
      t('brandProducts.details.status'),
      product.active ? t('brandProducts.details.active') : t('brandProducts.details.inactive'),
    ],
    [
      t('brandProducts.details.featured'),
      product.featured ? t('brandProducts.details.yes') : t('brandProducts.details.no'),
    ],
  ];
  const images = [product.imageUrl, ...product.additionalImages].filter(
    (url): url is string => !!url,
  );
  return (
    <div className="grid gap-4">
      <ul className="flex gap-2 overflow-x-auto" aria-label={t('brandProducts.images.title')}>
        {images.map((url, index) => (
          <li key={url} className="shrink-0">
            <ProductImage
              src={url}
              alt={t('brandProducts.images.imageAlt', { index: index + 1, name: product.name })}
              className="size-28 rounded-lg"
            />
          </li>
        ))}
      </ul>
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[10rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-semibold text-slate-700">{label}</dt>
            <dd className="text-sm break-words whitespace-pre-line text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
