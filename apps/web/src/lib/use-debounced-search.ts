import { useEffect, useRef } from 'react';

/** How long typing in a list's search box may pause before the search is asked. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Hands the typed text, trimmed, to `commit` once typing pauses for SEARCH_DEBOUNCE_MS — unless it
 * is already the search shown (`current`). Typing again before then starts the wait over.
 */
export function useDebouncedSearch(
  typed: string,
  current: string,
  commit: (search: string) => void,
): void {
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });
  useEffect(() => {
    const wanted = typed.trim();
    if (wanted === current) return;
    const timer = setTimeout(() => commitRef.current(wanted), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, current]);
}
