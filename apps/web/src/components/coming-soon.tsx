import { useT } from '../lib/language';
import { BoxIcon } from './icons';

/** What a page shows until its issue builds it. */
export function ComingSoon() {
  const t = useT();
  return (
    <div className="flex flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <span className="rounded-full bg-brand-50 p-3 text-brand-700">
        <BoxIcon size={28} />
      </span>
      <p className="text-lg font-semibold text-slate-900">{t('common.comingSoon.title')}</p>
      <p className="max-w-md text-slate-600">{t('common.comingSoon.body')}</p>
    </div>
  );
}
