import { beforeEach } from 'vitest';
import type { Page } from '@souk/shared/api';
import type { AdminBrand } from '@souk/shared/responses/admin-brands';
import type { Cart, CartItem } from '@souk/shared/responses/basket';
import type { CategoryTree, Product, Review } from '@souk/shared/responses/catalogue';
import type { Order, OrderItem, OrderMoney } from '@souk/shared/responses/orders';
import type { Ticket } from '@souk/shared/responses/support';
import { queryClient } from '../lib/query-client';
import { useSessionStore, type SessionUser } from '../lib/session';
import { useToastStore } from '../lib/toast';
import { useFetchMock } from './fetch';

/**
 * The web tests' shared data, as the API answers it (products, carts, orders, tickets, pages), and
 * the set-up every page test starts with. A feature's own test-fixtures.ts builds on these.
 */

/** Each test starts with empty storage, caches and toasts, signed in as `user` (null: signed out). */
export function useApiTest(user: SessionUser | null = { id: 3, role: 'CUSTOMER' }) {
  beforeEach(() => {
    localStorage.clear();
    queryClient.clear();
    useToastStore.setState({ toasts: [] });
    useSessionStore.setState(user ? { token: 'token-1', user } : { token: null, user: null });
  });
  return useFetchMock();
}

/** The texts of the toasts on screen. */
export const toastTexts = () => useToastStore.getState().toasts.map((toast) => toast.message);

/** A page of `content` as the API pages it: one page holding it all (none when empty). */
export function page<T>(content: T[], size = 10): Page<T> {
  const info = {
    totalElements: content.length,
    totalPages: content.length ? 1 : 0,
    number: 0,
    size,
  };
  return { content, ...info, page: info };
}

export const product = (over: Partial<Product> = {}): Product => ({
  id: 11,
  name: 'Linen shirt',
  description: 'A light shirt.',
  price: 80,
  discountPrice: 0,
  discountedPrice: 80,
  imageUrl: null,
  additionalImages: [],
  brandId: 2,
  brandName: 'Medina Wear',
  producer: 'Medina Wear',
  categoryId: 1,
  categoryName: 'Clothing',
  categoryNameTranslations: { fr: 'Vêtements', ar: 'ملابس' },
  subCategory_id: null,
  subcategories: [],
  subcategoryIds: [],
  tags: [],
  tagIds: [],
  averageRating: 4,
  reviewCount: 3,
  quantity: 5,
  stockLevel: 5,
  inStock: true,
  sku: 'SKU-11',
  barcode: '0000000000011',
  colors: ['White', 'Navy'],
  sizes: ['S', 'M', 'L'],
  weight: null,
  dimensions: null,
  material: 'Linen',
  care: null,
  origin: null,
  fit: null,
  features: ['Breathable'],
  active: true,
  featured: false,
  freeShipping: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...over,
});

