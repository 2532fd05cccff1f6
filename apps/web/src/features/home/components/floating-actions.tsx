import { ArrowUpIcon, ChatIcon } from '../../../components/shop-icons';
import { useT } from '../../../lib/language';
import { scrollToTop, useScrolledPast } from '../../../lib/use-scrolled-past';

/** spec: storefront §9 — the scroll-to-top button shows after 500 px of scrolling. */
const SCROLL_TOP_AFTER_PX = 500;

/**
 * spec: storefront §2 home — a scroll-to-top button after 500 px, and a chat button that opens
 * /contact-us in a new tab.
 */
export function FloatingActions() {
  const t = useT();
  const scrolled = useScrolledPast(SCROLL_TOP_AFTER_PX);

  const round =
    'inline-flex size-12 items-center justify-center rounded-full shadow-lg transition-transform hover:scale-105';
  return (
    <div className="fixed end-4 bottom-4 z-30 flex flex-col items-center gap-3">
      {scrolled && (
        <button
          type="button"
          onClick={scrollToTop}
          aria-label={t('catalogue.home.scrollTop')}
          className={`${round} border border-slate-200 bg-white text-slate-800 animate-fade-in`}
        >
          <ArrowUpIcon size={20} />
        </button>
      )}
      <a
        href="/contact-us"
        target="_blank"
        rel="noopener"
        aria-label={t('catalogue.home.chat')}
        title={t('catalogue.home.chat')}
        className={`${round} bg-brand-700 text-white hover:bg-brand-800`}
      >
        <ChatIcon size={22} />
      </a>
    </div>
  );
}
