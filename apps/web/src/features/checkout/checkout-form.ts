import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { FIXED_COUNTRY, PAYMENT_METHODS } from '@souk/shared/constants';
import type { Cart } from '@souk/shared/responses/basket';
import { orderAddressSchema, shippingDetailsSchema } from '@souk/shared/schemas/orders';
import { idField, textField } from '@souk/shared/validation';
import { ApiError } from '../../lib/api-client';
import type { SessionUser } from '../../lib/session';
import { safeStorage, STORAGE_KEYS } from '../../lib/storage-keys';
import type { OrderRequest } from './api/place-order';

/**
 * The payment page's form (storefront §3 "Shipping form", §5 "Checkout"): the shared order rules,
 * with the contact fields required (the server may fill them from the profile; the form asks for
 * them), the billing address checked only when it differs from the shipping one.
 */

const shipping = shippingDetailsSchema.shape;
const billing = orderAddressSchema.shape;

/** An empty field says 'required' before any rule about its shape. */
const filled = <T extends z.ZodType<unknown, string>>(field: T) =>
  z.string().trim().min(1, { error: 'required' }).pipe(field);

const baseShape = {
  firstName: filled(shipping.firstName.unwrap()),
  lastName: filled(shipping.lastName.unwrap()),
  email: filled(shipping.email.unwrap()),
  phone: filled(shipping.phone.unwrap()),
  address: shipping.address,
  city: shipping.city,
  state: shipping.state,
  postalCode: shipping.zipCode,
  note: textField(500, { multiline: true }),
  sameBilling: z.boolean(),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'invalid_payment_method' }),
};

export const checkoutFormSchema = z.object({
  ...baseShape,
  billingAddress: billing.address,
  billingCity: billing.city,
  billingState: billing.state,
  billingPostalCode: billing.zipCode,
});

const sameBillingSchema = z.object({
  ...baseShape,
  billingAddress: z.string(),
  billingCity: z.string(),
  billingState: z.string(),
  billingPostalCode: z.string(),
});

export type CheckoutFormValues = z.input<typeof checkoutFormSchema>;
export type CheckoutDetails = z.output<typeof checkoutFormSchema>;
export type CheckoutField = keyof CheckoutFormValues;

/** The billing fields are checked only while they show (the box is unticked). */
export const checkoutResolver: Resolver<CheckoutFormValues, unknown, CheckoutDetails> = (
  values,
  context,
  options,
) =>
  values.sameBilling
    ? zodResolver(sameBillingSchema)(values, context, options)
    : zodResolver(checkoutFormSchema)(values, context, options);

/** spec: storefront §3 — the form is prefilled from the signed-in user. */
export function prefilledValues(user: SessionUser | null): CheckoutFormValues {
  return {
    firstName: user?.firstname ?? '',
    lastName: user?.lastname ?? '',
    email: user?.email ?? '',
    phone: user?.phoneNumber ?? '',
    address: user?.address ?? '',
    city: user?.city ?? '',
    state: user?.state ?? '',
    postalCode: user?.zipCode ?? '',
    note: '',
    sameBilling: true,
    billingAddress: '',
    billingCity: '',
    billingState: '',
    billingPostalCode: '',
    paymentMethod: 'ONLINE',
  };
}

/*
 * What the customer typed survives a visit to the cart page to fix it (an out-of-stock answer
 * sends them there): it is kept for the tab, for the same customer, until an order is placed.
 */
const tab = safeStorage('session');

export function readDraft(userId: number | undefined): Partial<CheckoutFormValues> | null {
  try {
    const draft = JSON.parse(tab.get(STORAGE_KEYS.checkoutForm) ?? 'null') as {
      userId?: unknown;
      values?: unknown;
    } | null;
    if (!draft || draft.userId !== userId || typeof draft.values !== 'object') return null;
    return draft.values as Partial<CheckoutFormValues>;
  } catch {
    return null;
  }
}

export function saveDraft(userId: number | undefined, values: Partial<CheckoutFormValues>): void {
  tab.set(STORAGE_KEYS.checkoutForm, JSON.stringify({ userId, values }));
}

export function clearDraft(): void {
  tab.remove(STORAGE_KEYS.checkoutForm);
}

/** The first values of the form: the draft when there is one, else the user's details. */
export function initialValues(user: SessionUser | null): CheckoutFormValues {
  return { ...prefilledValues(user), ...readDraft(user?.id) };
}

/** spec: storefront §5 — an item without a productId is 'Invalid cart items structure'. */
export const hasInvalidItems = (cart: Cart) =>
  cart.items.some((item) => !idField.safeParse(item.productId).success);

/** The order the form and the cart make (storefront §3, §4 "Payment method"). */
export function orderRequestOf(details: CheckoutDetails, cart: Cart): OrderRequest {
  const online = details.paymentMethod === 'ONLINE';
  return {
    items: cart.items.map(({ productId, quantity, color, size }) => ({
      productId,
      quantity,
      color,
      size,
    })),
    shippingAddress: {
      firstName: details.firstName,
      lastName: details.lastName,
      email: details.email,
      phone: details.phone,
      address: details.address,
      city: details.city,
      state: details.state,
      zipCode: details.postalCode,
      country: FIXED_COUNTRY,
    },
    ...(!details.sameBilling && {
      billingAddress: {
        address: details.billingAddress,
        city: details.billingCity,
        state: details.billingState,
        zipCode: details.billingPostalCode,
        country: FIXED_COUNTRY,
      },
    }),
    paymentMethod: details.paymentMethod,
    paymentTransactionId: online ? 'PENDING' : 'ON_DELIVERY',
    ...(details.note && { notes: details.note }),
  };
}

const SHIPPING_FIELDS: Record<string, CheckoutField> = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  phone: 'phone',
  address: 'address',
  city: 'city',
  state: 'state',
  zipCode: 'postalCode',
  postalCode: 'postalCode',
};

const BILLING_FIELDS: Record<string, CheckoutField> = {
  address: 'billingAddress',
  city: 'billingCity',
  state: 'billingState',
  zipCode: 'billingPostalCode',
  postalCode: 'billingPostalCode',
};

/**
 * The form's field a server error names ('shippingAddress.zipCode' is the postal code), or null
 * for the errors the form has no field for (the items, the country).
 */
export function formFieldOf(key: string): CheckoutField | null {
  const [group, name = ''] = key.split('.');
  if (group === 'shippingAddress') return SHIPPING_FIELDS[name] ?? null;
  if (group === 'billingAddress') return BILLING_FIELDS[name] ?? null;
  if (key === 'notes') return 'note';
  if (key === 'paymentMethod' || key === 'paymentTransactionId') return 'paymentMethod';
  return null;
}

/** An item the server could not reserve (409 out_of_stock, `details.items`). */
export type ShortItem = {
  index: number;
  productId: number;
  productName: string;
  size: string | null;
  color: string | null;
  requested: number;
  available: number;
};

export function shortItemsOf(error: unknown): ShortItem[] | null {
  if (!(error instanceof ApiError) || error.errorCode !== 'out_of_stock') return null;
  const items = (error.body as { details?: { items?: unknown } } | undefined)?.details?.items;
  return Array.isArray(items) ? (items as ShortItem[]) : [];
}
