import { beforeEach, type Mock } from 'vitest';
import type { Product } from '@souk/shared/responses/catalogue';
import type { ProfileOverview, RecentPurchase } from '@souk/shared/responses/profile';
import type { User } from '@souk/shared/schemas/users';
import { queryClient } from '../../lib/query-client';
import { useSessionStore } from '../../lib/session';
import { useToastStore } from '../../lib/toast';
import { jsonReply, useFetchMock } from '../../test/fetch';

/** Accounts, figures and an API stand-in for the profile and settings pages' tests. */

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

export const product = (id: number, name: string): Product => ({
  id,
  name,
  description: 'A fine product.',
  price: 50,
  discountPrice: 0,
  discountedPrice: 50,
  imageUrl: null,
  additionalImages: [],
  brandId: 2,
  brandName: 'Medina Wear',
  producer: 'Medina Wear',
  categoryId: 1,
  categoryName: 'Clothing',
  categoryNameTranslations: null,
  subCategory_id: null,
  subcategories: [],
  subcategoryIds: [],
  tags: [],
  tagIds: [],
  averageRating: 4,
  reviewCount: 3,
  quantity: 10,
  stockLevel: 10,
  inStock: true,
  sku: `SKU-${id}`,
  barcode: '0000000000000',
  colors: [],
  sizes: [],
  weight: null,
  dimensions: null,
  material: null,
  care: null,
  origin: null,
  fit: null,
  features: [],
  active: true,
  featured: false,
  freeShipping: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
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
    product(21, 'Kilim rug'),
    product(22, 'Nabeul vase'),
    product(23, 'Silk scarf'),
    product(24, 'Clay mug'),
  ],
  ...over,
});

type Answer = { status?: number; body: unknown };
type Reply = Answer | ((body: unknown) => Answer | Promise<Answer>);

/**
 * Answers `fetch` by "METHOD /path" (the path after /api/v1); anything else is a 404. Returns the
 * calls made, with their JSON bodies (a FormData body as is).
 */
export function routeApi(fetchMock: Mock<typeof fetch>, routes: Record<string, Reply>) {
  const calls: { call: string; body: unknown }[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const path = String(input).replace('/api/v1', '');
    const call = `${init?.method ?? 'GET'} ${path}`;
    const raw = init?.body;
    const body = raw instanceof FormData ? raw : raw ? JSON.parse(String(raw)) : undefined;
    calls.push({ call, body });
    const route = routes[call];
    const reply = typeof route === 'function' ? await route(body) : route;
    if (!reply)
      return jsonReply(404, { success: false, errorCode: 'not_found', message: 'Not found' });
    return jsonReply(reply.status ?? 200, reply.body);
  });
  return calls;
}

export const ok = (data: unknown, message = 'OK') => ({ body: { success: true, message, data } });
export const refused = (status: number, errorCode: string, message: string, errors?: object) => ({
  status,
  body: { success: false, errorCode, message, ...(errors ? { errors } : {}) },
});

/** Each test starts signed in as the customer of `account()`, with empty caches and toasts. */
export function useAccountTest() {
  beforeEach(() => {
    localStorage.clear();
    queryClient.clear();
    useToastStore.setState({ toasts: [] });
    useSessionStore.setState({
      token: 'token-1',
      user: { id: 3, role: 'CUSTOMER', firstname: 'Amira', email: 'amira@example.tn' },
    });
  });
  return useFetchMock();
}
