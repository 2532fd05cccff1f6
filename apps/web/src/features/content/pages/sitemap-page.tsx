import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useFormat } from '../../../lib/format';
import type { Translation, TranslationKey } from '../../../lib/i18n';
import { useT } from '../../../lib/language';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAllBrands } from '../api/get-all-brands';
import { useCategoryTree } from '../api/get-category-tree';
import { PageHeader } from '../components/page-header';
import { useLocalName } from '../../../lib/local-name';

type PageKey = keyof Translation['content']['sitemap']['pages'];

/** Every public page of the storefront, grouped (server: /sitemap.xml lists the same pages). */
const PAGE_GROUPS: { title: TranslationKey; pages: { to: string; key: PageKey }[] }[] = [
  {
    title: 'content.sitemap.shop',
    pages: [
      { to: '/home', key: 'home' },
      { to: '/catalogue', key: 'catalogue' },
      { to: '/brands', key: 'brands' },
      { to: '/sale', key: 'sale' },
    ],
  },
  {
    title: 'content.sitemap.support',
    pages: [
      { to: '/help', key: 'help' },
      { to: '/contact-us', key: 'contact' },
    ],
  },
  {
    title: 'content.sitemap.blog',
    pages: [
      { to: '/article', key: 'article' },
      { to: '/articles', key: 'articles' },
    ],
  },
  {
    title: 'content.sitemap.legal',
    pages: [
      { to: '/terms', key: 'terms' },
      { to: '/privacy', key: 'privacy' },
      { to: '/cookies', key: 'cookies' },
    ],
  },
  {
    title: 'content.sitemap.account',
    pages: [
      { to: '/login', key: 'login' },
      { to: '/signup', key: 'signup' },
    ],
  },
];

// Always underlined: a category link sits in a line of text beside its product count, and
// colour alone would not tell the link apart (WCAG 1.4.1).
const linkClass = 'text-brand-800 underline underline-offset-2 hover:decoration-2';

function LiveList({
  titleId,
  title,
  loadingLabel,
  query,
  children,
}: {
  titleId: string;
  title: string;
  loadingLabel: string;
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  children: ReactNode;
}) {
  const t = useT();
  return (
    <section aria-labelledby={titleId} aria-busy={query.isPending}>
      <h2 id={titleId} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">
        {query.isPending ? (
          <div role="status">
            <span className="sr-only">{loadingLabel}</span>
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {Array.from({ length: 6 }, (_, index) => (
                <Skeleton key={index} className="h-5 w-40" />
              ))}
            </div>
          </div>
        ) : query.isError ? (
          <ErrorState
            headingLevel={3}
            title={t('content.loadFailed')}
            message={apiErrorMessage(query.error, t)}
            onRetry={() => void query.refetch()}
            retryLabel={t('content.retry')}
          />
        ) : (
          children
        )}
      </div>
    </section>
  );
}

/**
 * /sitemap — every public page, then the categories with their subcategories and the brands, from
 * live data.
 */
export default function SitemapPage() {
  usePageTitle('content.sitemap.title');
  const t = useT();
  const format = useFormat();
  const local = useLocalName();
  const categories = useCategoryTree();
  const brands = useAllBrands();
  const productCount = (category: { productCount: number }) =>
    t('content.sitemap.productCount', {
      count: category.productCount,
      formatted: format.count(category.productCount),
    });

  return (
    <>
      <PageHeader title={t('content.sitemap.title')} subtitle={t('content.sitemap.subtitle')} />
      <div className="container-page space-y-12 py-10 sm:py-14">
        <section aria-labelledby="sitemap-pages">
          <h2 id="sitemap-pages" className="text-xl font-bold text-slate-900">
            {t('content.sitemap.pagesTitle')}
          </h2>
          <div className="mt-4 grid gap-8 sm:grid-cols-2 lg:grid-cols-5">
            {PAGE_GROUPS.map((group) => (
              // Named apart from the footer's own Legal and Support navigation (axe landmark-unique).
              <nav
                key={group.title}
                aria-label={t('content.sitemap.groupLabel', { group: t(group.title) })}
              >
                <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600">
                  {t(group.title)}
                </h3>
                <ul className="mt-3 space-y-2">
                  {group.pages.map((page) => (
                    <li key={page.to}>
                      <Link to={page.to} className={linkClass}>
                        {t(`content.sitemap.pages.${page.key}`)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </section>

        <LiveList
          titleId="sitemap-categories"
          title={t('content.sitemap.categoriesTitle')}
          loadingLabel={t('content.sitemap.loadingCategories')}
          query={categories}
        >
          {categories.data && categories.data.length > 0 ? (
            <ul className="gap-x-8 sm:columns-2 lg:columns-3" data-testid="sitemap-categories">
              {categories.data.map((category) => (
                <li key={category.id} className="mb-4 break-inside-avoid">
                  <Link
                    to={`/catalogue?category=${category.id}`}
                    className={`${linkClass} font-semibold`}
                  >
                    {local(category)}
                  </Link>{' '}
                  <span className="text-sm text-slate-600">({productCount(category)})</span>
                  {category.subcategories.length > 0 && (
                    <ul className="mt-1.5 space-y-1 border-s border-slate-200 ps-4 text-sm">
                      {category.subcategories.map((subcategory) => (
                        <li key={subcategory.id}>
                          <Link
                            to={`/catalogue?category=${category.id}&subcategories=${subcategory.id}`}
                            className={linkClass}
                          >
                            {local(subcategory)}
                          </Link>{' '}
                          <span className="text-slate-600">({productCount(subcategory)})</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-600">{t('content.sitemap.none')}</p>
          )}
        </LiveList>

        <LiveList
          titleId="sitemap-brands"
          title={t('content.sitemap.brandsTitle')}
          loadingLabel={t('content.sitemap.loadingBrands')}
          query={brands}
        >
          {brands.data && brands.data.length > 0 ? (
            <ul
              className="grid gap-x-8 gap-y-2 sm:grid-cols-2 lg:grid-cols-4"
              data-testid="sitemap-brands"
            >
              {brands.data.map((brand) => (
                <li key={brand.id}>
                  <Link to={`/catalogue?brand=${brand.id}`} className={linkClass}>
                    {brand.name}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-600">{t('content.sitemap.none')}</p>
          )}
        </LiveList>
      </div>
    </>
  );
}
