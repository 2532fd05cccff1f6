import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { readSnapshot, writeSnapshot } from './snapshot';

afterEach(() => localStorage.clear());

describe('the browser copies of the cart and wishlist', () => {
  it('are read back only for the account they belong to', () => {
    writeSnapshot(STORAGE_KEYS.cartStorage, { userId: 7, itemCount: 3 });
    expect(readSnapshot(STORAGE_KEYS.cartStorage, 7)).toEqual({ userId: 7, itemCount: 3 });
    expect(readSnapshot(STORAGE_KEYS.cartStorage, 8)).toBeUndefined();
    expect(readSnapshot(STORAGE_KEYS.cartStorage, undefined)).toBeUndefined();
  });

  it('ignore a damaged copy', () => {
    localStorage.setItem(STORAGE_KEYS.wishlistStore, '{not json');
    expect(readSnapshot(STORAGE_KEYS.wishlistStore, 7)).toBeUndefined();
  });

  it('go when the session ends', () => {
    writeSnapshot(STORAGE_KEYS.cartStorage, { userId: 7 });
    writeSnapshot(STORAGE_KEYS.wishlistStore, { userId: 7 });
    useSessionStore.getState().endSession('logout');
    expect(localStorage.getItem(STORAGE_KEYS.cartStorage)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.wishlistStore)).toBeNull();
  });
});
