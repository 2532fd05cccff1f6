import { safeStorage } from '../../../lib/storage-keys';

/**
 * spec: storefront §3 storage keys `cart-storage` and `wishlist-store` — a copy of the customer's
 * last cart and wishlist, shown (as a placeholder) while the server's answer loads, so that the
 * header's counts and the hearts do not flicker on a reload. The server stays the truth: the copy
 * is never sent anywhere, belongs to one account, and goes at the end of the session
 * (lib/session.ts).
 */
const local = safeStorage('local');

export function readSnapshot<T extends { userId: number }>(
  key: string,
  userId: number | undefined,
) {
  if (userId === undefined) return undefined;
  try {
    const value = JSON.parse(local.get(key) ?? 'null') as T | null;
    return value?.userId === userId ? value : undefined;
  } catch {
    return undefined;
  }
}

export function writeSnapshot<T extends { userId: number }>(key: string, value: T): T {
  local.set(key, JSON.stringify(value));
  return value;
}
