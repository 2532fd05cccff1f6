import type { LocaleTexts, Translation } from '../../lib/i18n';

const payPage: LocaleTexts<Translation['payPage']> = {
  title: 'Paiement',
  summary: 'Récapitulatif de la commande',
  nextStep: 'Les informations de livraison et le paiement vous seront demandés ici.',
  nothing: 'Rien à payer pour le moment',
  nothingBody:
    'Commencez par votre panier : son bouton de commande vous amène ici avec vos articles.',
  toCart: 'Aller à mon panier',
};

export default payPage;
