/**
 * The money figures of an order, the same words on every screen (decision 029), and the periods
 * every dashboard figure states.
 */
export default {
  title: 'Amounts',
  figures: {
    itemsOrdered: 'Items ordered',
    shipping: 'Shipping',
    amountDue: 'Amount due',
    paid: 'Paid',
    stillToPay: 'Still to be paid',
    refunded: 'Refunded',
    owedBack: 'To be refunded',
  },
  free: 'Free',
  rejected: 'Rejected: {{reason}}',
  rejectedNoReason: 'Rejected',
  notCharged: 'not charged',
  period: {
    allTime: 'All time',
    last24Hours: 'Last 24 hours',
    last7Days: 'Last 7 days',
    last30Days: 'Last 30 days',
    last12Months: 'Last 12 months',
    thisMonth: 'This month',
    thisYear: 'This year ({{year}})',
  },
};
