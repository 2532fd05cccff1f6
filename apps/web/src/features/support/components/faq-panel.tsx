import { Link } from 'react-router';
import { buttonClass } from '../../../components/button';
import { ErrorState } from '../../../components/error-state';
import { ChevronDownIcon } from '../../../components/icons';
import { Skeleton } from '../../../components/skeleton';
import { SectionTitle } from '../../../components/section-title';
import { useT } from '../../../lib/language';
import { useHelpDocument } from '../api/get-help';

/** The help centre's FAQ, in the reader's language, with the way to the whole help centre. */
export function FaqPanel() {
  const t = useT();
  const help = useHelpDocument();
  return (
    <section aria-labelledby="support-faq" className="grid gap-4">
      <SectionTitle
        id="support-faq"
        title={t('support.faq.title')}
        intro={t('support.faq.intro')}
      />
      {help.isPending ? (
        <Skeleton className="h-64 w-full rounded-2xl" />
      ) : help.isError ? (
        <ErrorState
          message={t('support.faq.loadError')}
          onRetry={() => void help.refetch()}
          retryLabel={t('support.tickets.retry')}
        />
      ) : (
        <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {help.data.faq.map((entry) => (
            <details key={entry.id} className="group px-4 py-1 sm:px-5" data-testid="faq-entry">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-3 py-3 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
                {entry.question}
                <ChevronDownIcon
                  size={18}
                  className="shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                />
              </summary>
              <div className="space-y-2 pb-4 text-sm leading-relaxed text-slate-700">
                {entry.answer.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </details>
          ))}
        </div>
      )}
      <div>
        <Link to="/help" className={buttonClass('secondary', 'md')}>
          {t('support.faq.more')}
        </Link>
      </div>
    </section>
  );
}
