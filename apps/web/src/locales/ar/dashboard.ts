import type { Translation } from '../../lib/i18n';

const dashboard: Translation['dashboard'] = {
  navigation: 'التنقل في لوحة التحكم',
  homeLink: 'الصفحة الرئيسية لسوق',
  collapse: 'طي الشريط الجانبي',
  expand: 'توسيع الشريط الجانبي',
  openMenu: 'فتح التنقل',
  closeMenu: 'إغلاق التنقل',
  accountMenu: 'قائمة حساب {{name}}',
  logout: 'تسجيل الخروج',
  adminRole: 'مسؤول',
  brandRole: 'علامة تجارية',
  adminName: 'مسؤول سوق',
  admin: {
    dashboard: 'لوحة التحكم',
    overviewTitle: 'نظرة عامة على لوحة التحكم',
    analytics: 'التحليلات',
    brands: 'العلامات التجارية',
    viewAllBrands: 'كل العلامات التجارية',
    addBrand: 'إضافة علامة تجارية',
    brandReports: 'أداء العلامات التجارية',
    customers: 'العملاء',
    orders: 'الطلبات',
    settings: 'الإعدادات',
  },
  brand: {
    dashboard: 'لوحة التحكم',
    overviewTitle: 'نظرة عامة على العلامة التجارية',
    analytics: 'التحليلات',
    products: 'المنتجات',
    orders: 'الطلبات',
    customers: 'العملاء',
    reviews: 'التقييمات',
    settings: 'الإعدادات',
  },
};

export default dashboard;
