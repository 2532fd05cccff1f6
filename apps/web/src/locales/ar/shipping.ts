import type { LocaleTexts, Translation } from '../../lib/i18n';

/** النصوص التي تذكر قاعدة الشحن (issue 30، القرار 025)؛ انظر en/shipping.ts. */
const shipping: LocaleTexts<Translation['shipping']> = {
  banner: {
    freeTitle: 'شحن مجاني',
    freeOverBody: 'للطلبات بقيمة {{amount}} أو أكثر.',
    alwaysFreeBody: 'على كل الطلبات.',
    flatTitle: 'توصيل إلى كل أنحاء تونس',
    flatBody: '{{amount}} للطلب الواحد.',
  },
  notice: {
    freeOver: 'شحن مجاني للطلبات بقيمة {{amount}} أو أكثر',
    alwaysFree: 'شحن مجاني على كل الطلبات',
    flat: 'التوصيل: {{amount}} للطلب الواحد',
  },
  missing: 'أضف {{amount}} أخرى لتحصل على الشحن المجاني.',
  sentence: {
    freeOver:
      'تبلغ تكلفة التوصيل {{fee}} للطلب الواحد، ويصبح مجانيًا للطلبات بقيمة {{threshold}} أو أكثر (بعد التخفيضات)، أو عندما تتمتع جميع منتجات السلة بالشحن المجاني.',
    flat: 'تبلغ تكلفة التوصيل {{fee}} للطلب الواحد، ويصبح مجانيًا عندما تتمتع جميع منتجات السلة بالشحن المجاني.',
    alwaysFree: 'التوصيل مجاني على كل الطلبات.',
    unknown: 'تعرض سلتك تكلفة التوصيل قبل الدفع.',
  },
};

export default shipping;
