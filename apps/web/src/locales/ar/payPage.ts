import type { LocaleTexts, Translation } from '../../lib/i18n';

const payPage: LocaleTexts<Translation['payPage']> = {
  title: 'إتمام الطلب',
  summary: 'ملخص الطلب',
  nextStep: 'سيُطلب منك هنا إدخال بيانات الشحن والدفع.',
  nothing: 'لا يوجد ما تدفعه بعد',
  nothingBody: 'ابدأ من سلتك: زر إتمام الطلب فيها ينقلك إلى هنا مع منتجاتك.',
  toCart: 'الذهاب إلى سلتي',
};

export default payPage;
