import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * While `open`, the Escape key calls `close` wherever the focus is (a menu or drawer that must not
 * trap the keyboard). `close` is read at the time of the key press, so it may change freely.
 */
export function useEscapeToClose(open: boolean, close: () => void): void {
  const latestClose = useRef(close);
  useLayoutEffect(() => {
    latestClose.current = close;
  });
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latestClose.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
}
