import { z } from 'zod';

/**
 * GET /orders/{id}/documents (decision 028): what the customer can download for an order — its
 * receipt once something was paid, and the numbered invoice of each delivered brand part.
 */
export const orderInvoiceSchema = z.object({
  number: z.string().describe('F-YYYY-NNNNNN, sequential and gap-free per calendar year'),
  brandOrderId: z.number().int(),
  brandName: z.string(),
  issuedAt: z.iso.datetime(),
  total: z.number().describe('dinar'),
});
export type OrderInvoice = z.infer<typeof orderInvoiceSchema>;

export const orderDocumentsSchema = z.object({
  receipt: z.object({
    available: z.boolean(),
    paidAt: z.iso.datetime().nullable().describe('when the (last) payment was received'),
  }),
  invoices: z.array(orderInvoiceSchema),
});
export type OrderDocuments = z.infer<typeof orderDocumentsSchema>;

/** GET /orders/{id}/receipt and /orders/{id}/invoice: a PDF file. */
export const documentPdfSchema = z.string().describe('the PDF document (application/pdf)');
