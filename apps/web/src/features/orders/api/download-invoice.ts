import type { ApiErrorBody } from '@souk/shared/api';
import { API_BASE, ApiError } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/language';
import { saveFile } from '../../../lib/save-file';
import { getToken } from '../../../lib/session';

/** The file name an order's invoice is saved under. */
export const invoiceFileName = (orderNumber: string) => `invoice-${orderNumber}.pdf`;

/**
 * GET /orders/{id}/invoice — the invoice is a PDF, not the JSON envelope, so it is fetched here
 * with the session's token and the page's language (the invoice is written in it) and answered
 * as a Blob. A failure is an ApiError, as everywhere else.
 */
export async function fetchInvoice(orderId: number): Promise<Blob> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/orders/${orderId}/invoice`, {
      headers: {
        Accept: 'application/pdf',
        'Accept-Language': currentLanguage(),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    });
  } catch (cause) {
    throw new ApiError({ status: 0, errorCode: 'network_error', message: String(cause) });
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as Partial<ApiErrorBody>;
    throw new ApiError({
      status: response.status,
      errorCode: body.errorCode ?? 'unknown_error',
      message: body.message || response.statusText || 'unknown_error',
      body,
    });
  }
  return response.blob();
}

/** Downloads the order's invoice as invoice-{orderNumber}.pdf. */
export async function downloadInvoice(order: { id: number; orderNumber: string }): Promise<void> {
  saveFile(await fetchInvoice(order.id), invoiceFileName(order.orderNumber));
}
