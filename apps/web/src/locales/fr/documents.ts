import type { LocaleTexts, Translation } from '../../lib/i18n';

/** Textes du reçu et des factures d’une commande (décision 028). */
const documents: LocaleTexts<Translation['documents']> = {
  title: 'Reçu et factures',
  receipt: 'Télécharger le reçu',
  receiptShort: 'Reçu',
  receiptOf: 'Télécharger le reçu de la commande {{number}}',
  receiptFailed: 'Nous n’avons pas pu télécharger le reçu.',
  paidOn: 'Payé le {{date}}',
  invoice: 'Télécharger la facture',
  invoiceFailed: 'Nous n’avons pas pu télécharger la facture.',
  working: 'Préparation du PDF...',
  loading: 'Recherche de vos documents...',
  loadFailed: 'Nous n’avons pas pu lister les documents de cette commande.',
  invoicesLater: 'La facture de chaque marque est émise à la livraison de ses articles.',
  notPaidYet: 'Le reçu est disponible dès que la commande est payée.',
  paid: 'Payée',
};

export default documents;
