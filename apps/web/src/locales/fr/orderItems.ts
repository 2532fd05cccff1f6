/** Les articles d'une commande dans les tableaux de bord (components/order-item-summary). */
export default {
  quantity: 'Quantité : {{count}}',
  color: 'Couleur : {{color}}',
  size: 'Taille : {{size}}',
  reason: 'Motif : {{reason}}',
  status: { PENDING: 'En attente', ACCEPTED: 'Accepté', REJECTED: 'Refusé' },
};
