import { useEffect, useState, type RefObject } from 'react';
import { useT } from '../../../lib/language';
import { isShareableSelection, tweetSelectionUrl } from '../utils/share-links';
import { XMark } from './blog-icons';

type Popup = { text: string; top: number; left: number };

/**
 * spec: storefront §2 Article page — selecting more than 10 characters of the article shows a
 * popup that shares the selection on X (Twitter). Works with the mouse, touch and the keyboard
 * (Shift + arrows), since it follows the document's selection.
 */
export function SelectionShare({
  container,
  url,
}: {
  container: RefObject<HTMLElement | null>;
  url: string;
}) {
  const t = useT();
  const [popup, setPopup] = useState<Popup | null>(null);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const root = container.current;
      const selection = window.getSelection();
      if (!root || !selection || selection.isCollapsed || selection.rangeCount === 0)
        return setPopup(null);
      const range = selection.getRangeAt(0);
      const text = selection.toString();
      if (!root.contains(range.commonAncestorContainer) || !isShareableSelection(text))
        return setPopup(null);
      const rect = range.getBoundingClientRect();
      const box = root.getBoundingClientRect();
      // Coordinates inside the article (physical left: it comes from the selection's own box).
      setPopup({
        text,
        top: rect.top - box.top,
        left: Math.min(Math.max(rect.left + rect.width / 2 - box.left, 60), box.width - 60),
      });
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    document.addEventListener('selectionchange', schedule);
    window.addEventListener('resize', schedule);
    return () => {
      window.cancelAnimationFrame(frame);
      document.removeEventListener('selectionchange', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [container]);

  if (!popup) return null;
  return (
    <div
      className="absolute z-30 -translate-x-1/2 -translate-y-full pb-2"
      style={{ top: popup.top, left: popup.left }}
      data-testid="selection-share"
    >
      <a
        href={tweetSelectionUrl(popup.text, url)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('blog.share.selectionLabel')}
        // Keeps the selection alive while the link is pressed.
        onMouseDown={(event) => event.preventDefault()}
        className="flex items-center gap-2 rounded-full bg-slate-900 px-4 py-2 text-sm font-semibold whitespace-nowrap text-white shadow-lg hover:bg-black"
      >
        <XMark size={16} />
        {t('blog.share.selection')}
      </a>
    </div>
  );
}
