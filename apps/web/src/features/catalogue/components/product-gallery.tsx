import { useState } from 'react';
import { ChevronStartIcon } from '../../../components/icons';
import { ProductImage } from '../../../components/product-image';
import { ChevronEndIcon } from '../../../components/shop-icons';
import { useT } from '../../../lib/language';

/** The product's picture and its additional images: thumbnails and previous / next. */
export function ProductGallery({ name, images }: { name: string; images: string[] }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const count = images.length;
  const current = Math.min(index, Math.max(count - 1, 0));
  const move = (step: number) => setIndex((current + step + count) % count);

  return (
    <div className="flex flex-col gap-3">
      <div className="relative overflow-hidden rounded-2xl border border-slate-200 bg-white">
        <ProductImage
          src={images[current]}
          alt={
            count > 1 ? t('catalogue.product.imageOf', { name, index: current + 1, count }) : name
          }
          eager
          sizes="(min-width: 1024px) 50vw, 100vw"
          className="aspect-square w-full"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => move(-1)}
              aria-label={t('catalogue.product.previousImage')}
              className="absolute start-3 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 text-slate-800 shadow-md hover:bg-white"
            >
              <ChevronStartIcon size={20} className="rtl:-scale-x-100" />
            </button>
            <button
              type="button"
              onClick={() => move(1)}
              aria-label={t('catalogue.product.nextImage')}
              className="absolute end-3 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 text-slate-800 shadow-md hover:bg-white"
            >
              <ChevronEndIcon size={20} className="rtl:-scale-x-100" />
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={t('catalogue.product.images')}>
          {images.map((image, position) => (
            <li key={`${image}-${position}`} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(position)}
                aria-label={t('catalogue.product.showImage', { index: position + 1, count })}
                aria-current={position === current ? 'true' : undefined}
                className={`block overflow-hidden rounded-xl border-2 ${
                  position === current
                    ? 'border-brand-700'
                    : 'border-transparent hover:border-slate-300'
                }`}
              >
                <ProductImage src={image} alt="" className="size-16 sm:size-20" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
