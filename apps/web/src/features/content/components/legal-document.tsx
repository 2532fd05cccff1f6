import { Link } from 'react-router';
import { RichText } from '../../../components/rich-text';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/language';
import type { DocumentName } from '../documents/use-document';
import { useDocument } from '../documents/use-document';
import { DocumentState } from './document-state';
import { scrollToAnchor } from './scroll-to-anchor';

/**
 * The Terms of Service or the Privacy Policy: title, last-updated date, a list of its sections and
 * the numbered sections. The same component serves the /terms tabs and the /privacy page, so the
 * privacy text exists once.
 */
export function LegalDocumentView({
  name,
  inTab,
}: {
  name: Extract<DocumentName, 'terms' | 'privacy'>;
  /** In a tab of /terms the document has its own h2 title; as a page, the page's h1 names it. */
  inTab: boolean;
}) {
  const t = useT();
  const format = useFormat();
  const document = useDocument(name);
  if (!document.data)
    return <DocumentState failed={document.isError} onRetry={() => void document.refetch()} />;

  const { title, intro, sections } = document.data;
  const Heading = inTab ? 'h3' : 'h2';
  const anchor = (id: string) => `${name}-${id}`;

  return (
    <article className="min-w-0">
      {inTab && <h2 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h2>}
      {/* spec: storefront §2 — the last-updated date equals today. */}
      <p
        className={`${inTab ? 'mt-2' : ''} text-sm font-medium text-slate-600`}
        data-testid="last-updated"
      >
        {t('content.lastUpdated', {
          date: format.date(new Date(), { dateStyle: 'long' }),
        })}
      </p>
      <p className="mt-5 max-w-3xl text-base leading-relaxed text-slate-700">{intro}</p>

      <div className="mt-8 grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_17rem]">
        <nav
          aria-label={t('content.onThisPage')}
          className="rounded-2xl border border-slate-200 bg-white p-5 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1"
        >
          <p className="text-sm font-semibold text-slate-900">{t('content.onThisPage')}</p>
          <ol className="mt-3 list-inside list-decimal space-y-2 text-sm text-slate-700 marker:text-slate-500 sm:columns-2 sm:gap-8 lg:columns-1">
            {sections.map((section) => (
              <li key={section.id} className="break-inside-avoid">
                <a
                  href={`#${anchor(section.id)}`}
                  onClick={(event) => scrollToAnchor(event, anchor(section.id))}
                  className="text-brand-800 hover:underline"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <ol className="space-y-10 lg:col-start-1 lg:row-start-1" data-testid={`${name}-sections`}>
          {sections.map((section, index) => (
            <li key={section.id}>
              <section aria-labelledby={anchor(section.id)}>
                <Heading
                  id={anchor(section.id)}
                  className="scroll-mt-24 text-xl font-bold text-slate-900 focus:outline-none"
                >
                  <span dir="ltr" className="text-brand-700">
                    {index + 1}.
                  </span>{' '}
                  {section.heading}
                </Heading>
                <div className="mt-3 max-w-3xl space-y-3 leading-relaxed text-slate-700">
                  {section.paragraphs.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                  {section.items && (
                    <ul className="list-disc space-y-1.5 ps-6 marker:text-brand-700">
                      {section.items.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  )}
                </div>
              </section>
            </li>
          ))}
        </ol>
      </div>

      <p className="mt-12 border-t border-slate-200 pt-6 text-sm text-slate-700">
        <RichText
          text={t('content.legal.questions')}
          values={{
            contact: (
              <Link to="/contact-us" className="font-semibold text-brand-700 underline">
                {t('content.legal.contactLink')}
              </Link>
            ),
          }}
        />
        {name === 'privacy' && (
          <>
            {' '}
            <Link to="/cookies" className="font-semibold text-brand-700 underline">
              {t('content.legal.cookiesLink')}
            </Link>
          </>
        )}
      </p>
    </article>
  );
}
