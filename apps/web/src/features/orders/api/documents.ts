import { useQuery } from '@tanstack/react-query';
import type { OrderDocuments } from '@souk/shared/responses/documents';
import { apiData, API_BASE, ApiError } from '../../../lib/api-client';
import type { ApiErrorBody } from '@souk/shared/api';
import { currentLanguage } from '../../../lib/language';
import { saveFile } from '../../../lib/save-file';
import { getToken } from '../../../lib/session';
import { ordersKeys } from './keys';

export type { OrderDocuments };

/**
 * GET /orders/{id}/documents (decision 028): the receipt once something was paid and the
 * numbered invoice of each delivered brand part. Asked again whenever the details open: a part
 * delivered meanwhile has its invoice.
 */
export function useOrderDocuments(orderId: number, enabled = true) {
  return useQuery({
    queryKey: [...ordersKeys.all, 'documents', orderId] as const,
    queryFn: ({ signal }) => apiData<OrderDocuments>(`/orders/${orderId}/documents`, { signal }),
    enabled,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/**
 * A PDF of the order (receipt, invoice): not the JSON envelope, so it is fetched here with the
 * session's token and the page's language (the document is written in it) and saved under
 * `fileName`. A failure is an ApiError, as everywhere else.
 */
export async function downloadPdf(path: string, fileName: string): Promise<void> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
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
  saveFile(await response.blob(), fileName);
}

/** The receipt, saved as receipt-{orderNumber}.pdf. */
export const downloadReceipt = (order: { id: number; orderNumber: string }) =>
  downloadPdf(`/orders/${order.id}/receipt`, `receipt-${order.orderNumber}.pdf`);

/** One numbered invoice, saved as invoice-{number}.pdf. */
export const downloadNumberedInvoice = (orderId: number, number: string) =>
  downloadPdf(
    `/orders/${orderId}/invoice?number=${encodeURIComponent(number)}`,
    `invoice-${number}.pdf`,
  );
