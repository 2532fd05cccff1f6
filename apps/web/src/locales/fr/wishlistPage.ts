import type { LocaleTexts, Translation } from '../../lib/i18n';

const wishlistPage: LocaleTexts<Translation['wishlistPage']> = {
  title: 'Ma liste de souhaits',
};

export default wishlistPage;
