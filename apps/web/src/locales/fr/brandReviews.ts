import type { LocaleTexts, Translation } from '../../lib/i18n';

/** La page des avis du tableau de bord de la marque et sa réponse publique (voir en/brandReviews.ts). */
const brandReviews: LocaleTexts<Translation['brandReviews']> = {
  intro:
    'Ce que les clients disent de vos produits. Répondez une fois à chaque avis : votre réponse s’affiche sous l’avis sur la page du produit.',
  metrics: {
    label: 'Chiffres des avis',
    average: 'Note moyenne',
    averageHint_one: 'Sur {{count}} avis',
    averageHint_other: 'Sur {{count}} avis',
    total: 'Total des avis',
    totalHint: 'Tous vos produits',
    positive: 'Avis positifs',
    positiveHint: 'Notés 4 étoiles ou plus',
    trend: 'Tendance',
    trendNew: 'Nouveau',
    trendUp: 'En hausse',
    trendDown: 'En baisse',
    trendSteady: 'Stable',
    trendHint: '{{last}} ces 7 derniers jours, {{previous}} les 7 jours précédents',
  },
  filter: {
    label: 'Filtrer par note',
    all: 'Tous',
    stars_one: '{{count}} étoile',
    stars_other: '{{count}} étoiles',
  },
  list: {
    label: 'Avis',
    showing: '{{from}}–{{to}} sur {{total}} avis',
    pages: 'Pages d’avis',
  },
  review: {
    anonymous: 'Un client',
    product: 'Produit : {{name}}',
    pending: 'En attente',
    published: 'Publié',
    badgeHint: 'Les avis restent en attente pendant leurs 2 premiers jours.',
    yourReply: 'Votre réponse',
    repliedOn: 'Répondu le {{date}}',
    reply: 'Répondre',
    replyTo: 'Répondre à {{name}}',
    edit: 'Modifier la réponse',
    delete: 'Supprimer la réponse',
  },
  form: {
    hint: 'Affichée sous l’avis sur la page du produit. {{max}} caractères au plus.',
    placeholder: 'Remerciez le client ou répondez à sa question',
    counter: '{{count}} sur {{max}} caractères',
    save: 'Publier la réponse',
    saving: 'Publication...',
    update: 'Enregistrer la réponse',
    cancel: 'Annuler',
  },
  confirm: {
    title: 'Supprimer votre réponse ?',
    body: 'Votre réponse ne s’affichera plus sous cet avis sur la page du produit.',
    confirm: 'Supprimer la réponse',
    cancel: 'La garder',
  },
  toast: {
    saved: 'Votre réponse est publiée.',
    updated: 'Votre réponse a été modifiée.',
    deleted: 'Votre réponse a été supprimée.',
    saveError: 'Votre réponse n’a pas pu être enregistrée : {{reason}}',
    deleteError: 'Votre réponse n’a pas pu être supprimée : {{reason}}',
  },
  states: {
    loading: 'Chargement des avis...',
    errorTitle: 'Vos avis n’ont pas pu être chargés',
    emptyTitle: 'Pas encore d’avis',
    emptyBody: 'Quand des clients noteront vos produits, leurs avis apparaîtront ici.',
    emptyFilteredTitle: 'Aucun avis noté {{stars}}',
    emptyFilteredBody: 'Choisissez une autre note ou affichez tous les avis.',
    showAll: 'Afficher tous les avis',
  },
};

export default brandReviews;
