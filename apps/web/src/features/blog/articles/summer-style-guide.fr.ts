import type { ArticleBody } from './types';

const article: ArticleBody = {
  lead: "L'été tunisien met une garde-robe à rude épreuve : matinées dans la médina, longs après-midi à la plage, soirées chaudes sur une terrasse de Sidi Bou Saïd. Bonne nouvelle, la réponse est simple : des matières qui respirent, quelques pièces qui vont avec tout, et des vêtements fabriqués près de chez vous qui dureront plus d'une saison.",
  sections: [
    {
      id: 'fabrics',
      heading: 'Commencer par des matières qui respirent',
      paragraphs: [
        "La chaleur se supporte mieux dans des fibres naturelles. Le lin est le roi de l'été : il laisse passer l'air, sèche vite et embellit à chaque lavage, plis compris. Vient ensuite le coton, surtout dans des tissages légers comme la popeline, le voile ou la gaze, qui restent doux sur la peau par les journées les plus chaudes.",
        "Gardez les matières synthétiques pour la salle de sport. Le polyester retient la chaleur et l'humidité contre le corps, et vieillit mal au soleil. Sur une fiche produit de Souk, regardez l'étiquette de matière : 100 % lin ou coton, c'est le choix le plus sûr pour juillet et août.",
      ],
    },
    {
      id: 'essentials',
      heading: 'Cinq essentiels pour un été tunisien',
      paragraphs: [
        'Inutile de renouveler sa garde-robe chaque année. Ces cinq pièces couvrent la plupart des journées, du bureau à la mer :',
      ],
      items: [
        'une chemise ample en lin, ouverte sur un t-shirt ou boutonnée seule ;',
        "un pantalon large ou une jupe midi en coton, plus frais qu'un jean et tout aussi facile à porter ;",
        'des sandales en cuir faites main, qui épousent la forme du pied au fil des semaines ;',
        'un chapeau de paille ou un panier tressé, pour l’ombre et pour tout emporter à la plage ;',
        'une fouta, la fine serviette rayée en coton de Tunisie, qui sert aussi d’écharpe, de drap de plage ou de nappe de pique-nique.',
      ],
    },
    {
      id: 'colours',
      heading: 'Les couleurs de la côte',
      paragraphs: [
        "Les couleurs claires renvoient le soleil au lieu de l'absorber : le blanc, l'écru et les tons sable sont donc aussi pratiques qu'élégants. Pour les touches de couleur, inspirez-vous du paysage : le bleu des portes de Sidi Bou Saïd, la terre cuite des poteries de Nabeul, le vert des oliveraies.",
        'Une règle simple aide : une couleur forte par tenue, le reste neutre. Une fouta bleue avec une chemise blanche, un pantalon terre cuite avec un haut écru. Tout s’accorde, et une semaine entière tient dans un petit sac.',
      ],
      quote:
        'Portez des couleurs claires, choisissez des fibres naturelles et laissez le paysage choisir vos touches de couleur.',
    },
    {
      id: 'local',
      heading: 'Choisir local, porter plus longtemps',
      paragraphs: [
        "La Tunisie a une longue tradition textile, et beaucoup de marques de Souk coupent et cousent leurs vêtements à Tunis, Monastir ou Ksar Hellal. Acheter chez elles, c'est raccourcir le voyage de vos vêtements, faire vivre des ateliers et obtenir des pièces souvent retouchables ou réparables par ceux qui les ont faites.",
        "Les pièces faites main vieillissent bien, elles aussi. Une sandale cousue main ou un panier tressé à la main coûte parfois un peu plus qu'un modèle industriel, mais il sera encore dans votre sac d'été dans cinq ans.",
      ],
    },
    {
      id: 'care',
      heading: 'Bien entretenir pour faire durer',
      paragraphs: [
        "Lavez le lin et le coton à 30 °C, sur l'envers, et faites-les sécher à l'ombre : le soleil tunisien peut ternir les couleurs en un après-midi. Secouez bien le lin avant de l'étendre, il n'aura presque pas besoin de repassage.",
        "Éloignez les sandales en cuir de l'eau de mer, ou rincez-les à l'eau douce après la plage, et nourrissez-les d'un peu de crème en fin de saison. Rangez les chapeaux de paille à plat, jamais écrasés au fond d'un sac.",
      ],
    },
    {
      id: 'checklist',
      heading: 'Votre liste pour l’été',
      paragraphs: [
        "Avant les vacances, passez votre garde-robe en revue avec cette liste. Gardez ce que vous aimez, réparez ce qui peut l'être, et seulement ensuite comblez les manques, idéalement avec des pièces de créateurs locaux. Vous voyagerez plus léger, aurez moins chaud et dépenserez moins au fil des années. Parcourez la collection d'été de Souk pour trouver lin, coton et accessoires faits main de marques de toute la Tunisie.",
      ],
    },
  ],
};

export default article;
