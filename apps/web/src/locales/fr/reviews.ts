import type { LocaleTexts, Translation } from '../../lib/i18n';

const reviews: LocaleTexts<Translation['reviews']> = {
  writeTitle: 'Donner votre avis',
  editTitle: 'Modifier votre avis',
  yourReview: 'Votre avis',
  rating: 'Votre note',
  star_one: '{{count}} étoile',
  star_other: '{{count}} étoiles',
  comment: 'Votre commentaire',
  commentHint: "Qu'avez-vous aimé ou moins aimé ? Au plus {{max}} caractères.",
  commentPlaceholder: 'Partagez votre expérience avec ce produit',
  counter: '{{count}} caractères sur {{max}}',
  submit: 'Publier mon avis',
  submitting: 'Envoi en cours...',
  update: "Mettre à jour l'avis",
  updating: 'Enregistrement...',
  cancel: 'Annuler',
  alreadyReviewed: 'Vous avez déjà donné votre avis sur ce produit.',
  reviewedOn: 'Vous avez donné votre avis le {{date}}.',
  edit: 'Modifier',
  delete: 'Supprimer',
  yours: 'Votre avis',
  deleteTitle: 'Supprimer votre avis ?',
  deleteBody:
    'Votre avis et votre note seront retirés de ce produit. Cette action est irréversible.',
  confirmDelete: "Supprimer l'avis",
  keep: 'Le garder',
  created: 'Merci ! Votre avis est publié.',
  updated: 'Votre avis a été mis à jour.',
  deleted: 'Votre avis a été supprimé.',
  toastReviewError: "Votre avis n'a pas pu être enregistré : {{reason}}",
  deleteError: "Votre avis n'a pas pu être supprimé : {{reason}}",
};

export default reviews;
