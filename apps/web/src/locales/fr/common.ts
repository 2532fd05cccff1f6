import type { Translation } from '../../lib/i18n';

const common: Translation['common'] = {
  appName: 'Souk',
  tagline: 'La marketplace multimarque de Tunisie',
  skipToContent: 'Aller au contenu principal',
  verifyingAccess: "Vérification de l'accès...",
  loggingOut: 'Déconnexion...',
  loading: 'Chargement...',
  loadingDashboard: 'Chargement de votre tableau de bord...',
  networkError: 'Impossible de joindre Souk. Vérifiez votre connexion et réessayez.',
  sessionExpired: 'Votre session a expiré. Veuillez vous reconnecter.',
  close: 'Fermer',
  notifications: 'Notifications',
  dismissNotification: 'Fermer la notification',
  showPassword: 'Afficher le mot de passe',
  hidePassword: 'Masquer le mot de passe',
  user: 'Utilisateur',
  language: {
    label: 'Langue',
    switch: 'Langue {{code}} ({{current}}). Passer en {{next}}',
  },
  comingSoon: {
    title: 'Cette page arrive bientôt',
    body: 'Nous construisons cette partie de Souk. Revenez très vite.',
  },
  routeError: {
    title: 'Une erreur est survenue',
    body: "Cette page n'a pas pu s'afficher. Rechargez-la pour réessayer.",
    reload: 'Recharger la page',
  },
  notFound: {
    title: 'Page introuvable',
    code: 'Erreur 404',
    body: "La page que vous cherchez n'existe pas ou a été déplacée.",
    home: "Aller à l'accueil",
    shop: 'Parcourir la boutique',
  },
};

export default common;
