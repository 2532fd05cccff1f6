/**
 * Les montants d'une commande, les mêmes mots sur chaque écran (décision 029), et les périodes
 * qu'indique chaque chiffre des tableaux de bord.
 */
export default {
  title: 'Montants',
  figures: {
    itemsOrdered: 'Articles commandés',
    shipping: 'Livraison',
    amountDue: 'Montant dû',
    paid: 'Payé',
    stillToPay: 'Reste à payer',
    refunded: 'Remboursé',
    owedBack: 'À rembourser',
  },
  free: 'Gratuite',
  rejected: 'Refusé : {{reason}}',
  rejectedNoReason: 'Refusé',
  notCharged: 'non facturé',
  period: {
    allTime: 'Depuis le début',
    last24Hours: 'Dernières 24 heures',
    last7Days: '7 derniers jours',
    last30Days: '30 derniers jours',
    last12Months: '12 derniers mois',
    thisMonth: 'Ce mois-ci',
    thisYear: 'Cette année ({{year}})',
  },
};
