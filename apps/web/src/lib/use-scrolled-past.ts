import { useEffect, useState } from 'react';

/**
 * Whether the page is scrolled further than `threshold` pixels (and, when `media` is given, the
 * screen matches it): the header's style, the scroll-to-top buttons.
 */
export function useScrolledPast(threshold: number, media?: string): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const query =
      media && typeof window.matchMedia === 'function' ? window.matchMedia(media) : null;
    // Without media queries (an old browser) a media-bound button stays away.
    const update = () => setPast((query ? query.matches : !media) && window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    query?.addEventListener('change', update);
    return () => {
      window.removeEventListener('scroll', update);
      query?.removeEventListener('change', update);
    };
  }, [threshold, media]);
  return past;
}

/** Back to the top of the page, without the animation for readers who asked for less motion. */
export function scrollToTop(): void {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}
