import type { LocaleTexts } from '../../lib/i18n';
import type en from '../en/returnsDesk';

/** الإرجاعات في صفحتي طلبات العلامة التجارية والإدارة (التذكرة 30، القرار 026). */
const texts: LocaleTexts<typeof en> = {
  brandTitle: 'إرجاعات بانتظار المعالجة',
  brandIntro: 'اقبل كل طلب أو ارفضه، ثم سجّل استلام المنتجات: يعود المخزون ويُسجَّل الاسترداد.',
  adminTitle: 'الإرجاعات',
  adminIntro: 'كل الإرجاعات المطلوبة في السوق.',
  filter: 'الحالة',
  all: 'الكل',
  empty: 'لا توجد إرجاعات هنا.',
  failed: 'تعذّر تحميل الإرجاعات.',
  customer: 'الزبون',
  order: 'الطلب {{number}}',
  accept: 'قبول',
  refuse: 'رفض',
  receive: 'تسجيل الاستلام',
  refuseTitle: 'رفض إرجاع الطلب {{number}}',
  refusalReason: 'سبب الرفض',
  refusalHint: 'سيقرؤه الزبون، حتى 500 حرف.',
  confirmRefuse: 'رفض الإرجاع',
  back: 'رجوع',
  receiveTitle: 'تسجيل استلام منتجات الطلب {{number}}؟',
  receiveBody: 'تعود المنتجات إلى المخزون ويُسجَّل للزبون استرداد بمبلغ {{amount}}.',
  confirmReceive: 'تسجيل الاستلام',
  done: {
    accept: 'تم قبول الإرجاع.',
    refuse: 'تم رفض الإرجاع.',
    receive: 'تم استلام المنتجات: عاد المخزون وسُجّل الاسترداد.',
  },
  actionFailed: 'تعذّر تحديث الإرجاع.',
  previous: 'السابق',
  nextPage: 'التالي',
  pageOf: 'الصفحة {{page}} من {{pages}}',
};

export default texts;
