import type { LocaleTexts, Translation } from '../../lib/i18n';

const wishlistPage: LocaleTexts<Translation['wishlistPage']> = {
  title: 'قائمة أمنياتي',
};

export default wishlistPage;
