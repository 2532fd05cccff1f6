import type { ArticleBody } from './types';

const article: ArticleBody = {
  lead: "Une maison écoresponsable, ce n'est pas racheter toute une gamme de produits verts. Cela commence par quelques habitudes et quelques objets bien choisis, dont beaucoup sont connus des maisons tunisiennes depuis des générations. Voici cinq gestes simples, de la cuisine jusqu'au toit.",
  sections: [
    {
      id: 'water',
      heading: "Économiser l'eau au quotidien",
      paragraphs: [
        "La Tunisie est l'un des pays de la Méditerranée où l'eau est la plus rare, et les étés deviennent plus secs. Des mousseurs sur les robinets et un pommeau de douche à débit réduit diminuent la consommation d'un tiers sans que vous sentiez la différence.",
        "Récupérez l'eau qui coule en attendant qu'elle chauffe et utilisez-la pour les plantes. Arrosez le jardin tôt le matin ou après le coucher du soleil, quand l'eau s'évapore moins.",
      ],
    },
    {
      id: 'natural-materials',
      heading: 'Choisir des matières naturelles',
      paragraphs: [
        "Les objets en argile, en bois d'olivier, en coton, en laine ou en alfa durent des années, se réparent et retournent à la terre en fin de vie. Ils sont aussi fabriqués ici, par des artisans tunisiens, ce qui leur évite un long voyage.",
      ],
      items: [
        "les jarres et gargoulettes en argile gardent l'eau fraîche sans réfrigérateur ;",
        "les planches et cuillères en bois d'olivier remplacent le plastique en cuisine ;",
        'les paniers en alfa du centre du pays remplacent les sacs en plastique pour les courses ;',
        "les foutas en coton remplacent l'essuie-tout et les lingettes jetables.",
      ],
    },
    {
      id: 'cleaning',
      heading: 'Nettoyer avec des produits simples',
      paragraphs: [
        "Il faut très peu de produits pour entretenir une maison : du vinaigre blanc pour le calcaire et les vitres, du bicarbonate pour récurer, du savon à l'huile d'olive pour les sols et le linge, et du savon noir pour la salle de bain. Ils coûtent peu, demandent moins d'emballages et préservent l'air de votre intérieur.",
      ],
      quote:
        "Le produit le plus écologique est souvent celui que vous avez déjà : utilisez-le jusqu'au bout, puis choisissez quelque chose qui dure.",
    },
    {
      id: 'sun',
      heading: 'Laisser le soleil travailler',
      paragraphs: [
        "Le soleil tunisien est une énergie gratuite. Faites sécher le linge dehors plutôt qu'au sèche-linge, et fermez les volets aux heures les plus chaudes de l'été pour garder la maison fraîche sans climatisation.",
        "Si vous êtes propriétaire, un chauffe-eau solaire est amorti en quelques années : le programme national PROSOL a déjà aidé des centaines de milliers de foyers tunisiens à s'équiper.",
      ],
    },
    {
      id: 'buy-better',
      heading: 'Acheter moins, acheter mieux',
      paragraphs: [
        "L'achat le plus écologique est celui qui dure. Avant d'acheter, demandez-vous si le produit est réparable, s'il a peu d'emballage et s'il est fabriqué près de chez vous. Sur Souk, l'étiquette Écoresponsable vous aide à trouver des produits choisis pour leurs matières et leur durabilité, et regrouper vos articles dans une seule commande limite les trajets des livreurs.",
      ],
    },
  ],
};

export default article;
