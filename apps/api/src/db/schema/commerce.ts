import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { OrderStatus } from '@souk/shared/constants';
import { users } from './accounts';
import { brands } from './brands';
import { products } from './catalogue';
import { money, percent } from './types';

export const orderStatusEnum = pgEnum('order_status', [
  'PENDING',
  'PROCESSING',
  'SHIPPED',
  'DELIVERED',
  'COMPLETED',
  'CANCELLED',
  'REFUNDED',
]);
export const orderItemStatusEnum = pgEnum('order_item_status', ['PENDING', 'ACCEPTED', 'REJECTED']);
export const paymentMethodEnum = pgEnum('payment_method', ['ONLINE', 'ON_DELIVERY']);
export const paymentStatusEnum = pgEnum('payment_status', [
  'PENDING',
  'PAID',
  'FAILED',
  'REFUNDED',
  'CANCELLED',
]);

export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carts_user_key').on(t.userId)],
);

/** spec: storefront §3 — a cart item's identity is product plus size plus colour. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    color: text('color').notNull().default(''),
    size: text('size').notNull().default(''),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_identity_key').on(t.cartId, t.productId, t.size, t.color),
    // who holds a product, when it comes back in stock (decision 011)
    index('cart_items_product_idx').on(t.productId),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wishlist_user_product_key').on(t.userId, t.productId),
    index('wishlist_user_created_idx').on(t.userId, t.createdAt),
    // who wishes for a product, when its price drops or it comes back (decision 011)
    index('wishlist_product_idx').on(t.productId),
  ],
);

/** An order is one checkout. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: orderStatusEnum('status').notNull().default('PENDING'),
    paymentMethod: paymentMethodEnum('payment_method').notNull(),
    paymentStatus: paymentStatusEnum('payment_status').notNull().default('PENDING'),
    paymentTransactionId: text('payment_transaction_id'),
    shippingFirstName: text('shipping_first_name'),
    shippingLastName: text('shipping_last_name'),
    shippingEmail: text('shipping_email'),
    shippingPhone: text('shipping_phone'),
    shippingAddress: text('shipping_address').notNull(),
    shippingCity: text('shipping_city').notNull(),
    shippingState: text('shipping_state').notNull(),
    shippingZipCode: text('shipping_zip_code').notNull(),
    shippingCountry: text('shipping_country').notNull(),
    billingAddress: text('billing_address'),
    billingCity: text('billing_city'),
    billingState: text('billing_state'),
    billingZipCode: text('billing_zip_code'),
    billingCountry: text('billing_country'),
    shippingMethod: text('shipping_method').notNull().default('STANDARD'),
    subtotal: money('subtotal').notNull(),
    shippingCost: money('shipping_cost').notNull(),
    tax: money('tax').notNull().default(0),
    discount: money('discount').notNull().default(0),
    total: money('total').notNull(),
    /** money received that is to be given back (decision 010); 0 when nothing is owed back */
    refundDue: money('refund_due').notNull().default(0),
    notes: text('notes'),
    orderDate: timestamp('order_date', { withTimezone: true }).notNull().defaultNow(),
    processedDate: timestamp('processed_date', { withTimezone: true }),
    shippedDate: timestamp('shipped_date', { withTimezone: true }),
    deliveredDate: timestamp('delivered_date', { withTimezone: true }),
    cancelledDate: timestamp('cancelled_date', { withTimezone: true }),
    refundedDate: timestamp('refunded_date', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.orderNumber),
    index('orders_customer_date_idx').on(t.customerId, t.orderDate),
    index('orders_status_date_idx').on(t.status, t.orderDate),
    index('orders_date_idx').on(t.orderDate),
    index('orders_total_idx').on(t.total),
    // the admin's list: newest first, or by its other sortable columns
    index('orders_created_idx').on(t.createdAt),
    // the expiry sweep: online orders still waiting for their payment
    index('orders_awaiting_payment_idx')
      .on(t.createdAt)
      .where(
        sql`${t.paymentMethod} = 'ONLINE' and ${t.status} = 'PENDING' and ${t.paymentStatus} in ('PENDING', 'FAILED')`,
      ),
  ],
);

/** Each brand's part of an order, with its own fulfilment status and dates. */
export const brandOrders = pgTable(
  'brand_orders',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    status: orderStatusEnum('status').notNull().default('PENDING'),
    subtotal: money('subtotal').notNull(),
    processedDate: timestamp('processed_date', { withTimezone: true }),
    shippedDate: timestamp('shipped_date', { withTimezone: true }),
    deliveredDate: timestamp('delivered_date', { withTimezone: true }),
    cancelledDate: timestamp('cancelled_date', { withTimezone: true }),
    refundedDate: timestamp('refunded_date', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('brand_orders_order_brand_key').on(t.orderId, t.brandId),
    index('brand_orders_brand_date_idx').on(t.brandId, t.createdAt),
    index('brand_orders_brand_status_idx').on(t.brandId, t.status),
  ],
);

