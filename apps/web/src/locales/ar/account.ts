import type { Translation } from '../../lib/i18n';

const account: Translation['account'] = {
  navLabel: 'حسابي',
  profile: 'ملفي الشخصي',
  settings: 'إعدادات الحساب',
  orderHistory: 'سجل الطلبات',
  alerts: 'التنبيهات',
  cart: 'سلتي',
  support: 'مركز الدعم',
  wishlist: 'قائمة الأمنيات',
};

export default account;