export const cartItem = (over: Partial<CartItem> = {}): CartItem => ({
  id: 101,
  productId: 11,
  productName: 'Linen shirt',
  productPrice: 80,
  discountPrice: 0,
  unitPrice: 80,
  brandId: 2,
  brandName: 'Medina Wear',
  categoryName: 'Clothing',
  categoryNameTranslations: null,
  color: 'Navy',
  size: 'M',
  quantity: 2,
  subtotal: 160,
  imageUrl: null,
  freeShipping: false,
  colors: ['White', 'Navy'],
  sizes: ['S', 'M', 'L'],
  available: 5,
  issue: null,
  addedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

/** A cart holding `items`, with the server's totals (7 dt shipping unless all ship free). */
export function cart(items: CartItem[]): Cart {
  const buyable = items.filter((item) => item.issue === null);
  const subtotal = buyable.reduce((sum, item) => sum + item.subtotal, 0);
  const shipping = buyable.length > 0 && buyable.every((item) => item.freeShipping) ? 0 : 7;
  return {
    id: 1,
    userId: 3,
    items,
    totalPrice: subtotal,
    shippingCost: buyable.length === 0 ? 0 : shipping,
    total: subtotal + (buyable.length === 0 ? 0 : shipping),
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    purchasable: items.length > 0 && buyable.length === items.length,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
  };
}

/** The signed-in customer 3, with the address checkout prefills. */
export const customer: SessionUser = {
  id: 3,
  role: 'CUSTOMER',
  firstname: 'Leila',
  lastname: 'Trabelsi',
  email: 'leila@example.tn',
  phoneNumber: '+21620123456',
  address: '12 Rue de Marseille',
  city: 'Tunis',
  state: 'Tunis',
  zipCode: '1000',
};

/** One item of an order (brand 7's linen shirt, two of them), as the order responses carry it. */
export const orderItem = (over: Partial<OrderItem> = {}): OrderItem => ({
  id: 501,
  productId: 11,
  brandId: 7,
  brandName: 'Medina Threads',
  brandOrderId: 301,
  productName: 'Linen shirt',
  productSku: 'SHIRT',
  productPrice: 80,
  discountPrice: 0,
  unitPrice: 80,
  quantity: 2,
  subtotal: 160,
  color: 'Blue',
  size: 'M',
  image: '/uploads/shirt.webp',
  imageUrl: '/uploads/shirt.webp',
  attributes: { color: 'Blue', size: 'M' },
  productSnapshot: '{}',
  status: 'PENDING',
  rejectionReason: null,
  ...over,
});

/**
 * The money figures of an order or part (decision 029) as the API would answer them for these
 * amounts: paid in full once the payment status says so.
 */
export function moneyOf(
  amounts: { itemsOrdered: number; amountDue: number; shipping?: number; owedBack?: number },
  paymentStatus: Order['paymentStatus'] = 'PENDING',
  over: Partial<OrderMoney> = {},
): OrderMoney {
  const paid = paymentStatus === 'PAID' || paymentStatus === 'REFUNDED';
  return {
    itemsOrdered: amounts.itemsOrdered,
    amountDue: amounts.amountDue,
    shipping: amounts.shipping ?? 0,
    paid: paid ? amounts.amountDue : 0,
    stillToPay: paid ? 0 : amounts.amountDue,
    owedBack: amounts.owedBack ?? 0,
    refunded: 0,
    ...over,
  };
}

export const order = (over: Partial<Order> = {}): Order => ({
  id: 42,
  orderId: 42,
  orderNumber: 'SK-2611-000042',
  customerId: 3,
  customerName: 'Leila Trabelsi',
  customerEmail: 'leila@example.tn',
  status: 'PENDING',
  orderDate: '2026-11-20T10:00:00.000Z',
  processedDate: null,
  shippedDate: null,
  deliveredDate: null,
  cancelledDate: null,
  refundedDate: null,
  paymentMethod: 'ON_DELIVERY',
  paymentStatus: 'PENDING',
  shippingMethod: 'standard',
  shippingFirstName: 'Leila',
  shippingLastName: 'Trabelsi',
  shippingEmail: 'leila@example.tn',
  shippingPhone: '+21620123456',
  shippingAddress: '12 Rue de Marseille',
  shippingCity: 'Tunis',
  shippingState: 'Tunis',
  shippingZipCode: '1000',
  shippingCountry: 'Tunisia',
  billingAddress: null,
  billingCity: null,
  billingState: null,
  billingZipCode: null,
  billingCountry: null,
  subtotal: 160,
  shippingCost: 7,
  tax: 0,
  discount: 0,
  total: 167,
  amountDue: 167,
  refundDue: 0,
  money: moneyOf(
    {
      itemsOrdered: over.subtotal ?? 160,
      amountDue: over.amountDue ?? 167,
      shipping: over.shippingCost ?? 7,
      owedBack: over.refundDue ?? 0,
    },
    over.paymentStatus,
  ),
  notes: null,
  canCancel: true,
  canPay: false,
  paymentDeadline: null,
  items: [],
  brandOrders: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

/** A review of product 7 by someone else (user 9), without a reply, as the product page lists it. */
export const review = (over: Partial<Review> = {}): Review => ({
  id: 50,
  userId: 9,
  username: 'Sami K.',
  productId: 7,
  productName: 'Clay Mug',
  rating: 4,
  comment: 'Solid mug.',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  reply: null,
  repliedAt: null,
  brandName: 'Medina Clay',
  ...over,
});

/** A top category (Clothing) without subcategories, as GET /categories answers it. */
export const categoryTree = (over: Partial<CategoryTree> = {}): CategoryTree => ({
  id: 1,
  name: 'Clothing',
  nameTranslations: {},
  description: null,
  type: 'CLOTHING',
  imageUrl: null,
  img: null,
  parentId: null,
  active: true,
  productCount: 0,
  subcategories: [],
  subcategoryCount: 0,
  ...over,
});

export const ticket = (over: Partial<Ticket> = {}): Ticket => ({
  id: 41,
  subject: 'Broken vase',
  status: 'OPEN',
  priority: 'Medium',
  category: 'General',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUpdate: '2026-11-20T10:00:00.000Z',
  messageCount: 1,
  lastSender: 'user',
  messages: [
    { id: 1, sender: 'user', message: 'It arrived broken.', time: '2026-11-20T10:00:00.000Z' },
  ],
  ...over,
});

/** Support's answer in a ticket's thread, after the customer's first message of `ticket()`. */
export const supportAnswer: Ticket['messages'][number] = {
  id: 2,
  sender: 'support',
  message: 'A new one is on its way.',
  time: '2026-11-21T09:00:00.000Z',
};

/** A brand as the admin's list answers it (GET /brands/admin/paged). */
export const adminBrand = (over: Partial<AdminBrand> = {}): AdminBrand => ({
  id: 11,
  name: 'Medina Threads',
  description: 'Linen from the medina.',
  logo: null,
  email: 'hello@medina.tn',
  loginEmail: 'shop@medina.tn',
  phoneNumber: null,
  websiteUrl: null,
  links: [],
  brandCategoryId: 2,
  brandCategoryName: 'Fashion',
  brandCategoryNameTranslations: { fr: 'Mode', ar: 'أزياء' },
  enabled: true,
  averageRating: 4.5,
  reviewCount: 3,
  productCount: 12,
  orderCount: 4,
  registrationDate: '2026-03-02T10:00:00.000Z',
  ...over,
});
