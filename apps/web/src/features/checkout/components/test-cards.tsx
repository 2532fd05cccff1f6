import { useT } from '../../../lib/language';

/** The sandbox gateway's test cards (README): the first two succeed, the others are declined. */
export const TEST_CARDS = [
  { number: '4509 2111 1111 1119', succeeds: true },
  { number: '4242 4242 4242 4242', succeeds: true },
  { number: '5471 2511 1111 1116', succeeds: false },
  { number: '4000 0000 0000 0002', succeeds: false },
] as const;

/** The list of test cards; choosing one fills in its number. */
export function TestCards({ onChoose }: { onChoose: (number: string) => void }) {
  const t = useT();
  return (
    <section
      aria-labelledby="sandbox-test-cards"
      className="grid h-fit gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="sandbox-test-cards" className="text-lg font-bold text-slate-900">
        {t('checkout.sandbox.testCards')}
      </h2>
      <p className="text-sm text-slate-600">{t('checkout.sandbox.testCardsHint')}</p>
      <ul className="grid gap-2">
        {TEST_CARDS.map(({ number, succeeds }) => (
          <li key={number}>
            <button
              type="button"
              onClick={() => onChoose(number)}
              className="flex w-full flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-lg border border-slate-300 px-3 py-2 text-start text-sm hover:border-brand-600 hover:bg-brand-50"
            >
              <bdi dir="ltr" className="font-mono font-semibold text-slate-900">
                {number}
              </bdi>{' '}
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                  succeeds ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800'
                }`}
              >
                {succeeds ? t('checkout.sandbox.succeeds') : t('checkout.sandbox.declined')}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
