import type { LocaleTexts } from '../../lib/i18n';
import type en from '../en/returns';

/** الإرجاع (التذكرة 30، القرار 026): جهة الزبون، والكلمات المشتركة بين الجميع. */
const texts: LocaleTexts<typeof en> = {
  title: 'الإرجاع',
  window: 'يمكنك إرجاع منتجات {{brand}} حتى {{date}}.',
  action: 'إرجاع منتجات',
  formTitle: 'إرجاع منتجات من {{brand}}',
  items: 'المنتجات المراد إرجاعها',
  quantityOf: 'كمية {{name}}',
  returnable: 'يمكن إرجاع {{left}} من {{total}}',
  underWay: 'هناك طلب إرجاع جارٍ لهذا المنتج',
  reason: 'السبب',
  chooseReason: 'اختر سببًا',
  note: 'ملاحظة (اختيارية)',
  noteHint: 'ما يجب أن تعرفه العلامة التجارية، حتى 1000 حرف.',
  submit: 'طلب الإرجاع',
  sending: 'جارٍ الإرسال…',
  cancel: 'إلغاء',
  sent: 'تم إرسال طلب الإرجاع إلى العلامة التجارية.',
  failed: 'تعذّر إرسال طلب الإرجاع.',
  none: 'لا يوجد طلب إرجاع لهذا الطلب.',
  requestedOn: 'طُلب في {{date}}',
  from: 'من {{brand}}',
  amount: 'قيمة المنتجات',
  refund: 'الاسترداد المسجَّل',
  refusal: 'سبب الرفض',
  customerNote: 'ملاحظة',
  quantity: 'الكمية {{count}}',
  next: {
    REQUESTED: 'ستقبل العلامة التجارية طلب الإرجاع أو ترفضه.',
    ACCEPTED: 'أعد المنتجات إلى العلامة التجارية: يُسجَّل الاسترداد فور وصولها.',
    REFUSED: 'رفضت العلامة التجارية طلب الإرجاع هذا.',
    RECEIVED: 'استلمت العلامة التجارية المنتجات.',
  },
  refundCard: 'يُعاد المبلغ إلى البطاقة التي دفعت بها.',
  refundCash: 'يُعاد المبلغ إليك نقدًا.',
  status: {
    REQUESTED: 'مطلوب',
    ACCEPTED: 'مقبول',
    REFUSED: 'مرفوض',
    RECEIVED: 'مُستلَم',
  },
  reasons: {
    damaged: 'تالف أو معيب',
    wrong_item: 'وصلني منتج خاطئ',
    not_as_described: 'لا يطابق الوصف',
    size_or_fit: 'المقاس أو القصّة',
    changed_mind: 'غيّرت رأيي',
    other: 'سبب آخر',
  },
};

export default texts;