export type ProductSnapshot = {
  name: string;
  imageUrl: string | null;
  price: number;
  discountPrice: number;
  color: string | null;
  size: string | null;
  sku: string;
  brandName: string;
};

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    brandOrderId: integer('brand_order_id')
      .notNull()
      .references(() => brandOrders.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    productSku: text('product_sku'),
    productPrice: money('product_price').notNull(),
    discountPrice: percent('discount_price').notNull().default(0),
    unitPrice: money('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    subtotal: money('subtotal').notNull(),
    color: text('color'),
    size: text('size'),
    imageUrl: text('image_url'),
    productSnapshot: jsonb('product_snapshot').$type<ProductSnapshot>().notNull(),
    status: orderItemStatusEnum('status').notNull().default('PENDING'),
    rejectionReason: text('rejection_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_brand_order_idx').on(t.brandOrderId),
    index('order_items_brand_idx').on(t.brandId, t.createdAt),
    index('order_items_product_idx').on(t.productId),
  ],
);

/**
 * Money given back to the customer for a brand's part of an order (decision 015): recorded by the
 * brand or an admin before the part may be marked REFUNDED. Amounts in hundredths.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    brandOrderId: integer('brand_order_id').references(() => brandOrders.id, {
      onDelete: 'cascade',
    }),
    amount: money('amount').notNull(),
    reference: text('reference'),
    note: text('note'),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    index('refunds_brand_order_idx').on(t.brandOrderId),
  ],
);

/**
 * A brand's message to a customer about an order (decision 015): sent by email from the
 * marketplace with reply-to the brand, and kept here as the order's log.
 */
export const orderMessages = pgTable(
  'order_messages',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_messages_order_idx').on(t.orderId, t.createdAt),
    index('order_messages_brand_customer_idx').on(t.brandId, t.customerId, t.createdAt),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    paymentRef: text('payment_ref').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull().default('TND'),
    status: paymentStatusEnum('status').notNull().default('PENDING'),
    payUrl: text('pay_url'),
    /** when the gateway stops accepting this payment (its lifespan) */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_ref_key').on(t.paymentRef),
    // one payment at a time per order: a second open one cannot be written
    uniqueIndex('payments_one_open_key')
      .on(t.orderId)
      .where(sql`${t.status} = 'PENDING'`),
    index('payments_order_idx').on(t.orderId),
    index('payments_created_idx').on(t.createdAt),
  ],
);

/**
 * The sandbox gateway's own book (PAYMENT_PROVIDER=sandbox): what Konnect would keep on its side.
 * Our `payments` rows trust it only through the gateway's status call, as they would Konnect.
 */
export const sandboxPayments = pgTable('sandbox_payments', {
  paymentRef: text('payment_ref').primaryKey(),
  /** millimes, as Konnect counts */
  amount: integer('amount').notNull(),
  orderId: text('order_id').notNull(),
  description: text('description').notNull(),
  webhook: text('webhook').notNull(),
  successUrl: text('success_url').notNull(),
  failUrl: text('fail_url').notNull(),
  /** voided: the shop withdrew it (order cancelled or expired); it can no longer be paid */
  status: text('status')
    .$type<'pending' | 'completed' | 'failed' | 'voided'>()
    .notNull()
    .default('pending'),
  /** the lifespan asked for at init: past it the card page refuses the payment, as Konnect does */
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  cardLast4: text('card_last4'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What an alert is about (decision 011): its title and message are written from these in the
 * reader's language when read. Amounts in hundredths.
 */
export type AlertDetails = {
  productName?: string;
  /** the final (discounted) price before and after a change */
  oldPrice?: number;
  newPrice?: number;
  /** set when a price alert of the customer fired */
  targetPrice?: number;
  orderNumber?: string;
  status?: OrderStatus;
  /** the brands whose part of the order changed, when the order's own status did not */
  brands?: string[];
  /** a brand's decision on one item (with productName, and its reason when rejected) */
  itemStatus?: 'ACCEPTED' | 'REJECTED';
  reason?: string;
  /** a return's step (decision 026), with the refusal's reason or the refund recorded */
  returnStatus?: 'REQUESTED' | 'ACCEPTED' | 'REFUSED' | 'RECEIVED';
  refundAmount?: number;
};

export const alerts = pgTable(
  'alerts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** what the title and message say, to write them in the reader's language */
    details: jsonb('details').$type<AlertDetails>().notNull().default({}),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('alerts_user_created_idx').on(t.userId, t.createdAt),
    index('alerts_user_type_idx').on(t.userId, t.type),
    // the header's unread count
    index('alerts_user_unread_idx')
      .on(t.userId)
      .where(sql`not ${t.isRead}`),
  ],
);

export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    targetPrice: money('target_price').notNull(),
    active: boolean('active').notNull().default(true),
    triggeredAt: timestamp('triggered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('price_alerts_user_product_key').on(t.userId, t.productId),
    index('price_alerts_product_active_idx').on(t.productId, t.active),
  ],
);
