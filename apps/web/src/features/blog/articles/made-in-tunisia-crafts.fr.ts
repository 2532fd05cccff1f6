import type { ArticleBody } from './types';

const article: ArticleBody = {
  lead: "Derrière beaucoup de marques de Souk, il y a un atelier, une famille et un savoir-faire transmis depuis des générations. Avant de choisir une pièce faite main, il vaut la peine de savoir d'où elle vient et comment elle est fabriquée. Petit tour des artisanats de Tunisie, des souks de la capitale aux collines du Nord.",
  sections: [
    {
      id: 'chechia',
      heading: 'La chéchia de Tunis',
      paragraphs: [
        "Le bonnet de feutre rouge appelé chéchia est fabriqué à Tunis depuis le XVIIᵉ siècle, quand des artisans andalous y ont apporté leur savoir-faire. Une chéchia est d'abord tricotée en laine, puis foulée dans l'eau, cardée avec des chardons et teinte : un travail de plusieurs semaines qui passe par de nombreuses mains.",
        "Le souk des Chaouachines, près de la mosquée Zitouna, réunit encore les derniers ateliers. Aujourd'hui, de jeunes créateurs réinventent la chéchia dans de nouvelles couleurs et de nouvelles formes, et certains vendent leurs créations sur Souk.",
      ],
    },
    {
      id: 'pottery',
      heading: 'Les poteries de Nabeul et de Sejnane',
      paragraphs: [
        "Nabeul, au cap Bon, est la capitale de la céramique émaillée : assiettes, bols et carreaux peints de citrons, de poissons et de fleurs en jaune, vert et bleu. Les potiers tournent l'argile, la laissent sécher au soleil, puis peignent et cuisent chaque pièce.",
        "Dans les collines de Sejnane, au nord-ouest, les femmes modèlent l'argile à la main, sans tour, et la décorent de motifs géométriques rouges et noirs. Leur savoir-faire a été inscrit en 2018 sur la liste du patrimoine culturel immatériel de l'humanité de l'UNESCO.",
      ],
      quote:
        "Les petites irrégularités d'une pièce faite main ne sont pas des défauts : c'est la signature de la personne qui l'a faite.",
    },
    {
      id: 'olive-wood',
      heading: "Le bois d'olivier de Sfax",
      paragraphs: [
        "La région de Sfax est couverte d'oliveraies, et le bois des vieux arbres qui ne donnent plus de fruits devient bols, cuillères, planches à découper et plateaux. Le bois d'olivier est dur, naturellement résistant et marqué de veines sombres qui rendent chaque pièce unique.",
        "Pour qu'il reste beau, lavez-le à la main, jamais au lave-vaisselle, et frottez-le de temps en temps avec quelques gouttes d'huile d'olive.",
      ],
    },
    {
      id: 'weaving',
      heading: 'Tapis, kilims et foutas',
      paragraphs: [
        'Kairouan est célèbre pour ses tapis noués, dont les motifs s’inspirent des carreaux de sa Grande Mosquée. Dans le Sud, le mergoum, un kilim tissé à plat aux motifs géométriques marqués, habille les sols et les murs des maisons.',
        "Sur la côte, les tisserands de Ksar Hellal et de Mahdia fabriquent la fouta, la serviette rayée en coton devenue la favorite des voyageurs du monde entier. Légère, rapide à sécher et plus douce à chaque lavage, c'est le premier cadeau fait main idéal.",
      ],
    },
    {
      id: 'choosing',
      heading: 'Comment choisir une pièce faite main',
      paragraphs: [
        'Quelques questions aident à bien acheter et à soutenir celles et ceux qui fabriquent ces pièces :',
      ],
      items: [
        'Qui l’a fabriquée, et où ? Les marques qui travaillent avec des artisans sont fières de le dire.',
        "En quoi est-elle faite ? L'argile naturelle, la laine, le coton et le bois d'olivier vieillissent mieux que les imitations.",
        "Comment l'entretenir ? Demandez avant d'acheter, surtout pour la céramique et le bois.",
        "Est-ce une petite série ? Les pièces faites main sont souvent produites en petites quantités : n'attendez pas trop.",
      ],
    },
    {
      id: 'gift-ideas',
      heading: 'Des idées de cadeaux qui racontent une histoire',
      paragraphs: [
        "Un bol de Nabeul pour un ami qui aime cuisiner, une fouta pour la plage, une planche en bois d'olivier pour une nouvelle maison, une chéchia moderne pour qui aime se démarquer : chacun de ces cadeaux emporte un morceau de Tunisie. Cherchez l'étiquette Made in Tunisia sur Souk pour les trouver, et lisez les pages des marques pour découvrir les ateliers qui les fabriquent.",
      ],
    },
  ],
};

export default article;
