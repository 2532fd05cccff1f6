import type { LocaleTexts, Translation } from '../../lib/i18n';

const brandSettings: LocaleTexts<Translation['brandSettings']> = {
  loading: 'Chargement des paramètres de votre marque...',
  loadError: "Nous n'avons pas pu charger les paramètres de votre marque.",
  loadErrorBody: 'Vérifiez votre connexion, puis réessayez.',
  retry: 'Réessayer',
  profile: {
    title: 'Profil',
    intro:
      "Ce que les clients voient de votre marque sur Souk : sa page, l'annuaire des marques et la recherche.",
    name: 'Nom de la marque',
    counter: '{{length}}/{{max}}',
    description: 'Description',
    descriptionCounter: '{{length}}/{{max}} caractères',
    logo: 'Logo',
    logoAlt: 'Logo de {{name}}',
    logoPreviewAlt: 'Aperçu du nouveau logo',
    logoHint: 'Un fichier image, carré, 400 × 400 px conseillés, 2 Mo au plus.',
    chooseLogo: 'Choisir un logo',
    changeLogo: 'Changer le logo',
    undoLogo: 'Garder le logo actuel',
    logoChosen: 'Nouveau logo : {{file}}. Il est enregistré avec le profil.',
    logoNotImage:
      "« {{file}} » n'est pas une image. Veuillez téléverser un fichier image (JPG, PNG, WebP...).",
    logoTooLarge: 'Cette image pèse {{size}} Mo : la limite est de 2 Mo.',
  },
  contact: {
    title: 'Coordonnées',
    intro: 'Les clients peuvent joindre votre marque avec ces coordonnées.',
    email: 'E-mail de contact',
    phone: 'Téléphone',
    phoneHint: 'Chiffres, espaces, tirets ou parenthèses, avec un + facultatif au début.',
    website: 'Site web',
    websiteHint: 'Par exemple https://www.votremarque.tn',
  },
  social: {
    title: 'Réseaux sociaux',
    intro: 'Les liens vers les pages de votre marque. Videz un champ pour retirer son lien.',
    facebook: 'Facebook',
    instagram: 'Instagram',
    twitter: 'Twitter',
    placeholder: 'https://{{site}}/votremarque',
  },
  save: 'Enregistrer les modifications',
  saving: 'Enregistrement...',
  profileUpdatedSuccess: 'Le profil de votre marque a été mis à jour.',
  profileUpdateFailed: 'Échec de la mise à jour du profil de la marque : {{reason}}',
  fixFormErrors: 'Veuillez corriger les erreurs du formulaire avant d’enregistrer.',
  password: {
    title: 'Changer le mot de passe',
    intro:
      'Saisissez le mot de passe actuel de votre compte marque, puis choisissez-en un nouveau.',
    oldPassword: 'Mot de passe actuel',
    newPassword: 'Nouveau mot de passe',
    confirmPassword: 'Confirmer le nouveau mot de passe',
    submit: 'Changer le mot de passe',
    submitting: 'Modification...',
    passwordChangedSuccess: 'Votre mot de passe a été modifié.',
    passwordChangeFailed: 'Échec du changement de mot de passe : {{reason}}',
    passwordsDoNotMatch: 'Le nouveau mot de passe et sa confirmation ne correspondent pas.',
  },
};

export default brandSettings;
