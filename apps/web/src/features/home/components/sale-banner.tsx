import { Link } from 'react-router';
import { ArrowEndIcon } from '../../../components/icons';
import { PercentIcon } from '../../../components/shop-icons';
import { useT } from '../../../lib/language';

/** spec: storefront §2 home — the limited-time banner linking to /sale. */
export function SaleBanner() {
  const t = useT();
  return (
    <section aria-labelledby="sale-banner-title" className="container-page py-4">
      <Link
        to="/sale"
        className="group relative flex flex-col gap-4 overflow-hidden rounded-3xl bg-gradient-to-r from-red-800 via-rose-700 to-accent-500 p-6 text-white shadow-lg sm:flex-row sm:items-center sm:justify-between sm:p-8"
      >
        <span
          aria-hidden="true"
          className="absolute -end-8 -bottom-16 size-48 rounded-full bg-white/10"
        />
        <span className="relative flex items-center gap-4">
          <span className="hidden rounded-2xl bg-white/15 p-3 sm:inline-flex">
            <PercentIcon size={32} />
          </span>
          <span>
            <span className="block text-sm font-semibold uppercase tracking-wider text-accent-300">
              {t('catalogue.home.saleEyebrow')}
            </span>
            <span
              id="sale-banner-title"
              role="heading"
              aria-level={2}
              className="mt-1 block text-2xl font-extrabold sm:text-3xl"
            >
              {t('catalogue.home.saleTitle')}
            </span>
            <span className="mt-1 block text-rose-50">{t('catalogue.home.saleBody')}</span>
          </span>
        </span>
        <span className="relative inline-flex items-center gap-2 self-start rounded-lg bg-white px-5 py-3 font-semibold text-red-800 shadow-sm transition-transform group-hover:translate-x-1 rtl:group-hover:-translate-x-1 sm:self-auto">
          {t('catalogue.home.saleCta')}
          <ArrowEndIcon size={18} className="rtl:-scale-x-100" />
        </span>
      </Link>
    </section>
  );
}
