/**
 * The brand dashboard's reviews page (dashboards §2 "Brand screens: Reviews", §3 "Review (brand
 * view)", §4 review badge, §8 "Reviews") and the brand's public reply under a review.
 */
export default {
  intro:
    'What customers say about your products. Reply once to any review: your reply shows under it on the product page.',
  metrics: {
    label: 'Review figures',
    average: 'Average rating',
    averageHint_one: 'Over {{count}} review',
    averageHint_other: 'Over {{count}} reviews',
    total: 'Total reviews',
    totalHint: 'All your products',
    positive: 'Positive reviews',
    positiveHint: 'Rated 4 stars or more',
    trend: 'Trend',
    trendNew: 'New',
    trendUp: 'Up',
    trendDown: 'Down',
    trendSteady: 'Steady',
    trendHint: '{{last}} in the last 7 days, {{previous}} in the 7 days before',
  },
  filter: {
    label: 'Filter by rating',
    all: 'All',
    stars_one: '{{count}} star',
    stars_other: '{{count}} stars',
  },
  list: {
    label: 'Reviews',
    showing: '{{from}}–{{to}} of {{total}} reviews',
    pages: 'Review pages',
  },
  review: {
    anonymous: 'A customer',
    product: 'Product: {{name}}',
    pending: 'Pending',
    published: 'Published',
    badgeHint: 'Reviews show as pending for their first 2 days.',
    yourReply: 'Your reply',
    repliedOn: 'Replied on {{date}}',
    reply: 'Reply',
    replyTo: 'Reply to {{name}}',
    edit: 'Edit reply',
    delete: 'Delete reply',
  },
  form: {
    hint: 'Shown under the review on the product page. At most {{max}} characters.',
    placeholder: 'Thank the customer or answer their question',
    counter: '{{count}} of {{max}} characters',
    save: 'Publish reply',
    saving: 'Publishing...',
    update: 'Save reply',
    cancel: 'Cancel',
  },
  confirm: {
    title: 'Delete your reply?',
    body: 'Your reply will no longer show under this review on the product page.',
    confirm: 'Delete reply',
    cancel: 'Keep it',
  },
  toast: {
    saved: 'Your reply is published.',
    updated: 'Your reply has been updated.',
    deleted: 'Your reply has been deleted.',
    saveError: 'Your reply could not be saved: {{reason}}',
    deleteError: 'Your reply could not be deleted: {{reason}}',
  },
  states: {
    loading: 'Loading reviews...',
    errorTitle: 'Your reviews could not be loaded',
    emptyTitle: 'No reviews yet',
    emptyBody: 'When customers review your products, their reviews will appear here.',
    emptyFilteredTitle: 'No reviews rated {{stars}}',
    emptyFilteredBody: 'Choose another rating or show all reviews.',
    showAll: 'Show all reviews',
  },
};
