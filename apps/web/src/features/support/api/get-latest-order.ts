import type { Page } from '@souk/shared/api';
import type { Order } from '@souk/shared/responses/orders';
import { apiData } from '../../../lib/api-client';

/**
 * GET /orders/customer/{id}/paged?size=1 — the customer's latest order (newest first), for the
 * chat's "where is my order"; null when they have none.
 */
export async function getLatestOrder(customerId: number): Promise<Order | null> {
  const page = await apiData<Page<Order>>(
    `/orders/customer/${customerId}/paged?page=0&size=1&sortBy=orderDate&direction=desc`,
  );
  return page.content[0] ?? null;
}
