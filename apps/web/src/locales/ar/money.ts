/**
 * مبالغ الطلب، بالكلمات نفسها في كل شاشة (القرار 029)، والفترات التي يذكرها كل رقم في لوحات
 * التحكم.
 */
export default {
  title: 'المبالغ',
  figures: {
    itemsOrdered: 'المنتجات المطلوبة',
    shipping: 'الشحن',
    amountDue: 'المبلغ المستحق',
    paid: 'المدفوع',
    stillToPay: 'المتبقي للدفع',
    refunded: 'المسترجع',
    owedBack: 'مبلغ للإرجاع',
  },
  free: 'مجاني',
  rejected: 'مرفوض: {{reason}}',
  rejectedNoReason: 'مرفوض',
  notCharged: 'غير محتسب',
  period: {
    allTime: 'منذ البداية',
    last24Hours: 'آخر 24 ساعة',
    last7Days: 'آخر 7 أيام',
    last30Days: 'آخر 30 يومًا',
    last12Months: 'آخر 12 شهرًا',
    thisMonth: 'هذا الشهر',
    thisYear: 'هذه السنة ({{year}})',
  },
};
