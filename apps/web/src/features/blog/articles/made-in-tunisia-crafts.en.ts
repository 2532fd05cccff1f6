import type { ArticleBody } from './types';

const article: ArticleBody = {
  lead: 'Behind many of the brands on Souk there is a workshop, a family and a skill passed down for generations. Before you choose a handmade piece, it is worth knowing where it comes from and how it is made. Here is a short tour of the crafts of Tunisia, from the souks of the capital to the hills of the north.',
  sections: [
    {
      id: 'chechia',
      heading: 'The chechia of Tunis',
      paragraphs: [
        'The red felt cap called chechia has been made in Tunis since the seventeenth century, when Andalusian craftsmen brought the skill with them. A chechia is first knitted in wool, then felted in water, carded with thistles and dyed, a process that takes several weeks and passes through many hands.',
        'The Souk Ech-Chaouachine, near the Zitouna mosque, still gathers the last workshops. Today young designers reinvent the chechia in new colours and shapes, and some of them sell their creations on Souk.',
      ],
    },
    {
      id: 'pottery',
      heading: 'Pottery from Nabeul and Sejnane',
      paragraphs: [
        'Nabeul, on the Cap Bon peninsula, is the capital of glazed ceramics: plates, bowls and tiles painted with lemons, fish and flowers in yellow, green and blue. The potters throw the clay on the wheel, let it dry in the sun, then paint and fire each piece.',
        'In the hills of Sejnane, in the north-west, women model clay by hand, without a wheel, and decorate it with geometric patterns in red and black. Their skill was added to the UNESCO list of the intangible cultural heritage of humanity in 2018.',
      ],
      quote:
        'Small irregularities in a handmade piece are not defects: they are the signature of the person who made it.',
    },
    {
      id: 'olive-wood',
      heading: 'Olive wood from Sfax',
      paragraphs: [
        'The region of Sfax is covered with olive groves, and the wood of old trees that no longer bear fruit is turned into bowls, spoons, cutting boards and trays. Olive wood is hard, naturally resistant and marked with dark veins that make each piece unique.',
        'To keep it beautiful, wash it by hand, never in the dishwasher, and rub it with a few drops of olive oil from time to time.',
      ],
    },
    {
      id: 'weaving',
      heading: 'Carpets, kilims and foutas',
      paragraphs: [
        'Kairouan is famous for its knotted carpets, whose patterns are inspired by the tiles of its Great Mosque. In the south, the mergoum, a flat-woven kilim with bold geometric motifs, decorates the floors and walls of houses.',
        'On the coast, weavers in Ksar Hellal and Mahdia make the fouta, the striped cotton towel that has become a favourite of travellers around the world. Light, quick to dry and softer with every wash, it is the perfect first handmade gift.',
      ],
    },
    {
      id: 'choosing',
      heading: 'How to choose a handmade piece',
      paragraphs: [
        'A few questions help you buy well and support the people who make these pieces:',
      ],
      items: [
        'Who made it, and where? Brands that work with artisans are proud to tell you.',
        'What is it made of? Natural clay, wool, cotton and olive wood age better than imitations.',
        'How do you care for it? Ask before buying, especially for ceramics and wood.',
        'Is it a small series? Handmade pieces are often made in small batches: do not wait too long.',
      ],
    },
    {
      id: 'gift-ideas',
      heading: 'Gift ideas that tell a story',
      paragraphs: [
        'A Nabeul bowl for a friend who loves cooking, a fouta for the beach, an olive-wood board for a new home, a modern chechia for someone who likes to stand out: each of these gifts carries a piece of Tunisia. Look for the Made in Tunisia tag on Souk to find them, and read the brand pages to meet the workshops behind them.',
      ],
    },
  ],
};

export default article;
