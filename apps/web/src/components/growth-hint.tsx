import { useLanguage } from '../lib/language';
import { percentText } from '../lib/report-labels';

/** What a change is called, in the page's own words: up and down take the percentage. */
export type GrowthWords = {
  up: (value: string) => string;
  down: (value: string) => string;
  same: string;
  noBase: string;
};

/**
 * A figure's change against the period before (the dashboards' reports): an arrow (up green, down
 * red) and the words, so that colour is never the only sign.
 */
export function GrowthHint({
  percentChange: change,
  words,
}: {
  percentChange: number | null;
  words: GrowthWords;
}) {
  const language = useLanguage();
  if (change === null) return <span className="text-slate-600">{words.noBase}</span>;
  if (change === 0) return <span className="text-slate-600">{words.same}</span>;
  const up = change > 0;
  const value = percentText(change, language);
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
      {up ? words.up(value) : words.down(value)}
    </span>
  );
}
