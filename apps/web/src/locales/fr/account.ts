import type { Translation } from '../../lib/i18n';

const account: Translation['account'] = {
  navLabel: 'Mon compte',
  profile: 'Mon profil',
  settings: 'Paramètres du compte',
  orderHistory: 'Historique des commandes',
  alerts: 'Alertes',
  cart: 'Mon panier',
  support: "Centre d'assistance",
  wishlist: 'Liste de souhaits',
};

export default account;
