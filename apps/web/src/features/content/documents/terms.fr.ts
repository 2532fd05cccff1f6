import type { LegalDocument } from './types';

const terms: LegalDocument = {
  title: "Conditions d'utilisation",
  intro:
    "Ces conditions décrivent comment utiliser Souk, la place de marché multimarque de Tunisie, et ce que vous et nous pouvons attendre l'un de l'autre lorsque vous y faites vos achats. Lisez-les avant de créer un compte ou de passer commande.",
  sections: [
    {
      id: 'acceptance',
      heading: 'Acceptation des conditions',
      paragraphs: [
        'En naviguant sur Souk, en créant un compte ou en passant commande, vous acceptez ces conditions ainsi que notre politique de confidentialité. Si vous ne les acceptez pas, merci de ne pas utiliser Souk.',
      ],
    },
    {
      id: 'eligibility',
      heading: 'Qui peut utiliser Souk',
      paragraphs: [
        "Souk n'est pas destiné aux enfants de moins de 13 ans : ils ne peuvent ni créer de compte ni passer commande. Entre 13 et 18 ans, vous ne pouvez utiliser Souk qu'avec l'autorisation et sous la surveillance d'un parent ou tuteur, responsable de vos achats.",
      ],
    },
    {
      id: 'accounts',
      heading: 'Votre compte',
      paragraphs: [
        "Vous vous engagez à fournir des informations exactes lors de l'inscription, à les tenir à jour et à garder votre mot de passe pour vous. Vous êtes responsable de l'utilisation de votre compte ; prévenez-nous immédiatement si vous pensez qu'une autre personne l'a utilisé.",
        'Nous pouvons suspendre ou fermer un compte qui enfreint ces conditions, qui sert à une fraude ou qui met en danger d’autres clients ou des marques.',
      ],
    },
    {
      id: 'marketplace',
      heading: 'Souk est une place de marché',
      paragraphs: [
        'Les produits de Souk sont vendus par des marques indépendantes. Chaque marque décrit ses produits, fixe ses prix, prépare et expédie ses commandes ; Souk exploite la plateforme, encaisse le paiement et vous aide en cas de problème.',
        'Nous vérifions les marques qui rejoignent Souk et retirons les produits contraires à la loi ou à ces conditions, mais chaque marque reste responsable de ses produits et de leurs descriptions.',
      ],
    },
    {
      id: 'orders-prices',
      heading: 'Commandes et prix',
      paragraphs: [
        "Les prix sont affichés en dinars tunisiens (DT), avec deux décimales, toutes taxes comprises. Une remise s'affiche en pourcentage du prix d'origine. Votre commande est confirmée dès sa réception et, pour le paiement en ligne, dès l'acceptation du paiement.",
        "Vous pouvez modifier ou annuler une commande dans l'heure qui suit. Une marque peut refuser un article en rupture de stock ou mal étiqueté ; cet article vous est alors remboursé, sans effet sur le reste de la commande.",
      ],
    },
    {
      id: 'payment',
      heading: 'Paiement',
      paragraphs: [
        'Vous pouvez payer en ligne par carte bancaire via notre passerelle de paiement sécurisée, ou en espèces à la livraison. Souk ne voit ni ne conserve jamais votre numéro de carte complet.',
        'Une commande payable à la livraison se règle intégralement au livreur lors de la remise du colis. Des refus répétés de colis payables à la livraison peuvent nous conduire à exiger le paiement en ligne pour les commandes suivantes.',
      ],
    },
    {
      id: 'delivery',
      heading: 'Livraison',
      paragraphs: [
        "Nous livrons partout en Tunisie. La livraison standard prend de 3 à 5 jours ouvrés et la livraison express de 1 à 2 jours ouvrés ; la livraison internationale, quand une marque la propose, prend de 7 à 14 jours ouvrés. Ces délais sont indicatifs et courent à partir de l'expédition par la marque.",
        '{{shippingRule}} Vérifiez votre colis à la livraison et signalez-nous sous 48 heures tout dommage ou article manquant.',
      ],
    },
    {
      id: 'returns',
      heading: 'Retours et remboursements',
      paragraphs: [
        "Vous pouvez retourner un article dans les 30 jours suivant la livraison, non utilisé, avec ses étiquettes et dans son emballage d'origine. Pour des raisons d'hygiène, certains articles ouverts ne sont ni repris ni échangés (cosmétiques, sous-vêtements, boucles d'oreilles), sauf s'ils sont défectueux.",
        'Nous vous remboursons sous 14 jours après réception du retour par la marque, avec le moyen de paiement utilisé, ou par virement pour les commandes payées à la livraison. Un article défectueux ou erroné est retourné à nos frais.',
      ],
    },
    {
      id: 'reviews-content',
      heading: 'Avis, commentaires et bon usage',
      paragraphs: [
        "Vous pouvez donner votre avis sur les produits achetés et commenter nos articles. Vos publications doivent être honnêtes et respectueuses : ni insultes, ni données personnelles d'autrui, ni publicité, ni contenu illicite. Nous pouvons retirer ce qui enfreint ces règles.",
        "Vous conservez vos droits sur ce que vous écrivez et autorisez Souk à l'afficher sur la place de marché. Il est interdit de copier Souk en masse, d'en perturber le fonctionnement, de tenter d'accéder aux comptes d'autrui ou de l'utiliser pour une fraude.",
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Propriété intellectuelle',
      paragraphs: [
        "Le nom, le logo, le design et le logiciel de Souk appartiennent à Souk. Les photos, descriptions et logos des marques appartiennent à celles-ci. Vous ne pouvez pas les réutiliser sans autorisation, sauf pour partager le lien d'une page de Souk.",
      ],
    },
    {
      id: 'liability',
      heading: 'Notre responsabilité',
      paragraphs: [
        "Nous faisons de notre mieux pour que Souk reste disponible et ses informations exactes, sans pouvoir garantir l'absence d'interruption ou d'erreur. Nous ne sommes pas responsables des pertes indirectes, ni au-delà du montant de la commande concernée.",
        'Rien dans ces conditions ne limite vos droits de consommateur au titre du droit tunisien, notamment votre droit à des produits conformes à leur description.',
      ],
    },
    {
      id: 'law-changes',
      heading: 'Droit applicable, modifications et contact',
      paragraphs: [
        "Ces conditions sont régies par le droit tunisien. Si un litige ne peut être réglé à l'amiable avec notre service client, il sera porté devant les tribunaux compétents de Tunis.",
        'Nous pouvons mettre à jour ces conditions ; la date en haut de cette page indique la dernière version, et nous informons par e-mail les titulaires de compte des changements importants. Pour toute question, écrivez à support@souk.tn.',
      ],
    },
  ],
};

export default terms;
