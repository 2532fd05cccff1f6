import type { LegalDocument } from './types';

const privacy: LegalDocument = {
  title: 'Politique de confidentialité',
  intro:
    'Cette politique explique quelles données personnelles Souk collecte, pourquoi, qui les reçoit et quels sont vos droits sur celles-ci au regard du droit tunisien. Souk est exploité depuis Tunis, en Tunisie.',
  sections: [
    {
      id: 'data-we-collect',
      heading: 'Les données que nous collectons',
      paragraphs: [
        'Nous ne collectons que ce qui est nécessaire au fonctionnement de la place de marché :',
      ],
      items: [
        'votre compte : prénom et nom, e-mail, numéro de téléphone, mot de passe (conservé uniquement sous une forme illisible), photo de profil si vous en ajoutez une ;',
        'vos commandes : les produits, les adresses de livraison et de facturation et le moyen de paiement choisi ;',
        'ce que vous nous écrivez ou publiez : messages de contact, avis et commentaires ;',
        'votre inscription à la newsletter, si vous vous inscrivez ;',
        "des données techniques : l'adresse de votre appareil (IP) et les pages demandées, conservées dans nos journaux serveur pour la sécurité.",
      ],
    },
    {
      id: 'how-we-use-it',
      heading: 'Comment nous les utilisons',
      paragraphs: [
        "Nous utilisons vos données pour créer et sécuriser votre compte, prendre, livrer et suivre vos commandes, répondre à vos messages, afficher vos avis et commentaires, et vous envoyer la newsletter si vous l'avez demandée.",
        "Nous les utilisons aussi pour prévenir la fraude et les abus, par exemple en limitant les tentatives de connexion ou les messages répétés. Nous n'utilisons pas vos données pour des profils publicitaires.",
      ],
    },
    {
      id: 'sharing',
      heading: 'Qui les reçoit',
      paragraphs: [
        "La marque auprès de laquelle vous commandez reçoit ce qu'il lui faut pour préparer et expédier vos articles : votre nom, votre téléphone, votre adresse de livraison et les articles commandés. Les livreurs reçoivent votre nom, votre téléphone et votre adresse ; notre prestataire de paiement reçoit ce qui est nécessaire à un paiement en ligne.",
        "Nous ne vendons jamais vos données. Nous ne les communiquons aux autorités que lorsque la loi tunisienne l'exige.",
      ],
    },
    {
      id: 'browser-storage',
      heading: 'Cookies et stockage du navigateur',
      paragraphs: [
        "Souk n'utilise aucun cookie publicitaire ni de suivi. L'application conserve quelques entrées dans le stockage de votre navigateur pour vous garder connecté, retenir votre langue et afficher rapidement votre panier. Notre politique relative aux cookies les liste toutes.",
      ],
    },
    {
      id: 'security',
      heading: 'Comment nous les protégeons',
      paragraphs: [
        "Vos données circulent chiffrées (HTTPS). Les mots de passe sont conservés sous forme hachée, les sessions se terminent automatiquement après 6 heures et chaque marque ne voit que ses propres commandes. L'accès à nos systèmes est limité aux personnes qui en ont besoin.",
      ],
    },
    {
      id: 'retention',
      heading: 'Combien de temps nous les conservons',
      paragraphs: [
        "Nous conservons votre compte tant qu'il est ouvert. Les commandes et factures sont conservées 10 ans, comme l'exigent les règles comptables tunisiennes. Les messages de contact sont conservés 2 ans, les journaux serveur 12 mois, et votre inscription à la newsletter jusqu'à votre désinscription.",
      ],
    },
    {
      id: 'your-rights',
      heading: 'Vos droits',
      paragraphs: [
        "En vertu de la loi organique n° 2004-63 du 27 juillet 2004 portant sur la protection des données à caractère personnel, vous pouvez accéder à vos données, les faire rectifier et vous opposer à leur traitement pour des raisons légitimes. Vous pouvez corriger vous-même la plupart d'entre elles dans votre profil, et vous désinscrire de la newsletter grâce au lien de chaque e-mail.",
        "Pour exercer ces droits ou fermer votre compte, écrivez à support@souk.tn. Vous pouvez aussi saisir l'Instance Nationale de Protection des Données Personnelles (INPDP).",
      ],
    },
    {
      id: 'children',
      heading: 'Les enfants',
      paragraphs: [
        "Souk n'est pas destiné aux enfants de moins de 13 ans et nous ne collectons pas sciemment leurs données. Si vous pensez qu'un enfant de moins de 13 ans nous a transmis des données personnelles, contactez-nous et nous les supprimerons.",
      ],
    },
    {
      id: 'changes-contact',
      heading: 'Modifications et contact',
      paragraphs: [
        'Nous pouvons mettre à jour cette politique ; la date en haut de cette page indique la dernière version, et nous informons par e-mail les titulaires de compte des changements importants. Pour toute question sur vos données, écrivez à support@souk.tn.',
      ],
    },
  ],
};

export default privacy;
