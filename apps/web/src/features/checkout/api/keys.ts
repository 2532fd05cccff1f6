/** Query keys of checkout and payment, general to specific. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  orders: () => [...checkoutKeys.all, 'orders'] as const,
  order: (id: number) => [...checkoutKeys.orders(), id] as const,
  /** The gateway's answer about one payment, asked once when the customer comes back. */
  paymentCheck: (paymentRef: string) => [...checkoutKeys.all, 'payment-check', paymentRef] as const,
  sandboxPayment: (paymentRef: string) =>
    [...checkoutKeys.all, 'sandbox-payment', paymentRef] as const,
};
