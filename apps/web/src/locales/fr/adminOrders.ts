import { PAYMENT_METHOD_NAMES, PAYMENT_STATUS_NAMES } from '@souk/shared/order-names';

/** L'écran des commandes de l'administration (dashboards §2 « Orders », §4). */
export default {
  intro:
    'Toutes les commandes de la place de marché, avec la part de chaque marque et ce qui reste à rembourser.',
  filters: {
    ALL: 'Toutes',
    PENDING: 'En attente',
    PROCESSING: 'En préparation',
    SHIPPED: 'Expédiées',
    DELIVERED: 'Livrées',
    COMPLETED: 'Terminées',
    CANCELLED: 'Annulées',
    REFUNDED: 'Remboursées',
  },
  metrics: {
    label: 'Les commandes en un coup d’œil',
    total: 'Commandes',
    totalHint: '{{cancelled}} annulées, {{refunded}} remboursées',
    pending: 'À expédier',
    pendingHint: 'En attente ou en préparation',
    shipped: 'En transit',
    completed: 'Livrées',
    completedHint: 'Livrées ou terminées',
    revenue: 'Chiffre d’affaires livré',
    revenueHint: 'Articles livrés, non refusés ; {{amount}} à rembourser',
  },
  table: {
    caption: 'Commandes, triables par chaque en-tête de colonne',
    brands_one: '{{count}} marque',
    brands_other: '{{count}} marques',
    refundDue: '{{amount}} à rembourser',
  },
  payment: { ...PAYMENT_METHOD_NAMES.fr, status: PAYMENT_STATUS_NAMES.fr },
  loading: 'Chargement des commandes...',
  loadFailed: 'Nous n’avons pas pu charger les commandes.',
  empty: {
    body: 'Les commandes s’affichent ici dès que les clients les passent.',
  },
  details: {
    title: 'Commande {{number}}',
    customer: 'Client',
    shippingAddress: 'Adresse de livraison',
    billingAddress: 'Adresse de facturation',
    payment: 'Paiement',
    amounts: 'Montants',
    subtotal: 'Articles',
    shipping: 'Livraison',
    total: 'Total',
    amountDue: 'Reste à payer',
    refundDue: 'À rembourser au client',
    dates: 'Dates',
    processed: 'Préparée',
    shipped: 'Expédiée',
    delivered: 'Livrée',
    cancelled: 'Annulée',
    refunded: 'Remboursée',
    parts: 'La part de chaque marque',
    partRefunded: 'Remboursé pour cette part : {{amount}}',
    refunds: 'Remboursements enregistrés',
    refundOfPart: '{{brand}} : {{amount}}',
    refundOfOrder: 'Dû au client : {{amount}}',
    notes: 'Note du client',
  },
  refund: {
    settleTitle: 'Enregistrer le remboursement effectué',
    settleIntro:
      'La commande doit {{amount}} au client. Enregistrez ce que vous lui avez remboursé.',
    partAction: 'Enregistrer un remboursement pour {{brand}}',
    partTitle: 'Remboursement pour {{brand}}',
    partIntro:
      'Au plus {{amount}} : ce que le client a payé pour ses articles qui n’ont pas été refusés.',
    submit: 'Enregistrer le remboursement',
    cancel: 'Annuler',
    recorded: 'Remboursement de {{amount}} enregistré pour la commande {{number}}.',
  },
  update: {
    cancelWarning:
      'L’annulation arrête chaque part non expédiée, remet le stock en rayon et prévient le client. Elle est irréversible.',
    refundWarning:
      'Cette commande a été payée : l’annuler marque {{amount}} à rembourser, à enregistrer une fois rendu.',
  },
};
