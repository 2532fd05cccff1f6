import type { LocaleTexts, Translation } from '../../lib/i18n';

/** نصوص إيصال الطلب وفواتيره (القرار 028). */
const documents: LocaleTexts<Translation['documents']> = {
  title: 'الإيصال والفواتير',
  receipt: 'تنزيل الإيصال',
  receiptShort: 'الإيصال',
  receiptOf: 'تنزيل إيصال الطلب {{number}}',
  receiptFailed: 'تعذر تنزيل الإيصال.',
  paidOn: 'دُفع في {{date}}',
  invoice: 'تنزيل الفاتورة',
  invoiceFailed: 'تعذر تنزيل الفاتورة.',
  working: 'جارٍ تحضير ملف PDF...',
  loading: 'جارٍ البحث عن مستنداتك...',
  loadFailed: 'تعذر عرض مستندات هذا الطلب.',
  invoicesLater: 'تصدر فاتورة كل علامة تجارية عند توصيل منتجاتها.',
  notPaidYet: 'يصبح الإيصال متاحًا فور دفع الطلب.',
  paid: 'مدفوع',
};

export default documents;
