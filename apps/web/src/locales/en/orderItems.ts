/** An order's items as the dashboards show them (components/order-item-summary). */
export default {
  quantity: 'Quantity: {{count}}',
  color: 'Colour: {{color}}',
  size: 'Size: {{size}}',
  reason: 'Reason: {{reason}}',
  status: { PENDING: 'Pending', ACCEPTED: 'Accepted', REJECTED: 'Rejected' },
};
