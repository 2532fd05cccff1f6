import { z } from 'zod';
import { FIXED_COUNTRY, LIMITS, ORDER_STATUSES, ORDER_ITEM_STATUSES } from '../constants';
import {
  emailField,
  idField,
  PHONE_PATTERN,
  personNameField,
  requiredText,
  textField,
} from '../validation';
import { optionField, quantityField } from './basket';

/**
 * What the order and payment calls take (storefront §3 "Order creation payload", "Shipping form",
 * "Payment initiation payload"; §5 "Checkout"). Amounts a client sends (product_price,
 * productSnapshot, tax, shippingCost, discount) are accepted and ignored: the server prices the
 * order from the database.
 */

/** spec: storefront §5 — an item without a productId is 'Invalid cart items structure'. */
const orderItemSchema = z.object(
  {
    productId: z
      .unknown()
      .refine((value) => idField.safeParse(value).success, { error: 'invalid_cart_items' })
      .transform((value) => idField.parse(value)),
    quantity: quantityField.default(1),
    color: optionField,
    size: optionField,
    productSnapshot: z.unknown().optional(),
    product_price: z.unknown().optional(),
  },
  { error: 'invalid_cart_items' },
);

/** A Tunisian postal code: four digits. */
export const POSTAL_CODE_PATTERN = /^\d{4}$/;

const countryField = textField(60)
  .optional()
  .transform((country) => country || FIXED_COUNTRY)
  .refine((country) => ['tunisia', 'tunisie', 'tn', 'تونس'].includes(country.toLowerCase()), {
    error: 'invalid_country',
  })
  .transform(() => FIXED_COUNTRY);

/** spec: storefront §5 "Address" — address, city, state, zip code required; Tunisia only. */
export const orderAddressSchema = z.object({
  address: requiredText(255),
  city: requiredText(100),
  state: requiredText(100),
  zipCode: requiredText(10).regex(POSTAL_CODE_PATTERN, { error: 'invalid_postal_code' }),
  country: countryField,
});
export type OrderAddress = z.output<typeof orderAddressSchema>;

/** The shipping form's contact: taken from the profile when a client leaves it out. */
const contactSchema = z.object({
  firstName: personNameField.optional(),
  lastName: personNameField.optional(),
  email: emailField.optional(),
  phone: textField(40).regex(PHONE_PATTERN, { error: 'invalid_phone' }).optional(),
});

export const shippingDetailsSchema = orderAddressSchema.extend(contactSchema.shape);

/** spec: storefront §4 — online (paymentTransactionId PENDING) or on delivery (ON_DELIVERY). */
const paymentMethodField = textField(30)
  .transform((value) => value.replace(/[\s_-]/g, '').toLowerCase())
  .pipe(
    z.enum(['online', 'card', 'ondelivery', 'cash', 'cod'], { error: 'invalid_payment_method' }),
  )
  .transform((value) => (value === 'online' || value === 'card' ? 'ONLINE' : 'ON_DELIVERY'));

const ADDRESS_KEYS = ['address', 'city', 'state', 'zipCode', 'country'] as const;
const CONTACT_KEYS = ['firstName', 'lastName', 'email', 'phone'] as const;

/**
 * The spec's payload names the shipping address fields flat (address, city, state, zipCode,
 * country) and the billing ones with a prefix; a client may also send them as objects
 * (shippingAddress {…}, billingAddress {…}). Both read the same.
 */
function gatherAddresses(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const input = body as Record<string, unknown>;
  const pick = (prefix: string, keys: readonly string[]) =>
    Object.fromEntries(
      keys
        .map((key) => [key, input[prefix ? prefix + key[0]!.toUpperCase() + key.slice(1) : key]])
        .filter(([, value]) => value !== undefined),
    );
  const shipping =
    typeof input.shippingAddress === 'object' && input.shippingAddress !== null
      ? input.shippingAddress
      : { ...pick('', [...ADDRESS_KEYS, ...CONTACT_KEYS]), postalCode: input.postalCode };
  const flatBilling = pick('billing', ADDRESS_KEYS);
  const billing =
    typeof input.billingAddress === 'object' && input.billingAddress !== null
      ? input.billingAddress
      : Object.keys(flatBilling).length > 0
        ? flatBilling
        : undefined;
  return { ...input, shippingAddress: withZip(shipping), billingAddress: withZip(billing) };
}

