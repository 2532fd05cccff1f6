import type { LocaleTexts, Translation } from '../../lib/i18n';

const cartPage: LocaleTexts<Translation['cartPage']> = {
  title: 'Mon panier',
  items_one: '{{count}} article',
  items_other: '{{count}} articles',
  loading: 'Chargement de votre panier...',
  empty: 'Votre panier est vide',
  emptyBody: 'Parcourez la boutique et ajoutez ce qui vous plaît : tout vous attendra ici.',
  browse: 'Parcourir les produits',
  soldBy: 'Vendu par {{brand}}',
  removeItem: 'Retirer',
  clear: 'Vider le panier',
  clearTitle: 'Vider votre panier ?',
  clearBody: 'Tous les articles seront retirés de votre panier.',
  removeTitle: 'Retirer cet article ?',
  removeBody: '{{name}} sera retiré de votre panier.',
  keep: 'Garder',
  summary: 'Récapitulatif de la commande',
  checkout: 'Passer la commande',
  needsAttention: 'Certains articles nécessitent votre attention avant de passer la commande.',
  continueShopping: 'Continuer mes achats',
  retry: 'Réessayer',
};

export default cartPage;
