import { Link } from 'react-router';
import type { TranslationKey } from '../../../lib/i18n';
import { useT } from '../../../lib/language';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { usePageTitle } from '../../../lib/use-page-title';
import { PageHeader } from '../components/page-header';

type StorageEntry = {
  storage: 'localStorage' | 'sessionStorage' | 'cookie';
  kind: 'essential' | 'preference' | 'statistics';
  lifetime: 'untilLogout' | 'untilTabClosed' | 'untilCleared' | 'untilUsed' | 'oneYear';
};

/**
 * spec: storefront §3 — the browser storage keys. Keyed by lib/storage-keys.ts, so a key added
 * there does not compile until this page explains it.
 */
const ENTRIES: Record<keyof typeof STORAGE_KEYS, StorageEntry> = {
  authStore: { storage: 'localStorage', kind: 'essential', lifetime: 'untilLogout' },
  authToken: { storage: 'localStorage', kind: 'essential', lifetime: 'untilLogout' },
  loginTimestamp: { storage: 'sessionStorage', kind: 'essential', lifetime: 'untilTabClosed' },
  redirectAfterLogin: { storage: 'localStorage', kind: 'essential', lifetime: 'untilUsed' },
  cartStorage: { storage: 'localStorage', kind: 'essential', lifetime: 'untilLogout' },
  checkoutForm: { storage: 'sessionStorage', kind: 'essential', lifetime: 'untilTabClosed' },
  wishlistStore: { storage: 'localStorage', kind: 'essential', lifetime: 'untilLogout' },
  languageStore: { storage: 'localStorage', kind: 'preference', lifetime: 'untilCleared' },
  recentlyViewed: { storage: 'localStorage', kind: 'preference', lifetime: 'untilCleared' },
  visitCounted: { storage: 'sessionStorage', kind: 'statistics', lifetime: 'untilTabClosed' },
  languageCookie: { storage: 'cookie', kind: 'preference', lifetime: 'oneYear' },
};

/** /cookies — what the app keeps in the browser, key by key. */
export default function CookiesPage() {
  usePageTitle('content.cookies.title');
  const t = useT();
  const entries = Object.entries(ENTRIES) as [keyof typeof STORAGE_KEYS, StorageEntry][];
  return (
    <>
      <PageHeader title={t('content.cookies.title')} subtitle={t('content.cookies.intro')} />
      <div className="container-page py-10 sm:py-14">
        <div className="max-w-5xl space-y-12">
          <section aria-labelledby="storage-keys">
            <h2 id="storage-keys" className="text-2xl font-bold tracking-tight text-slate-900">
              {t('content.cookies.tableCaption')}
            </h2>
            <ul className="mt-6 grid gap-4 md:grid-cols-2" data-testid="storage-keys">
              {entries.map(([name, entry]) => (
                <li
                  key={name}
                  className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
                >
                  <h3
                    className="font-mono text-base font-bold text-brand-800"
                    dir="ltr"
                    translate="no"
                  >
                    {STORAGE_KEYS[name]}
                  </h3>
                  <p className="mt-2 flex-1 text-slate-700">
                    {t(`content.cookies.keys.${name}` as TranslationKey)}
                  </p>
                  <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 border-t border-slate-100 pt-4 text-sm">
                    <dt className="font-semibold text-slate-600">{t('content.cookies.storage')}</dt>
                    <dd className="text-slate-900">
                      {t(`content.cookies.${entry.storage}`)}
                      <span
                        className={`ms-2 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${
                          entry.kind === 'essential'
                            ? 'bg-brand-50 text-brand-800'
                            : 'bg-amber-50 text-amber-900'
                        }`}
                      >
                        {t(`content.cookies.${entry.kind}`)}
                      </span>
                    </dd>
                    <dt className="font-semibold text-slate-600">
                      {t('content.cookies.lifetime')}
                    </dt>
                    <dd className="text-slate-900">{t(`content.cookies.${entry.lifetime}`)}</dd>
                  </dl>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="storage-control" className="max-w-3xl">
            <h2 id="storage-control" className="text-xl font-bold text-slate-900">
              {t('content.cookies.controlTitle')}
            </h2>
            <p className="mt-3 leading-relaxed text-slate-700">
              {t('content.cookies.controlBody')}
            </p>
          </section>
          <section aria-labelledby="storage-third-parties" className="max-w-3xl">
            <h2 id="storage-third-parties" className="text-xl font-bold text-slate-900">
              {t('content.cookies.thirdPartyTitle')}
            </h2>
            <p className="mt-3 leading-relaxed text-slate-700">
              {t('content.cookies.thirdPartyBody')}
            </p>
            <p className="mt-6 text-sm">
              <Link to="/privacy" className="font-semibold text-brand-700 underline">
                {t('content.legal.privacyTab')}
              </Link>
              <span aria-hidden="true" className="mx-2 text-slate-400">
                ·
              </span>
              <Link to="/terms" className="font-semibold text-brand-700 underline">
                {t('content.legal.termsTab')}
              </Link>
            </p>
          </section>
        </div>
      </div>
    </>
  );
}
