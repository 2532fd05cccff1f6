/** Une commande telle que la montrent les deux écrans de commandes, celui de l'admin et celui de
 * la marque : la liste, le formulaire de statut, les champs de remboursement et les articles
 * (components/orders-table, order-status-fields, order-item-summary). */
export default {
  list: {
    filtersLabel: 'Afficher les commandes',
    search: 'Rechercher par numéro de commande, nom ou e-mail du client',
    retry: 'Réessayer',
    emptyTitle: 'Aucune commande ici',
    emptyFiltered: 'Aucune commande ne correspond à ce filtre ou à cette recherche.',
  },
  table: {
    orderNumber: 'Commande',
    customerName: 'Client',
    orderDate: 'Date',
    total: 'Montant dû',
    status: 'Statut',
    actions: 'Actions',
    details: 'Détails',
    detailsOf: 'Détails de la commande {{number}}',
    update: 'Mettre à jour',
    updateOf: 'Mettre à jour le statut de la commande {{number}}',
    pageSize: 'Lignes par page',
    showing: '{{from}} à {{to}} sur {{total}} commandes',
  },
  update: {
    title: 'Mettre à jour la commande {{number}}',
    current: 'Statut actuel',
    newStatus: 'Nouveau statut',
    choose: 'Choisissez un statut',
    submit: 'Mettre à jour le statut',
    cancel: 'Fermer',
    updated: 'La commande {{number}} est maintenant : {{status}}.',
  },
  refund: {
    amount: 'Montant remboursé (dt)',
    amountHint: 'Au plus {{amount}}',
    reference: 'Référence (virement, reçu)',
    note: 'Note',
  },
  quantity: 'Quantité : {{count}}',
  color: 'Couleur : {{color}}',
  size: 'Taille : {{size}}',
  reason: 'Motif : {{reason}}',
  status: { PENDING: 'En attente', ACCEPTED: 'Accepté', REJECTED: 'Refusé' },
};
