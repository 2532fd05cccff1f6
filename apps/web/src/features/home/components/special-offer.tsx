import { Link } from 'react-router';
import { buttonClass } from '../../../components/button';
import { ClockIcon } from '../../../components/shop-icons';
import { useT } from '../../../lib/language';
import { Countdown, offerEndsAt } from './countdown';

/** spec: storefront §2 home — the special-offer block with its countdown, linking to /sale. */
export function SpecialOffer() {
  const t = useT();
  return (
    <section aria-labelledby="offer-title" className="container-page py-10 sm:py-12">
      <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-slate-900 via-brand-900 to-brand-700 p-6 text-white shadow-xl sm:p-10">
        <div
          aria-hidden="true"
          className="absolute -end-10 -top-10 size-56 rounded-full bg-accent-400/25 blur-2xl"
        />
        <div className="relative grid items-center gap-6 lg:grid-cols-[1fr_auto]">
          <div>
            <p className="inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-accent-300">
              <ClockIcon size={16} />
              {t('catalogue.home.offerEyebrow')}
            </p>
            <h2
              id="offer-title"
              className="mt-3 text-2xl font-extrabold tracking-tight sm:text-4xl"
            >
              {t('catalogue.home.offerTitle')}
            </h2>
            <p className="mt-3 max-w-xl text-brand-50">{t('catalogue.home.offerBody')}</p>
          </div>
          <div className="flex flex-col items-start gap-5 lg:items-end">
            <Countdown endOf={offerEndsAt} />
            <Link
              to="/sale"
              className={buttonClass(
                'primary',
                'lg',
                'bg-accent-400! text-slate-900! hover:bg-accent-300!',
              )}
            >
              {t('catalogue.home.offerCta')}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
