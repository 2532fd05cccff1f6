import { useT } from '../lib/language';
import { scrollToTop, useScrolledPast } from '../lib/use-scrolled-past';
import { ArrowUpIcon } from './shop-icons';

/** spec: storefront §2, §9 — past 300 px of scroll, on screens up to 768 px wide. */
export const BACK_TO_TOP_AFTER_PX = 300;
export const BACK_TO_TOP_MEDIA = '(max-width: 768px)';

/** A button back to the top of a long page, on narrow screens once the shopper has scrolled. */
export function BackToTop() {
  const t = useT();
  const shown = useScrolledPast(BACK_TO_TOP_AFTER_PX, BACK_TO_TOP_MEDIA);
  if (!shown) return null;
  return (
    <button
      type="button"
      onClick={scrollToTop}
      aria-label={t('catalogue.home.scrollTop')}
      className="fixed bottom-5 end-5 z-30 inline-flex size-12 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-800 shadow-lg animate-fade-in"
    >
      <ArrowUpIcon size={20} />
    </button>
  );
}
