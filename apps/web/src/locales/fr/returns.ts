import type { LocaleTexts } from '../../lib/i18n';
import type en from '../en/returns';

/** Les retours (ticket 30, décision 026) : côté client, et les mots communs à tous. */
const texts: LocaleTexts<typeof en> = {
  title: 'Retours',
  window: 'Vous pouvez retourner les articles de {{brand}} jusqu’au {{date}}.',
  action: 'Retourner des articles',
  formTitle: 'Retourner des articles de {{brand}}',
  items: 'Articles à retourner',
  quantityOf: 'Quantité de {{name}}',
  returnable: '{{left}} sur {{total}} peuvent être retournés',
  underWay: 'Un retour de cet article est en cours',
  reason: 'Motif',
  chooseReason: 'Choisissez un motif',
  note: 'Note (facultative)',
  noteHint: 'Ce que la marque doit savoir, jusqu’à 1 000 caractères.',
  submit: 'Demander le retour',
  sending: 'Envoi…',
  cancel: 'Annuler',
  sent: 'Votre demande de retour a été envoyée à la marque.',
  failed: 'Votre demande de retour n’a pas pu être envoyée.',
  none: 'Aucun retour demandé pour cette commande.',
  requestedOn: 'Demandé le {{date}}',
  from: 'De {{brand}}',
  amount: 'Valeur des articles',
  refund: 'Remboursement enregistré',
  refusal: 'Motif du refus',
  customerNote: 'Note',
  quantity: 'Qté {{count}}',
  next: {
    REQUESTED: 'La marque va accepter ou refuser votre retour.',
    ACCEPTED:
      'Renvoyez les articles à la marque : votre remboursement est enregistré dès leur arrivée.',
    REFUSED: 'La marque a refusé ce retour.',
    RECEIVED: 'La marque a reçu les articles.',
  },
  refundCard: 'Il est reversé sur la carte utilisée pour payer.',
  refundCash: 'Il vous est rendu.',
  status: {
    REQUESTED: 'Demandé',
    ACCEPTED: 'Accepté',
    REFUSED: 'Refusé',
    RECEIVED: 'Reçu',
  },
  reasons: {
    damaged: 'Endommagé ou défectueux',
    wrong_item: 'Mauvais article reçu',
    not_as_described: 'Non conforme à la description',
    size_or_fit: 'Taille ou coupe',
    changed_mind: 'J’ai changé d’avis',
    other: 'Autre',
  },
};

export default texts;
