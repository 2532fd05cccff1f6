import type { Translation } from '../../lib/i18n';

const home: Translation['home'] = {
  title: 'Accueil',
  heroEyebrow: 'Nouvelle saison, nouvelles marques',
  heroTitle: 'Tout ce que vous aimez, par les marques de Tunisie',
  heroBody:
    'Découvrez mode, beauté, maison et high-tech de créateurs indépendants et de marques de confiance, avec des prix en dinars et la livraison chez vous.',
  heroCta: 'Commencer mes achats',
  heroSecondary: 'Découvrir les marques',
  benefitsTitle: 'Pourquoi acheter sur Souk',
  benefits: {
    returnsTitle: 'Retours faciles',
    returnsBody: "Vous avez changé d'avis ? Retournez sous 30 jours.",
    paymentTitle: 'Paiement sécurisé',
    paymentBody: 'Payez par carte en ligne ou en espèces à la livraison.',
    supportTitle: 'Une équipe à votre écoute',
    supportBody:
      'Du lundi au vendredi, de 9 h à 18 h EST (de 15 h à minuit, heure de Tunis). Réponse sous 24 heures.',
  },
};

export default home;
