import type { LocaleTexts, Translation } from '../../lib/i18n';

const adminCustomers: LocaleTexts<Translation['adminCustomers']> = {
  intro:
    'Tous les comptes clients de la place de marché : retrouvez-en un, changez son statut ou supprimez-le.',
  metrics: {
    label: 'Les clients en chiffres',
    total: 'Clients au total',
    active: 'Clients actifs',
    newThisMonth: 'Nouveaux ce mois-ci',
    satisfaction: 'Satisfaction',
    satisfactionHint_one: 'Notés 4 ou 5 étoiles, sur {{count}} avis',
    satisfactionHint_other: 'Notés 4 ou 5 étoiles, sur {{count}} avis',
    noReviews: 'Aucun avis pour le moment',
    error: 'Les chiffres n’ont pas pu être chargés.',
    retry: 'Réessayer',
    empty: 'Aucun chiffre reçu.',
  },
  filter: {
    label: 'Afficher les clients',
    all: 'Tous',
    active: 'Actifs',
    inactive: 'Inactifs',
    new: 'Nouveaux',
    newHint: 'Nouveaux : inscrits au cours des 30 derniers jours',
  },
  search: {
    label: 'Rechercher des clients',
    placeholder: 'Nom, e-mail ou téléphone',
    clear: 'Effacer la recherche',
  },
  table: {
    caption: 'Les clients, triables par identifiant, client, e-mail et date d’inscription',
    id: 'ID',
    customer: 'Client',
    email: 'E-mail',
    phone: 'Téléphone',
    registered: 'Inscription',
    address: 'Adresse',
    actions: 'Actions',
    none: 'Aucune',
    you: 'Votre compte',
    edit: 'Modifier',
    editOf: 'Modifier le statut de {{name}}',
    delete: 'Supprimer',
    deleteOf: 'Supprimer {{name}}',
  },
  status: { active: 'Actif', inactive: 'Inactif' },
  pager: {
    size: 'Entrées par page',
    label: 'Pages de clients',
    showing: 'Affichage de {{from}} à {{to}} sur {{total}} entrées',
    first: 'Première page',
    last: 'Dernière page',
  },
  states: {
    loading: 'Chargement des clients…',
    error: 'Les clients n’ont pas pu être chargés.',
    retry: 'Réessayer',
    empty: 'Aucun client pour le moment',
    emptyBody: 'Les clients apparaissent ici dès leur inscription.',
    noMatch: 'Aucun client ne correspond',
    noMatchSearch: 'Aucun client ne correspond à « {{search}} ».',
    noneActive: 'Aucun client actif.',
    noneInactive: 'Aucun client inactif.',
    noneNew: 'Personne ne s’est inscrit au cours des 30 derniers jours.',
    showAll: 'Afficher tous les clients',
  },
  statusDialog: {
    title: 'Changer le statut du compte',
    account: 'Compte de {{name}}',
    label: 'Statut du compte',
    inactiveWarning:
      'Un client inactif est déconnecté immédiatement et ne peut plus se connecter tant que le compte n’est pas réactivé.',
    cancel: 'Annuler',
    submit: 'Mettre à jour',
    nowActive: 'Le compte de {{name}} est actif.',
    nowInactive: 'Le compte de {{name}} est inactif.',
  },
  deleteDialog: {
    title: 'Supprimer {{name}} ?',
    warning:
      'Cette action est irréversible. Le client est déconnecté et perd son compte. Un compte sans commande est supprimé avec son panier, sa liste d’envies et ses avis ; un compte avec des commandes est anonymisé à la place : les données personnelles sont effacées et les commandes restent pour les marques et la comptabilité.',
    confirm: 'Supprimer',
    cancel: 'Annuler',
    deleted: 'Le compte de {{name}} a été supprimé.',
    anonymised:
      '{{name}} avait des commandes : le compte a été anonymisé et les commandes conservées.',
  },
};

export default adminCustomers;
