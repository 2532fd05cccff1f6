import type { Language, OrderStatus, PaymentMethod, PaymentStatus } from './constants';

/**
 * The names of an order's status, payment method and payment status in the three languages,
 * written once: the server's alerts, mails and invoices and the web app's pages all read them here.
 * Names, not sentences: they stand alone under a label ("Order status: Shipped").
 */

export const ORDER_STATUS_NAMES: Record<Language, Record<OrderStatus, string>> = {
  en: {
    PENDING: 'Pending',
    PROCESSING: 'Processing',
    SHIPPED: 'Shipped',
    DELIVERED: 'Delivered',
    COMPLETED: 'Completed',
    CANCELLED: 'Cancelled',
    REFUNDED: 'Refunded',
  },
  fr: {
    PENDING: 'En attente',
    PROCESSING: 'En préparation',
    SHIPPED: 'Expédiée',
    DELIVERED: 'Livrée',
    COMPLETED: 'Terminée',
    CANCELLED: 'Annulée',
    REFUNDED: 'Remboursée',
  },
  ar: {
    PENDING: 'قيد الانتظار',
    PROCESSING: 'قيد التجهيز',
    SHIPPED: 'تم الشحن',
    DELIVERED: 'تم التسليم',
    COMPLETED: 'مكتمل',
    CANCELLED: 'ملغى',
    REFUNDED: 'مسترد',
  },
};

export const PAYMENT_METHOD_NAMES: Record<Language, Record<PaymentMethod, string>> = {
  en: { ONLINE: 'Card, online', ON_DELIVERY: 'Cash on delivery' },
  fr: { ONLINE: 'Carte, en ligne', ON_DELIVERY: 'Paiement à la livraison' },
  ar: { ONLINE: 'بطاقة، عبر الإنترنت', ON_DELIVERY: 'الدفع عند الاستلام' },
};

/** Shown under a "Payment" or "Payment status" label, so the word "payment" is not repeated. */
export const PAYMENT_STATUS_NAMES: Record<Language, Record<PaymentStatus, string>> = {
  en: {
    PENDING: 'Pending',
    PAID: 'Paid',
    FAILED: 'Failed',
    REFUNDED: 'Refunded',
    CANCELLED: 'Cancelled',
  },
  fr: {
    PENDING: 'En attente',
    PAID: 'Payé',
    FAILED: 'Échoué',
    REFUNDED: 'Remboursé',
    CANCELLED: 'Annulé',
  },
  ar: {
    PENDING: 'قيد الانتظار',
    PAID: 'مدفوع',
    FAILED: 'فشل',
    REFUNDED: 'مسترد',
    CANCELLED: 'ملغى',
  },
};
