import { useRef, useState } from 'react';
import { LIMITS } from '@souk/shared/constants';
import type { Product } from '@souk/shared/responses/catalogue';
import { productThumbnailUrl } from '@souk/shared/responses/brand-products';
import { Button } from '../../../../components/button';
import { ProductImage } from '../../../../components/product-image';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { useT } from '../../../../lib/language';
import { toast } from '../../../../lib/toast';
import { useChangeProductImages, type ImageChange } from '../api/product-writes';

const MAX_IMAGES = LIMITS.productAdditionalImagesMax + 1;

/**
 * The images of a product being edited: add, remove, move and make main, each at once through
 * the product's image calls (POST, DELETE /products/{id}/images, PUT .../images/order).
 */
export function ProductImagesEditor({ brandId, product }: { brandId: number; product: Product }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [images, setImages] = useState<string[]>(() =>
    [product.imageUrl, ...product.additionalImages].filter((url): url is string => !!url),
  );
  const change = useChangeProductImages(brandId, product.id);

  const run = async (next: ImageChange) => {
    try {
      const saved = await change.mutateAsync(next);
      setImages([saved.imageUrl, ...saved.additionalImages].filter((url): url is string => !!url));
      toast.success(t('brandProducts.images.changed'));
    } catch (error) {
      toast.error(apiErrorMessage(error, t));
    }
  };

  const reorder = (order: string[]) =>
    run({ kind: 'order', imageUrl: order[0]!, additionalImages: order.slice(1) });

  const move = (from: number, to: number) => {
    const order = [...images];
    const [moved] = order.splice(from, 1);
    order.splice(to, 0, moved!);
    return reorder(order);
  };

  const add = (files: FileList | null) => {
    const chosen = Array.from(files ?? []);
    if (input.current) input.current.value = '';
    const tooLarge = chosen.find((file) => file.size > LIMITS.productImageMaxBytes);
    if (tooLarge) return toast.error(t('brandProducts.form.tooLarge', { name: tooLarge.name }));
    if (chosen.some((file) => !file.type.startsWith('image/')))
      return toast.error(t('brandProducts.form.notImage', { name: '' }));
    if (images.length + chosen.length > MAX_IMAGES)
      return toast.error(t('brandProducts.images.full'));
    if (chosen.length) void run({ kind: 'add', files: chosen });
  };

  return (
    <div className="grid gap-3">
      <ol
        className="grid grid-cols-2 gap-3 sm:grid-cols-3"
        aria-label={t('brandProducts.images.title')}
      >
        {images.map((url, index) => {
          const n = index + 1;
          return (
            <li key={url} className="rounded-xl border border-slate-200 p-2">
              <ProductImage
                src={productThumbnailUrl(url)}
                alt={t('brandProducts.images.imageAlt', { index: n, name: product.name })}
                className="aspect-square w-full rounded-lg"
              />
              {index === 0 ? (
                <p className="mt-2 text-xs font-semibold text-brand-800">
                  {t('brandProducts.images.main')}
                </p>
              ) : (
                <Button
                  size="sm"
                  variant="link"
                  className="mt-2"
                  disabled={change.isPending}
                  aria-label={t('brandProducts.images.makeMainNamed', { index: n })}
                  onClick={() => reorder([url, ...images.filter((other) => other !== url)])}
                >
                  {t('brandProducts.images.makeMain')}
                </Button>
              )}
              <div className="mt-1 flex flex-wrap gap-1">
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={index === 0 || change.isPending}
                  aria-label={t('brandProducts.images.moveEarlier', { index: n })}
                  onClick={() => move(index, index - 1)}
                >
                  <span aria-hidden="true" className="inline-block rtl:rotate-180">
                    ←
                  </span>
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={index === images.length - 1 || change.isPending}
                  aria-label={t('brandProducts.images.moveLater', { index: n })}
                  onClick={() => move(index, index + 1)}
                >
                  <span aria-hidden="true" className="inline-block rtl:rotate-180">
                    →
                  </span>
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-red-700"
                  // the only image stays: a product keeps a main image
                  disabled={images.length <= 1 || change.isPending}
                  aria-label={t('brandProducts.images.remove', { index: n })}
                  onClick={() => run({ kind: 'remove', url })}
                >
                  {t('brandProducts.images.removeShort')}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      {images.length < MAX_IMAGES ? (
        <div>
          <label
            htmlFor={`add-images-${product.id}`}
            className="mb-1.5 block text-sm font-medium text-slate-800"
          >
            {t('brandProducts.images.add')}
          </label>
          <input
            ref={input}
            id={`add-images-${product.id}`}
            type="file"
            accept="image/*"
            multiple
            disabled={change.isPending}
            onChange={(event) => add(event.target.files)}
            className="block w-full text-sm text-slate-700 file:me-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
          />
          <p className="mt-1.5 text-sm text-slate-600">
            {t('brandProducts.images.left', { count: MAX_IMAGES - images.length })}
          </p>
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t('brandProducts.images.full')}</p>
      )}
    </div>
  );
}
