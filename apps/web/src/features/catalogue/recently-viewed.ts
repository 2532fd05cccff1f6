import { safeStorage, STORAGE_KEYS } from '../../lib/storage-keys';

/**
 * spec: storefront §2, §3 — the products a visitor opened, newest first, kept in the browser
 * under `recentlyViewed` as a JSON array of product ids; the home page shows up to 4 of them
 * (it reads the same key: features do not import each other).
 */
export const RECENTLY_VIEWED_MAX = 4;

const storage = safeStorage('local');

function storedIds(): number[] {
  try {
    const value: unknown = JSON.parse(storage.get(STORAGE_KEYS.recentlyViewed) ?? '[]');
    return Array.isArray(value)
      ? value.map(Number).filter((id) => Number.isInteger(id) && id > 0)
      : [];
  } catch {
    return [];
  }
}

/** Puts a product first in the list (once), keeping the newest 4. */
export function recordRecentlyViewed(productId: number): void {
  const ids = [productId, ...storedIds().filter((id) => id !== productId)];
  storage.set(STORAGE_KEYS.recentlyViewed, JSON.stringify(ids.slice(0, RECENTLY_VIEWED_MAX)));
}
