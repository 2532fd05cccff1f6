import { useEffect, useState, type RefObject } from 'react';
import { useT } from '../../../lib/language';

/** How much of an element has been read: 0 when its top reaches the top of the window, 1 when
 * its bottom reaches the bottom of the window. */
export function readProgress(top: number, height: number, viewportHeight: number): number {
  const scrollable = height - viewportHeight;
  if (scrollable <= 0) return top + height <= viewportHeight ? 1 : 0;
  return Math.min(1, Math.max(0, -top / scrollable));
}

/** spec: storefront §2 Article page — the reading progress bar, fixed at the top of the window. */
export function ReadingProgress({ target }: { target: RefObject<HTMLElement | null> }) {
  const t = useT();
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const element = target.current;
      if (!element) return;
      const rect = element.getBoundingClientRect();
      setProgress(readProgress(rect.top, rect.height, window.innerHeight));
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const observer = new ResizeObserver(schedule);
    if (target.current) observer.observe(target.current);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
    };
  }, [target]);

  const percent = Math.round(progress * 100);
  return (
    <div
      role="progressbar"
      aria-label={t('blog.readingProgress')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1.5 bg-slate-900/5"
    >
      <div
        className="h-full origin-left bg-accent-500 transition-transform duration-100 rtl:origin-right"
        style={{ transform: `scaleX(${progress})` }}
      />
    </div>
  );
}
