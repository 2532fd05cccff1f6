import { useDeferredValue, useId, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button';
import {
  ArrowEndIcon,
  CloseIcon,
  LifeBuoyIcon,
  ReceiptIcon,
  TruckIcon,
  UserIcon,
} from '../../../components/icons';
import { searchHelp } from '../../../lib/help-centre/help-search';
import type { TranslationKey } from '../../../lib/i18n';
import { useT } from '../../../lib/language';
import { usePageTitle } from '../../../lib/use-page-title';
import { Accordion } from '../components/accordion';
import { DocumentState } from '../components/document-state';
import { PageHeader } from '../components/page-header';
import { scrollToAnchor } from '../components/scroll-to-anchor';
import { useDocument } from '../documents/use-document';

/** spec: storefront §2 Help Center — three cards lead to the FAQ, the fourth to /contact-us. */
const QUICK_LINKS: {
  key: 'orders' | 'account' | 'payment' | 'support';
  Icon: typeof TruckIcon;
  to: '#faq' | '/contact-us';
}[] = [
  { key: 'orders', Icon: TruckIcon, to: '#faq' },
  { key: 'account', Icon: UserIcon, to: '#faq' },
  { key: 'payment', Icon: ReceiptIcon, to: '#faq' },
  { key: 'support', Icon: LifeBuoyIcon, to: '/contact-us' },
];

const cardClass =
  'group flex h-full flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-600 hover:shadow-md sm:p-5';

function NoResults({ text }: { text: string }) {
  const t = useT();
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-8 text-center">
      <p className="font-semibold text-slate-900">{text}</p>
      <p className="mt-1 text-sm text-slate-600">{t('content.help.noResultsHint')}</p>
    </div>
  );
}

/** /help — search, quick links, the FAQ and the shopping guides, and the contact block. */
export default function HelpPage() {
  usePageTitle('content.help.title');
  const t = useT();
  const document = useDocument('help');
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const searchId = useId();

  const results = document.data ? searchHelp(document.data, deferredQuery) : undefined;
  const searching = deferredQuery.trim() !== '';

  return (
    <>
      <PageHeader title={t('content.help.title')} subtitle={t('content.help.subtitle')}>
        <form role="search" onSubmit={(event) => event.preventDefault()} className="mt-8 max-w-2xl">
          <label htmlFor={searchId} className="mb-2 block text-sm font-semibold text-brand-50">
            {t('content.help.searchLabel')}
          </label>
          <div className="relative">
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t('content.help.searchPlaceholder')}
              autoComplete="off"
              className="block w-full rounded-xl border border-transparent bg-white px-4 py-3.5 pe-12 text-base text-slate-900 shadow-lg placeholder:text-slate-500 focus:outline-none focus:ring-4 focus:ring-accent-300 [&::-webkit-search-cancel-button]:hidden"
            />
            {query && (
              <button
                type="button"
                onClick={() => setQuery('')}
                aria-label={t('content.help.clearSearch')}
                className="absolute inset-y-0 end-2 my-auto h-fit rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
              >
                <CloseIcon size={18} />
              </button>
            )}
          </div>
        </form>
      </PageHeader>

      <div className="container-page space-y-14 py-10 sm:py-14">
        <section aria-labelledby="help-topics">
          <h2 id="help-topics" className="text-xl font-bold text-slate-900">
            {t('content.help.quickLinksTitle')}
          </h2>
          <ul className="mt-5 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            {QUICK_LINKS.map(({ key, Icon, to }) => {
              const body = (
                <>
                  <span className="inline-flex w-fit rounded-xl bg-brand-50 p-2.5 text-brand-700">
                    <Icon size={22} />
                  </span>
                  <span className="mt-1 flex items-center gap-1.5 leading-snug font-semibold text-slate-900 group-hover:text-brand-800 sm:mt-2">
                    {t(`content.help.quickLinks.${key}Title` as TranslationKey)}
                    <ArrowEndIcon size={16} className="rtl:-scale-x-100" />
                  </span>
                  <span className="hidden text-sm text-slate-600 sm:block">
                    {t(`content.help.quickLinks.${key}Body` as TranslationKey)}
                  </span>
                </>
              );
              return (
                <li key={key}>
                  {to === '#faq' ? (
                    <a
                      href="#faq"
                      onClick={(event) => scrollToAnchor(event, 'faq')}
                      className={cardClass}
                    >
                      {body}
                    </a>
                  ) : (
                    <Link to={to} className={cardClass}>
                      {body}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        </section>

        {!results ? (
          <DocumentState failed={document.isError} onRetry={() => void document.refetch()} />
        ) : (
          <>
            <p role="status" className="sr-only">
              {searching
                ? t('content.help.resultCount', {
                    faq: results.faq.length,
                    guides: results.guides.length,
                  })
                : ''}
            </p>
            <div className="grid items-start gap-10 lg:grid-cols-[3fr_2fr]">
              <section aria-labelledby="faq" data-testid="faq-list">
                <h2
                  id="faq"
                  className="scroll-mt-24 text-xl font-bold text-slate-900 focus:outline-none"
                >
                  {t('content.help.faqTitle')}
                </h2>
                <div className="mt-5">
                  {results.faq.length > 0 ? (
                    <Accordion
                      label={t('content.help.faqTitle')}
                      items={results.faq.map((entry) => ({
                        id: entry.id,
                        title: entry.question,
                        body: (
                          <div className="space-y-3 leading-relaxed">
                            {entry.answer.map((paragraph) => (
                              <p key={paragraph}>{paragraph}</p>
                            ))}
                          </div>
                        ),
                      }))}
                    />
                  ) : (
                    <NoResults text={t('content.help.noFaq', { query: deferredQuery.trim() })} />
                  )}
                </div>
              </section>

              <section aria-labelledby="guides" data-testid="guide-list">
                <h2 id="guides" className="scroll-mt-24 text-xl font-bold text-slate-900">
                  {t('content.help.guidesTitle')}
                </h2>
                <div className="mt-5">
                  {results.guides.length > 0 ? (
                    <Accordion
                      label={t('content.help.guidesTitle')}
                      items={results.guides.map((guide) => ({
                        id: guide.id,
                        title: guide.title,
                        body: (
                          <div className="space-y-3 leading-relaxed">
                            {guide.content.map((paragraph) => (
                              <p key={paragraph}>{paragraph}</p>
                            ))}
                          </div>
                        ),
                      }))}
                    />
                  ) : (
                    <NoResults text={t('content.help.noGuides', { query: deferredQuery.trim() })} />
                  )}
                </div>
              </section>
            </div>
          </>
        )}

        <section
          aria-labelledby="help-contact"
          className="flex flex-col items-start gap-5 rounded-2xl bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
        >
          <div className="flex gap-4">
            <span className="hidden size-13 shrink-0 items-center justify-center self-start rounded-xl bg-white text-brand-700 shadow-sm sm:inline-flex">
              <LifeBuoyIcon size={26} />
            </span>
            <div>
              <h2 id="help-contact" className="text-xl font-bold text-slate-900">
                {t('content.help.contactTitle')}
              </h2>
              <p className="mt-1 max-w-2xl text-slate-700">{t('content.help.contactBody')}</p>
            </div>
          </div>
          <Link to="/contact-us" className={buttonClass('primary', 'lg', 'shrink-0')}>
            {t('content.help.contactCta')}
          </Link>
        </section>
      </div>
    </>
  );
}
