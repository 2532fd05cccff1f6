import { useRef } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { ChevronStartIcon } from '../../../components/icons';
import { ProductImage } from '../../../components/product-image';
import { ChevronEndIcon } from '../../../components/shop-icons';
import { Skeleton } from '../../../components/skeleton';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/language';
import { useRootCategories } from '../api/get-root-categories';
import { SectionHeader } from './section-header';
import { useLocalName } from '../../../lib/local-name';

/**
 * spec: storefront §2 home — the horizontal category list: name, image and product count; a
 * category opens the catalogue filtered by it.
 */
export function CategoryStrip() {
  const t = useT();
  const format = useFormat();
  const local = useLocalName();
  const categories = useRootCategories();
  const scroller = useRef<HTMLUListElement>(null);

  const scrollBy = (direction: 1 | -1) => {
    const element = scroller.current;
    if (!element) return;
    const rtl = getComputedStyle(element).direction === 'rtl';
    element.scrollBy({
      left: direction * (rtl ? -1 : 1) * element.clientWidth * 0.8,
      behavior: 'smooth',
    });
  };
  const arrowClass =
    'hidden rounded-full border border-slate-300 bg-white p-2 text-slate-700 shadow-sm hover:border-brand-600 hover:text-brand-800 sm:inline-flex';

  return (
    <section
      id="categories"
      aria-labelledby="categories-title"
      tabIndex={-1}
      className="container-page scroll-mt-20 py-10 focus:outline-none sm:py-12"
    >
      <div className="flex items-end justify-between gap-4">
        <SectionHeader
          id="categories-title"
          title={t('catalogue.home.categoriesTitle')}
          subtitle={t('catalogue.home.categoriesSubtitle')}
        />
        <div className="flex gap-2">
          <button
            type="button"
            className={arrowClass}
            onClick={() => scrollBy(-1)}
            aria-label={t('catalogue.home.scrollBack')}
          >
            <ChevronStartIcon size={18} className="rtl:-scale-x-100" />
          </button>
          <button
            type="button"
            className={arrowClass}
            onClick={() => scrollBy(1)}
            aria-label={t('catalogue.home.scrollForward')}
          >
            <ChevronEndIcon size={18} className="rtl:-scale-x-100" />
          </button>
        </div>
      </div>
      <div className="mt-6">
        {categories.isPending ? (
          <div role="status" aria-busy="true" className="flex gap-4 overflow-hidden">
            <span className="sr-only">{t('catalogue.home.loadingCategories')}</span>
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} className="aspect-[16/11] w-52 shrink-0 rounded-2xl" />
            ))}
          </div>
        ) : categories.isError ? (
          <ErrorState
            headingLevel={3}
            message={apiErrorMessage(categories.error, t)}
            onRetry={() => void categories.refetch()}
          />
        ) : (
          <ul
            ref={scroller}
            className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto scroll-smooth px-4 pb-3 sm:mx-0 sm:scroll-px-0 sm:px-0"
          >
            {categories.data.map((category) => (
              <li key={category.id} className="w-44 shrink-0 snap-start sm:w-52">
                <Link
                  to={`/catalogue?category=${category.id}`}
                  className="group block overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
                >
                  <ProductImage
                    src={category.imageUrl}
                    alt=""
                    className="aspect-video w-full transition-transform duration-300 group-hover:scale-105"
                  />
                  <span className="block px-3 py-2.5">
                    <span className="block truncate font-semibold text-slate-900">
                      {local(category)}
                    </span>
                    <span className="block text-sm text-slate-600">
                      {t('catalogue.home.productCount', {
                        count: category.productCount,
                        formatted: format.count(category.productCount),
                      })}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
