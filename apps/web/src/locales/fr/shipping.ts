import type { LocaleTexts, Translation } from '../../lib/i18n';

/** Les textes qui énoncent la règle de livraison (issue 30, décision 025) ; voir en/shipping.ts. */
const shipping: LocaleTexts<Translation['shipping']> = {
  banner: {
    freeTitle: 'Livraison gratuite',
    freeOverBody: 'Dès {{amount}} de commande.',
    alwaysFreeBody: 'Sur toutes les commandes.',
    flatTitle: 'Livraison partout en Tunisie',
    flatBody: '{{amount}} par commande.',
  },
  notice: {
    freeOver: 'Livraison gratuite dès {{amount}} de commande',
    alwaysFree: 'Livraison gratuite sur toutes les commandes',
    flat: 'Livraison : {{amount}} par commande',
  },
  missing: 'Plus que {{amount}} pour profiter de la livraison gratuite.',
  sentence: {
    freeOver:
      'La livraison coûte {{fee}} par commande et devient gratuite dès {{threshold}} de commande (après remises), ou quand tous les articles du panier bénéficient de la livraison gratuite.',
    flat: 'La livraison coûte {{fee}} par commande et devient gratuite quand tous les articles du panier bénéficient de la livraison gratuite.',
    alwaysFree: 'La livraison est gratuite sur toutes les commandes.',
    unknown: 'Votre panier indique le coût de la livraison avant le paiement.',
  },
};

export default shipping;
