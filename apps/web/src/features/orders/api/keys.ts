/** Query keys of the order history, general to specific. */
export const ordersKeys = {
  all: ['orders'] as const,
  /** one customer's orders, newest first (the most recent 500) */
  customer: (userId: number) => [...ordersKeys.all, 'customer', userId] as const,
};
