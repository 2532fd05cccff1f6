/** منتجات الطلب كما تعرضها لوحات التحكم (components/order-item-summary). */
export default {
  quantity: 'الكمية: {{count}}',
  color: 'اللون: {{color}}',
  size: 'المقاس: {{size}}',
  reason: 'السبب: {{reason}}',
  status: { PENDING: 'قيد الانتظار', ACCEPTED: 'مقبول', REJECTED: 'مرفوض' },
};
