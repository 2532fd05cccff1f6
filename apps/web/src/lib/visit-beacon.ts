import { API_BASE } from './api-client';
import { STORAGE_KEYS, safeStorage } from './storage-keys';

/**
 * Storefront visits (issue 13, part 6): a privacy-friendly count of browsing sessions, no
 * third-party script. A tab announces itself once (a sessionStorage flag, gone with the tab): a
 * bodiless POST /visits, sent as a beacon so that leaving the page at once does not cancel it.
 * Nothing identifies the visitor: no cookie, no identifier, no body. Called from the storefront's
 * layout only, never from the dashboards.
 */

/** The tab's flag: set once its session was counted. */
export const VISIT_COUNTED_KEY = STORAGE_KEYS.visitCounted;

export function announceVisit(): void {
  const session = safeStorage('session');
  if (session.get(VISIT_COUNTED_KEY)) return;
  session.set(VISIT_COUNTED_KEY, '1');
  const url = `${API_BASE}/visits`;
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url)) return;
  void fetch(url, { method: 'POST', keepalive: true, credentials: 'omit' }).catch(() => {
    // A lost count is no error for the visitor.
  });
}
