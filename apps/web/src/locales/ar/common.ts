import type { Translation } from '../../lib/i18n';

const common: Translation['common'] = {
  appName: 'سوق',
  tagline: 'السوق متعدد العلامات التجارية في تونس',
  skipToContent: 'الانتقال إلى المحتوى الرئيسي',
  verifyingAccess: 'جارٍ التحقق من صلاحية الدخول...',
  loggingOut: 'جارٍ تسجيل الخروج...',
  loading: 'جارٍ التحميل...',
  loadingDashboard: 'جارٍ تحميل لوحة التحكم...',
  networkError: 'تعذّر الاتصال بسوق. تحقّق من اتصالك وحاول مرة أخرى.',
  sessionExpired: 'انتهت صلاحية جلستك. يرجى تسجيل الدخول مرة أخرى.',
  close: 'إغلاق',
  notifications: 'الإشعارات',
  dismissNotification: 'إغلاق الإشعار',
  showPassword: 'إظهار كلمة المرور',
  hidePassword: 'إخفاء كلمة المرور',
  user: 'مستخدم',
  language: {
    label: 'اللغة',
    switch: 'اللغة {{code}} ({{current}}). التبديل إلى {{next}}',
  },
  comingSoon: {
    title: 'هذه الصفحة قادمة قريبًا',
    body: 'نعمل على بناء هذا الجزء من سوق. عُد إلينا قريبًا.',
  },
  routeError: {
    title: 'حدث خطأ ما',
    body: 'تعذّر عرض هذه الصفحة. أعد تحميلها للمحاولة مرة أخرى.',
    reload: 'إعادة تحميل الصفحة',
  },
  notFound: {
    title: 'الصفحة غير موجودة',
    code: 'خطأ 404',
    body: 'الصفحة التي تبحث عنها غير موجودة أو تم نقلها.',
    home: 'الذهاب إلى الصفحة الرئيسية',
    shop: 'تصفّح المتجر',
  },
};

export default common;
