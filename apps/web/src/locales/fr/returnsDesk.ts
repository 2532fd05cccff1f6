import type { LocaleTexts } from '../../lib/i18n';
import type en from '../en/returnsDesk';

/** Les retours sur les pages commandes de la marque et de l'administration (ticket 30, décision 026). */
const texts: LocaleTexts<typeof en> = {
  brandTitle: 'Retours à traiter',
  brandIntro:
    'Acceptez ou refusez chaque demande, puis indiquez la réception des articles : le stock revient et le remboursement est enregistré.',
  adminTitle: 'Retours',
  adminIntro: 'Tous les retours demandés sur la place de marché.',
  filter: 'Statut',
  all: 'Tous',
  empty: 'Aucun retour ici.',
  failed: 'Les retours n’ont pas pu être chargés.',
  customer: 'Client',
  order: 'Commande {{number}}',
  accept: 'Accepter',
  refuse: 'Refuser',
  receive: 'Marquer reçu',
  refuseTitle: 'Refuser le retour de la commande {{number}}',
  refusalReason: 'Motif du refus',
  refusalHint: 'Le client le lira, jusqu’à 500 caractères.',
  confirmRefuse: 'Refuser le retour',
  back: 'Retour',
  receiveTitle: 'Marquer les articles de la commande {{number}} comme reçus ?',
  receiveBody:
    'Les articles reviennent en stock et un remboursement de {{amount}} est enregistré pour le client.',
  confirmReceive: 'Marquer reçu',
  done: {
    accept: 'Retour accepté.',
    refuse: 'Retour refusé.',
    receive: 'Articles reçus : stock rétabli et remboursement enregistré.',
  },
  actionFailed: 'Le retour n’a pas pu être mis à jour.',
  previous: 'Précédent',
  nextPage: 'Suivant',
  pageOf: 'Page {{page}} sur {{pages}}',
};

export default texts;
