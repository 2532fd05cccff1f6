import type { ArticleBody } from './types';

const article: ArticleBody = {
  lead: 'De plus en plus de Tunisiens achètent en ligne, et pour de bonnes raisons : plus de choix, des prix faciles à comparer et la livraison à domicile. Quelques réflexes simples suffisent pour que chaque commande se passe sereinement. Voici la liste que notre service client partage le plus souvent.',
  sections: [
    {
      id: 'product-page',
      heading: 'Lire la fiche produit, puis les avis',
      paragraphs: [
        'Une bonne fiche produit indique la matière, les tailles, les couleurs, le stock et le vendeur. Sur Souk, chaque produit appartient à une marque qui a sa propre page, sa description et sa note : ouvrez-la si vous ne connaissez pas encore la marque.',
        "Lisez ensuite les avis. Ils viennent uniquement de clients qui ont acheté le produit, et ils disent ce que les photos ne montrent pas : si une taille est petite, le toucher d'un tissu, la rapidité de la livraison.",
      ],
    },
    {
      id: 'payment',
      heading: 'Choisir le paiement qui vous convient',
      paragraphs: [
        "Vous pouvez payer par carte bancaire en ligne ou en espèces à la livraison. Pour un paiement par carte, vous êtes dirigé vers notre passerelle de paiement sécurisée : vérifiez que l'adresse commence par https et affiche un cadenas. Souk ne voit ni ne conserve jamais votre numéro de carte complet.",
        'Le paiement à la livraison est un bon choix pour une première commande auprès d’une nouvelle marque. Préparez le montant exact et vérifiez le colis avant le départ du livreur.',
      ],
      quote:
        'Souk ne vous demandera jamais votre mot de passe ni votre numéro de carte par e-mail, téléphone ou message.',
    },
    {
      id: 'delivery',
      heading: 'Savoir quand arrive votre colis',
      paragraphs: [
        'La livraison standard prend de 3 à 5 jours ouvrés et la livraison express de 1 à 2 jours ouvrés, partout en Tunisie. Quand une commande contient des produits de plusieurs marques, chaque marque expédie sa part : vous pouvez donc recevoir plusieurs colis.',
        'Suivez chaque commande et son statut dans Mes commandes. Si un colis est abîmé ou qu’un article manque, prévenez-nous sous 48 heures.',
      ],
    },
    {
      id: 'returns',
      heading: 'Connaître vos droits avant de commander',
      paragraphs: [
        "Vous pouvez modifier ou annuler une commande dans l'heure qui suit, et retourner un article dans les 30 jours suivant la livraison s'il n'est pas utilisé et dans son emballage d'origine. Gardez l'emballage quelques jours après la livraison, au cas où.",
      ],
    },
    {
      id: 'account',
      heading: 'Protéger votre compte',
      paragraphs: [
        'Votre compte contient vos commandes, votre adresse et votre liste de souhaits. Protégez-le avec quelques réflexes :',
      ],
      items: [
        "utilisez un mot de passe d'au moins 8 caractères que vous n'utilisez nulle part ailleurs ;",
        'ne communiquez jamais le code à 6 chiffres que nous vous envoyons par e-mail ;',
        'déconnectez-vous sur un ordinateur partagé : votre session se termine aussi d’elle-même après 6 heures ;',
        'tenez à jour votre numéro de téléphone et votre adresse dans votre profil.',
      ],
    },
    {
      id: 'scams',
      heading: 'Repérer les arnaques',
      paragraphs: [
        'Méfiez-vous des messages qui vous demandent de payer en dehors de la place de marché, des prix très inférieurs à ceux de tous les autres, et des liens qui imitent Souk avec une adresse légèrement différente. En cas de doute, ne cliquez pas : ouvrez Souk vous-même, ou écrivez à notre service client, qui répond sous 24 heures.',
      ],
    },
  ],
};

export default article;
