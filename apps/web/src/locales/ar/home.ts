import type { Translation } from '../../lib/i18n';

const home: Translation['home'] = {
  title: 'الرئيسية',
  heroEyebrow: 'موسم جديد وعلامات جديدة',
  heroTitle: 'كل ما تحبه، من علامات تونس التجارية',
  heroBody:
    'اكتشف الأزياء والجمال والمنزل والتكنولوجيا من صنّاع مستقلين وعلامات موثوقة، بأسعار بالدينار وتوصيل حتى باب منزلك.',
  heroCta: 'ابدأ التسوق',
  heroSecondary: 'تعرّف على العلامات',
  benefitsTitle: 'لماذا تتسوق على سوق',
  benefits: {
    returnsTitle: 'إرجاع سهل',
    returnsBody: 'غيّرت رأيك؟ يمكنك الإرجاع خلال 30 يومًا.',
    paymentTitle: 'دفع آمن',
    paymentBody: 'ادفع بالبطاقة عبر الإنترنت أو نقدًا عند الاستلام.',
    supportTitle: 'دعم ودود',
    supportBody:
      'من الاثنين إلى الجمعة، من 9 صباحًا إلى 6 مساءً بتوقيت EST (من 3 عصرًا إلى منتصف الليل بتوقيت تونس). نرد خلال 24 ساعة.',
  },
};

export default home;
