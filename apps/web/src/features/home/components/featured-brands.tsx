import { Link } from 'react-router';
import { Avatar } from '../../../components/avatar';
import { Bdi } from '../../../components/bidi';
import { buttonClass } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { StarIcon, StoreIcon } from '../../../components/icons';
import { truncateText } from '../../../components/read-more';
import { Skeleton } from '../../../components/skeleton';
import { mediaUrl } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/language';
import { useFeaturedBrands } from '../api/get-featured-brands';
import { SectionHeader } from './section-header';

/** spec: storefront §9 — brand descriptions on the home page are cut at 60 characters. */
const DESCRIPTION_CHARS = 60;

/**
 * spec: storefront §2 home — the featured brands strip: the first 4 brands by name, with logo,
 * average rating to one decimal and description; a brand opens the catalogue by brand.
 */
export function FeaturedBrands() {
  const t = useT();
  const format = useFormat();
  const brands = useFeaturedBrands();
  return (
    <section aria-labelledby="brands-title" className="bg-white py-10 sm:py-12">
      <div className="container-page">
        <SectionHeader
          id="brands-title"
          title={t('catalogue.home.brandsTitle')}
          subtitle={t('catalogue.home.brandsSubtitle')}
          link={{ to: '/brands', label: t('catalogue.home.allBrands') }}
        />
        <div className="mt-6">
          {brands.isPending ? (
            <div
              role="status"
              aria-busy="true"
              className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
            >
              <span className="sr-only">{t('catalogue.brands.loading')}</span>
              {Array.from({ length: 4 }, (_, index) => (
                <Skeleton key={index} className="h-36 w-full rounded-2xl" />
              ))}
            </div>
          ) : brands.isError ? (
            <ErrorState
              headingLevel={3}
              message={apiErrorMessage(brands.error, t)}
              onRetry={() => void brands.refetch()}
            />
          ) : brands.data.length === 0 ? (
            <EmptyState
              icon={<StoreIcon size={28} />}
              title={t('catalogue.home.noBrands')}
              action={
                <Link to="/brands" className={buttonClass('primary')}>
                  {t('catalogue.home.allBrands')}
                </Link>
              }
            />
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {brands.data.map((brand) => (
                <li key={brand.id}>
                  <Link
                    to={`/catalogue?brand=${brand.id}`}
                    className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-4 transition-colors hover:border-brand-600 hover:bg-white"
                  >
                    <span className="flex items-center gap-3">
                      <Avatar
                        src={mediaUrl(brand.logo)}
                        fallbackSrc="/images/brand-placeholder.svg"
                        name={brand.name}
                        size={48}
                        shape="rounded"
                      />
                      <span className="min-w-0">
                        <Bdi truncate className="font-semibold text-slate-900">
                          {brand.name}
                        </Bdi>
                        <span className="inline-flex items-center gap-1 text-sm text-slate-700">
                          <StarIcon size={14} className="fill-accent-400 text-accent-500" />
                          {format.rating(brand.averageRating)}
                          <span className="sr-only">{t('catalogue.brands.outOfFive')}</span>
                        </span>
                      </span>
                    </span>
                    {brand.description && (
                      <span dir="auto" className="text-sm text-slate-600">
                        {truncateText(brand.description, DESCRIPTION_CHARS)}
                      </span>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
