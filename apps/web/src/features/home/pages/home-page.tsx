import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { NewsletterBlock } from '../../../components/newsletter-block';
import { buttonClass } from '../../../components/button';
import {
  ArrowEndIcon,
  LifeBuoyIcon,
  RotateIcon,
  ShieldIcon,
  TruckIcon,
} from '../../../components/icons';
import { useShippingBenefit } from '../../../components/shipping-rule-texts';
import { useT } from '../../../lib/language';
import { usePageTitle } from '../../../lib/use-page-title';
import { COLLECTION_SIZE, useCollectionProducts } from '../api/get-collection-products';
import { FEATURED_SHOWN, useFeaturedProducts } from '../api/get-featured-products';
import { CategoryStrip } from '../components/category-strip';
import { FeaturedBrands } from '../components/featured-brands';
import { FloatingActions } from '../components/floating-actions';
import { ProductRow } from '../components/product-row';
import { RecentlyViewed } from '../components/recently-viewed';
import { SaleBanner } from '../components/sale-banner';
import { SpecialOffer } from '../components/special-offer';
import type { TranslationKey } from '../../../lib/i18n';

/**
 * spec: storefront §2 home — the three fixed curated collections. The catalogue takes tag text
 * and category names, so the links read as the collections do.
 */
const COLLECTIONS: { id: string; filter: string; title: TranslationKey; body: TranslationKey }[] = [
  {
    id: 'summer',
    filter: 'tag=summer',
    title: 'catalogue.home.collections.summerTitle',
    body: 'catalogue.home.collections.summerBody',
  },
  {
    id: 'office',
    filter: 'category=office',
    title: 'catalogue.home.collections.officeTitle',
    body: 'catalogue.home.collections.officeBody',
  },
  {
    id: 'eco',
    filter: 'tag=eco-friendly',
    title: 'catalogue.home.collections.ecoTitle',
    body: 'catalogue.home.collections.ecoBody',
  },
];

function Collection({ collection }: { collection: (typeof COLLECTIONS)[number] }) {
  const t = useT();
  const products = useCollectionProducts(collection.filter);
  return (
    <ProductRow
      id={`collection-${collection.id}`}
      title={t(collection.title)}
      subtitle={t(collection.body)}
      link={{ to: `/catalogue?${collection.filter}`, label: t('catalogue.home.viewCollection') }}
      query={{ ...products, data: products.data?.content }}
      count={COLLECTION_SIZE}
      emptyText={t('catalogue.home.collectionEmpty')}
    />
  );
}

function Benefits() {
  const t = useT();
  // the admin's shipping rule, with its figures (decision 025)
  const shipping = useShippingBenefit();
  const benefits = [
    { Icon: TruckIcon, ...shipping },
    {
      Icon: RotateIcon,
      title: t('home.benefits.returnsTitle'),
      body: t('home.benefits.returnsBody'),
    },
    {
      Icon: ShieldIcon,
      title: t('home.benefits.paymentTitle'),
      body: t('home.benefits.paymentBody'),
    },
    {
      Icon: LifeBuoyIcon,
      title: t('home.benefits.supportTitle'),
      body: t('home.benefits.supportBody'),
    },
  ];
  return (
    <section aria-labelledby="benefits-title" className="container-page py-10 sm:py-12">
      <h2
        id="benefits-title"
        className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
      >
        {t('home.benefitsTitle')}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.map(({ Icon, title, body }) => (
          <li key={title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <span className="inline-flex rounded-xl bg-brand-50 p-2.5 text-brand-700">
              <Icon size={22} />
            </span>
            <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
            <p className="mt-1 text-sm text-slate-600">{body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /home — spec: storefront §2 "Home": hero (its call to action scrolls to the categories),
 * category strip, five random featured products, limited-time banner, featured brands, the three
 * curated collections, four benefit cards, recently viewed, the special offer with its countdown,
 * the newsletter block, scroll-to-top after 500 px and the chat button.
 */
export default function HomePage() {
  usePageTitle('home.title');
  const t = useT();
  const featured = useFeaturedProducts();

  const toCategories = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById('categories');
    if (!target) return;
    event.preventDefault();
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  };

  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <div
          aria-hidden="true"
          className="absolute -end-24 -top-24 size-80 rounded-full bg-accent-400/20 blur-2xl"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-32 start-1/4 size-72 rounded-full bg-brand-500/30 blur-3xl"
        />
        <div className="container-page relative py-16 sm:py-24">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-300">
            {t('home.heroEyebrow')}
          </p>
          <h1 className="mt-3 max-w-2xl text-3xl font-extrabold tracking-tight sm:text-5xl">
            {t('home.heroTitle')}
          </h1>
          <p className="mt-5 max-w-xl text-base text-brand-50 sm:text-lg">{t('home.heroBody')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a
              href="#categories"
              onClick={toCategories}
              className={buttonClass(
                'primary',
                'lg',
                'bg-accent-400! text-slate-900! hover:bg-accent-300!',
              )}
            >
              {t('home.heroCta')}
              <ArrowEndIcon size={18} className="rotate-90" />
            </a>
            <Link
              to="/brands"
              className={buttonClass(
                'secondary',
                'lg',
                'border-white/40! bg-white/10! text-white! hover:bg-white/20!',
              )}
            >
              {t('home.heroSecondary')}
            </Link>
          </div>
        </div>
      </section>

      <CategoryStrip />

      <ProductRow
        id="featured-title"
        title={t('catalogue.home.featuredTitle')}
        subtitle={t('catalogue.home.featuredSubtitle')}
        link={{ to: '/catalogue', label: t('catalogue.home.shopAll') }}
        query={featured}
        count={FEATURED_SHOWN}
        columns="wideFive"
        emptyText={t('catalogue.home.featuredEmpty')}
        className="pt-2 sm:pt-4"
      />

      <div className="below-fold">
        <SaleBanner />
      </div>

      <div className="below-fold mt-8">
        <FeaturedBrands />
      </div>

      {COLLECTIONS.map((collection) => (
        <div key={collection.id} className="below-fold">
          <Collection collection={collection} />
        </div>
      ))}

      <div className="below-fold bg-white">
        <Benefits />
      </div>

      <RecentlyViewed />

      <div className="below-fold">
        <SpecialOffer />
      </div>

      <div className="below-fold container-page pb-12 sm:pb-16">
        <NewsletterBlock />
      </div>

      <FloatingActions />
    </>
  );
}
