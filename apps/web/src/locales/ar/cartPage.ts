import type { LocaleTexts, Translation } from '../../lib/i18n';

const cartPage: LocaleTexts<Translation['cartPage']> = {
  title: 'سلتي',
  items_zero: 'لا توجد منتجات',
  items_one: 'منتج واحد',
  items_two: 'منتجان',
  items_few: '{{count}} منتجات',
  items_many: '{{count}} منتجًا',
  items_other: '{{count}} منتج',
  loading: 'جارٍ تحميل سلتك...',
  empty: 'سلتك فارغة',
  emptyBody: 'تصفّح المتجر وأضف ما يعجبك: سيبقى بانتظارك هنا.',
  browse: 'تصفّح المنتجات',
  soldBy: 'البائع: {{brand}}',
  removeItem: 'إزالة',
  clear: 'إفراغ السلة',
  clearTitle: 'هل تريد إفراغ سلتك؟',
  clearBody: 'ستتم إزالة جميع المنتجات من سلتك.',
  removeTitle: 'هل تريد إزالة هذا المنتج؟',
  removeBody: 'ستتم إزالة {{name}} من سلتك.',
  keep: 'إبقاء',
  summary: 'ملخص الطلب',
  checkout: 'المتابعة إلى الدفع',
  needsAttention: 'بعض المنتجات تحتاج إلى انتباهك قبل إتمام الطلب.',
  continueShopping: 'مواصلة التسوق',
  retry: 'إعادة المحاولة',
};

export default cartPage;
