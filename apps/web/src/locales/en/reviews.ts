/**
 * Writing a review on the product page (storefront §2 "Reviews on the product page", §8
 * "Reviews"). The server's errors (not_purchased, already_reviewed, the fields' rules) come from
 * the shared catalogue under `errors`.
 */
export default {
  writeTitle: 'Write a review',
  editTitle: 'Edit your review',
  yourReview: 'Your review',
  rating: 'Your rating',
  star_one: '{{count}} star',
  star_other: '{{count}} stars',
  comment: 'Your comment',
  commentHint: 'What did you like or dislike? At most {{max}} characters.',
  commentPlaceholder: 'Share your experience with this product',
  counter: '{{count}} of {{max}} characters',
  submit: 'Submit review',
  submitting: 'Submitting...',
  update: 'Update review',
  updating: 'Saving...',
  cancel: 'Cancel',
  alreadyReviewed: 'You have already reviewed this product.',
  reviewedOn: 'You reviewed it on {{date}}.',
  edit: 'Edit',
  delete: 'Delete',
  yours: 'Your review',
  deleteTitle: 'Delete your review?',
  deleteBody:
    'Your review and its rating will be removed from this product. This cannot be undone.',
  confirmDelete: 'Delete review',
  keep: 'Keep it',
  created: 'Thank you! Your review is published.',
  updated: 'Your review has been updated.',
  deleted: 'Your review has been deleted.',
  toastReviewError: 'Your review could not be saved: {{reason}}',
  deleteError: 'Your review could not be deleted: {{reason}}',
};
