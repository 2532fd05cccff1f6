import type { LocaleTexts, Translation } from '../../lib/i18n';

const cartPage: LocaleTexts<Translation['cartPage']> = {
  title: 'Mon panier',
};

export default cartPage;
