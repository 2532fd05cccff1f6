import type { PeriodFigure } from '@souk/shared/responses/brand-reports';
import { useLanguage, useT } from '../../../../lib/language';
import { percentText } from '../../overview/report-labels';

/**
 * A total's change against the period before: an arrow (up green, down red) and the words, so
 * that colour is never the only sign.
 */
export function GrowthHint({ figure }: { figure: PeriodFigure }) {
  const t = useT();
  const language = useLanguage();
  const change = figure.percentChange;
  if (change === null)
    return <span className="text-slate-600">{t('brandDashboard.analytics.noBase')}</span>;
  if (change === 0)
    return <span className="text-slate-600">{t('brandDashboard.analytics.same')}</span>;
  const up = change > 0;
  return (
    <span
      data-testid="growth"
      className={`inline-flex items-center gap-1 font-medium ${up ? 'text-emerald-800' : 'text-red-800'}`}
    >
      <svg
        aria-hidden="true"
        focusable="false"
        width="12"
        height="12"
        viewBox="0 0 12 12"
        className={up ? '' : 'rotate-180'}
      >
        <path d="M6 1 11 8H1Z" fill="currentColor" />
      </svg>
      {t(up ? 'brandDashboard.analytics.up' : 'brandDashboard.analytics.down', {
        value: percentText(change, language),
      })}
    </span>
  );
}
