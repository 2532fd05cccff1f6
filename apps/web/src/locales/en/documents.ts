/** Texts of an order's receipt and invoices (decision 028). */
export default {
  title: 'Receipt and invoices',
  receipt: 'Download receipt',
  receiptShort: 'Receipt',
  receiptOf: 'Download the receipt of order {{number}}',
  receiptFailed: 'We could not download the receipt.',
  paidOn: 'Paid on {{date}}',
  invoice: 'Download invoice',
  invoiceFailed: 'We could not download the invoice.',
  working: 'Preparing the PDF...',
  loading: 'Looking for your documents...',
  loadFailed: 'We could not list the documents of this order.',
  invoicesLater: 'Each brand’s invoice is issued when its items are delivered.',
  notPaidYet: 'The receipt is ready as soon as the order is paid.',
  paid: 'Paid',
};
