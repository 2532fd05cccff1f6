import type { HelpDocument } from './types';

const help: HelpDocument = {
  faq: [
    {
      id: 'create-account',
      question: 'Comment créer un compte ?',
      answer: [
        "Choisissez S'inscrire en haut de n'importe quelle page, puis saisissez vos prénom et nom, votre e-mail, votre numéro de téléphone avec l'indicatif du pays (par exemple +216 12 345 678) et un mot de passe d'au moins 8 caractères, et acceptez les conditions.",
        "Nous vous envoyons par e-mail un code à 6 chiffres : saisissez-le sur la page de vérification, ou ouvrez le lien de l'e-mail, et votre compte est prêt.",
      ],
    },
    {
      id: 'track-order',
      question: 'Comment suivre ma commande ?',
      answer: [
        'Connectez-vous et ouvrez Mes commandes depuis le menu du compte. Chaque commande affiche son statut (en attente, en préparation, expédiée, livrée) et le détail de chaque article.',
        'Quand une commande contient des produits de plusieurs marques, chaque marque prépare et expédie sa part : les colis peuvent donc arriver à des jours différents.',
      ],
    },
    {
      id: 'returns',
      question: 'Quelle est votre politique de retour ?',
      answer: [
        "Vous pouvez retourner un article dans les 30 jours suivant la livraison, non utilisé et dans son emballage d'origine. Contactez notre service client avec votre numéro de commande et nous organisons le retour avec la marque.",
        'Dès que la marque a reçu l’article, vous êtes remboursé avec le moyen de paiement utilisé ; les commandes payées à la livraison sont remboursées par virement bancaire.',
      ],
    },
    {
      id: 'wishlist',
      question: 'Comment fonctionne la liste de souhaits ?',
      answer: [
        "Touchez le cœur d'un produit pour l'enregistrer. La liste de souhaits fait partie de votre compte : vous devez donc d'abord vous connecter, et elle vous suit ensuite sur tous vos appareils.",
        "Sur la page de la liste, vous pouvez trier et rechercher vos favoris, voir vos économies sur les articles en promotion, comparer jusqu'à 3 produits côte à côte et les ajouter au panier.",
      ],
    },
    {
      id: 'password-reset',
      question: "J'ai oublié mon mot de passe. Comment le réinitialiser ?",
      answer: [
        "Sur la page de connexion, choisissez Mot de passe oublié ? et saisissez l'e-mail de votre compte. Nous vous envoyons un lien pour choisir un nouveau mot de passe ; il est valable 30 minutes.",
        'Le nouveau mot de passe doit comporter au moins 8 caractères, dont une minuscule, une majuscule et un chiffre.',
      ],
    },
    {
      id: 'international-shipping',
      question: "Livrez-vous à l'international ?",
      answer: [
        "Souk livre partout en Tunisie. Certaines marques expédient aussi à l'étranger sur demande : la livraison internationale prend de 7 à 14 jours ouvrés et son coût vous est indiqué avant confirmation.",
        'Écrivez à notre service client en précisant les produits et le pays de destination : nous vérifions pour vous auprès des marques.',
      ],
    },
    {
      id: 'contact-support',
      question: 'Comment contacter le service client ?',
      answer: [
        'Utilisez le formulaire de la page Contactez-nous, écrivez à support@souk.tn ou appelez le +216 71 123 456. Notre équipe travaille du lundi au vendredi, de 9 h à 18 h EST (de 15 h à minuit, heure de Tunis), et répond à chaque message sous 24 heures.',
      ],
    },
    {
      id: 'change-cancel',
      question: 'Puis-je modifier ou annuler ma commande ?',
      answer: [
        "Oui, dans l'heure qui suit la commande. Pour annuler, ouvrez Mes commandes et choisissez Annuler. Pour changer une taille, une couleur ou l'adresse de livraison, contactez-nous dans ce délai d'une heure.",
        'Passé ce délai, la marque a peut-être déjà préparé votre colis ; vous pourrez toujours retourner les articles dans les 30 jours suivant la livraison.',
      ],
    },
  ],
  guides: [
    {
      id: 'choosing-size',
      title: 'Bien choisir sa taille',
      content: [
        'Les vêtements sur Souk vont du XS au 5XL et les chaussures suivent les pointures européennes (EU). Chaque marque a sa propre coupe : ouvrez le guide des tailles sur la fiche produit et comparez ses mesures avec un vêtement que vous possédez déjà.',
        'Mesurez votre tour de poitrine, de taille et de hanches avec un mètre ruban souple, bien à l’horizontale. Entre deux tailles, prenez la plus grande pour un tombé plus ample, et lisez les avis : les clients indiquent souvent si un modèle taille petit ou grand.',
      ],
    },
    {
      id: 'ratings-reviews',
      title: 'Comprendre les notes et les avis',
      content: [
        "Chaque avis sur Souk provient d'un client qui a acheté le produit. Les étoiles indiquent la note moyenne sur 5, avec des demi-étoiles, à côté du nombre d'avis.",
        'Lisez quelques avis plutôt que la seule moyenne : ils renseignent sur la coupe, la qualité des matières et la livraison. Après votre propre livraison, vous pouvez rédiger un avis depuis la fiche produit et le modifier plus tard.',
      ],
    },
    {
      id: 'payment-options',
      title: 'Les moyens de paiement',
      content: [
        'Payez en ligne par carte bancaire (Visa, Mastercard ou carte tunisienne e-DINAR) via notre passerelle de paiement sécurisée, ou en espèces à la livraison. Les prix sont en dinars tunisiens (DT), toutes taxes comprises.',
        "Pour certaines commandes, comme les commandes importantes d'entreprises, nous acceptons aussi le virement bancaire : contactez notre équipe commerciale avant de commander. PayPal n'est pas disponible en Tunisie : depuis l'étranger, payez avec une carte bancaire internationale.",
      ],
    },
    {
      id: 'shipping-times',
      title: 'Les délais de livraison',
      content: [
        'La livraison standard prend de 3 à 5 jours ouvrés et la livraison express de 1 à 2 jours ouvrés, partout en Tunisie. La livraison internationale, quand une marque la propose, prend de 7 à 14 jours ouvrés.',
        '{{shippingRule}} Chaque marque expédie ses propres articles, et vous suivez chaque commande dans Mes commandes.',
      ],
    },
  ],
};

export default help;