/** The shipping form calls it postalCode, the payload zipCode. */
function withZip(address: unknown): unknown {
  if (typeof address !== 'object' || address === null) return address;
  const { postalCode, ...rest } = address as Record<string, unknown>;
  return rest.zipCode === undefined && postalCode !== undefined
    ? { ...rest, zipCode: postalCode }
    : rest;
}

export const createOrderSchema = z.preprocess(
  gatherAddresses,
  z.object({
    customerId: idField.optional().describe("ignored unless it names someone else's account"),
    items: z
      .array(orderItemSchema, { error: 'no_items' })
      .min(1, { error: 'no_items' })
      .max(LIMITS.cartLinesMax, { error: 'too_long' }),
    shippingAddress: shippingDetailsSchema,
    billingAddress: orderAddressSchema.optional().describe('the shipping address when absent'),
    paymentMethod: paymentMethodField.optional(),
    paymentTransactionId: textField(60).optional().nullable(),
    notes: textField(500, { multiline: true }).optional().nullable(),
    tax: z.unknown().optional(),
    shippingCost: z.unknown().optional(),
    discount: z.unknown().optional(),
  }),
);
export type CreateOrderInput = z.input<typeof createOrderSchema>;
export type CreateOrder = z.output<typeof createOrderSchema>;

/** PATCH /orders/{id}/status: the status upper-cased (spec: "Cancelled" reads as CANCELLED). */
export const orderStatusChangeSchema = z.object({
  status: textField(20)
    .transform((status) => status.toUpperCase())
    .pipe(z.enum(ORDER_STATUSES, { error: 'invalid_value' })),
});
export type OrderStatusChange = z.output<typeof orderStatusChangeSchema>;

/** An item's status, and the reason a rejection needs (dashboards §5 "Order status form"). */
export const itemStatusChangeSchema = z.object({
  status: textField(20)
    .transform((status) => status.toUpperCase())
    .pipe(z.enum(ORDER_ITEM_STATUSES, { error: 'invalid_value' })),
  rejectionReason: textField(500, { multiline: true }).optional().nullable(),
});

/**
 * spec: storefront §3 "Payment initiation payload" — amount, description, names, phone, email
 * and orderId. Only orderId counts: the amount is the order's total from the database.
 */
export const initPaymentSchema = z.object({
  orderId: z.union([idField, textField(40)]).describe('the order id (or its number)'),
  amount: z.unknown().optional(),
  description: textField(200).optional(),
  firstName: textField(100).optional(),
  lastName: textField(100).optional(),
  phoneNumber: textField(40).optional(),
  email: textField(254).optional(),
});
export type InitPayment = z.output<typeof initPaymentSchema>;

/** The gateway's call back: GET …/webhook?payment_ref=… (as Konnect calls it). */
export const paymentRefQuery = z.object({
  payment_ref: textField(100).min(1, { error: 'required' }),
});

/** Path parameter of the sandbox gateway's pages. */
export const paymentRefParams = z.object({
  paymentRef: textField(100).regex(/^[\w-]{1,100}$/, { error: 'invalid_value' }),
});

/** The sandbox card form (README lists the test cards). */
export const sandboxCardSchema = z.object({
  cardNumber: textField(30)
    .transform((number) => number.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .regex(/^\d{12,19}$/, { error: 'invalid_card_number', abort: true })
        .refine(passesLuhn, { error: 'invalid_card_number' }),
    ),
  expiry: textField(7).regex(/^(0[1-9]|1[0-2]) ?\/? ?\d{2}$/, { error: 'invalid_expiry' }),
  cvc: textField(4).regex(/^\d{3,4}$/, { error: 'invalid_cvc' }),
  holder: textField(100).optional(),
});
export type SandboxCard = z.output<typeof sandboxCardSchema>;

/** The Luhn checksum every card number carries: a typo in one digit fails it. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
