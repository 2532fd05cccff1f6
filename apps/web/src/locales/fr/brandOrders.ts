import { PAYMENT_METHOD_NAMES, PAYMENT_STATUS_NAMES } from '@souk/shared/order-names';
import type en from '../en/brandOrders';

/** L’écran des commandes de la marque (dashboards §2, §4, §5). */
export default {
  intro: 'Les commandes qui contiennent vos produits : vos articles seulement, avec leur statut.',
  filters: {
    all: 'Toutes',
    pending: 'En attente',
    processing: 'En préparation',
    shipped: 'Expédiées',
    delivered: 'Livrées',
    cancelled: 'Annulées',
    refunded: 'Remboursées',
  },
  metrics: {
    label: 'Vos commandes en bref',
    total: 'Commandes',
    pending: 'À préparer',
    shipped: 'En transit',
    revenue: 'Chiffre livré',
    revenueHint: 'Articles livrés, non refusés',
  },
  table: {
    caption: 'Vos commandes, triables par chaque en-tête de colonne',
  },
  itemStatus: { PENDING: 'En attente', ACCEPTED: 'Accepté', REJECTED: 'Refusé' },
  payment: { ...PAYMENT_METHOD_NAMES.fr, status: PAYMENT_STATUS_NAMES.fr },
  loading: 'Chargement de vos commandes...',
  loadFailed: 'Impossible de charger vos commandes.',
  empty: {
    body: 'Les commandes contenant vos produits s’affichent ici dès qu’un client les passe.',
  },
  details: {
    title: 'Commande {{number}}',
    customer: 'Client',
    dates: 'Dates',
    ordered: 'Commandée',
    processed: 'Préparée',
    shipped: 'Expédiée',
    delivered: 'Livrée',
    cancelled: 'Annulée',
    refunded: 'Remboursée',
    address: 'Adresse de livraison',
    payment: 'Paiement',
    items: 'Vos articles',
    quantity: 'Quantité : {{count}}',
    color: 'Couleur : {{color}}',
    size: 'Taille : {{size}}',
    reason: 'Motif : {{reason}}',
    subtotal: 'Articles commandés',
    total: 'Vous gagnez',
    refundedAmount: 'Remboursé',
    notes: 'Note du client',
  },
  update: {
    tabs: 'Que mettre à jour',
    orderTab: 'Statut de la commande',
    itemTab: 'Statut des articles',
    cancelWarning:
      'L’annulation prévient le client, remet le stock, peut entraîner un remboursement et est définitive.',
    refundWarning:
      'Marquer la commande remboursée exige d’avoir enregistré le remboursement. C’est définitif.',
    refundRecorded: 'Déjà enregistré comme remboursé : {{amount}}',
    refundForm: 'Enregistrer le remboursement',
    refundAndMark: 'Enregistrer le remboursement et marquer remboursée',
    itemsIntro:
      'Acceptez ou refusez chaque article ; un refus exige un motif. Seuls les articles modifiés sont envoyés.',
    itemDecision: 'Décision pour {{name}}',
    keep: 'Aucun changement',
    accept: 'Accepté',
    reject: 'Refusé',
    reason: 'Motif du refus de {{name}}',
    reasonRequired: 'Veuillez indiquer le motif du refus.',
    saveItems: 'Enregistrer les décisions',
    noChanges: 'Modifiez d’abord au moins un article.',
    itemsSaved: 'Décisions enregistrées.',
    itemFailed: '{{name}} : {{message}}',
    locked:
      'Les articles ne peuvent être modifiés que lorsque la commande est en attente ou en préparation.',
  },
} satisfies typeof en;
