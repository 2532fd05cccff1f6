import type { ProfileOverview, RecentPurchase } from '@souk/shared/responses/profile';
import type { User } from '@souk/shared/schemas/users';
import { product, useApiTest } from '../../test/fixtures';

/** Accounts, figures and an API stand-in for the profile and settings pages' tests. */

export { ok, refused, routeApi } from '../../test/fetch';

export const account = (over: Partial<User> = {}): User => ({
  id: 3,
  email: 'amira@example.tn',
  firstname: 'Amira',
  lastname: 'Ben Salah',
  phoneNumber: '+21622123456',
  address: null,
  city: null,
  state: null,
  zipCode: null,
  country: null,
  dateOfBirth: null,
  registrationDate: '2026-01-15T10:00:00.000Z',
  profilePicture: null,
  createdAt: '2026-01-15T10:00:00.000Z',
  companyName: null,
  taxId: null,
  role: 'CUSTOMER',
  enabled: true,
  emailVerified: true,
  brandId: null,
  language: 'en',
  ...over,
});

export const purchase = (over: Partial<RecentPurchase> = {}): RecentPurchase => ({
  orderItemId: 1,
  productId: 11,
  productName: 'Linen shirt',
  image: null,
  unitPrice: 60,
  quantity: 2,
  color: 'Blue',
  size: 'M',
  orderId: 7,
  orderNumber: 'SK-2611-000007',
  orderDate: '2026-11-20T10:00:00.000Z',
  status: 'DELIVERED',
  ...over,
});

export const overview = (over: Partial<ProfileOverview> = {}): ProfileOverview => ({
  orders: 3,
  totalSpent: 187,
  wishlistItems: 2,
  loyaltyPoints: 18,
  recentPurchases: [purchase()],
  recommended: [
    product({ id: 21, name: 'Kilim rug' }),
    product({ id: 22, name: 'Nabeul vase' }),
    product({ id: 23, name: 'Silk scarf' }),
    product({ id: 24, name: 'Clay mug' }),
  ],
  ...over,
});

/** Each test starts signed in as the customer of `account()`, with empty caches and toasts. */
export const useAccountTest = () =>
  useApiTest({ id: 3, role: 'CUSTOMER', firstname: 'Amira', email: 'amira@example.tn' });
