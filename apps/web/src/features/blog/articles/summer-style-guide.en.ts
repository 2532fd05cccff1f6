import type { ArticleBody } from './types';

const article: ArticleBody = {
  lead: 'A Tunisian summer asks a lot of a wardrobe: mornings in the medina, long afternoons at the beach, warm evenings on a terrace in Sidi Bou Said. The good news is that the answer is simple. Choose fabrics that breathe, a few pieces that go with everything, and things made close to home that will last more than one season.',
  sections: [
    {
      id: 'fabrics',
      heading: 'Start with fabrics that breathe',
      paragraphs: [
        'Heat is easier to bear in natural fibres. Linen is the queen of summer: it lets the air through, dries fast and looks better with every wash, creases included. Cotton comes next, especially light weaves such as poplin, voile or gauze, which stay soft against the skin on the hottest days.',
        'Leave synthetic fabrics for the gym. Polyester keeps heat and moisture against the body, and it ages badly in the sun. When you read a product page on Souk, look at the material tag: 100% linen or cotton is the safest choice for July and August.',
      ],
    },
    {
      id: 'essentials',
      heading: 'Five essentials for a Tunisian summer',
      paragraphs: [
        'You do not need a new wardrobe every year. These five pieces cover most days, from the office to the sea:',
      ],
      items: [
        'a loose linen shirt, worn open over a T-shirt or buttoned on its own;',
        'wide trousers or a midi skirt in cotton, cooler than jeans and just as easy to wear;',
        'leather sandals made by hand, which mould to your feet over the weeks;',
        'a straw hat or a woven basket, for shade and for everything you carry to the beach;',
        'a fouta, the light striped cotton towel of Tunisia, which doubles as a scarf, a beach towel or a picnic cloth.',
      ],
    },
    {
      id: 'colours',
      heading: 'Colours from the coast',
      paragraphs: [
        'Light colours reflect the sun instead of absorbing it, so white, ecru and sand tones are not only elegant, they are practical. For accents, borrow from the landscape: the blue of the doors of Sidi Bou Said, the terracotta of Nabeul pottery, the green of olive groves.',
        'A simple rule helps: one strong colour per outfit, the rest neutral. A blue fouta with a white shirt, terracotta trousers with an ecru top. Everything matches, and you can pack a whole week in a small bag.',
      ],
      quote: 'Wear light colours, choose natural fibres and let the landscape choose your accents.',
    },
    {
      id: 'local',
      heading: 'Choose local, wear longer',
      paragraphs: [
        'Tunisia has a long textile tradition, and many of the brands on Souk cut and sew their clothes in Tunis, Monastir or Ksar Hellal. Buying from them means shorter journeys for your clothes, workshops that stay open and pieces that can often be adjusted or repaired by the people who made them.',
        'Handmade pieces also age well. A hand-stitched sandal or a hand-woven basket may cost a little more than a mass-produced one, but it will still be in your summer bag in five years.',
      ],
    },
    {
      id: 'care',
      heading: 'Care tips to make it last',
      paragraphs: [
        'Wash linen and cotton at 30 °C, inside out, and dry them in the shade: the Tunisian sun is strong enough to fade colours in an afternoon. Shake linen well before hanging it and it will barely need ironing.',
        'Keep leather sandals away from sea water, or rinse them with fresh water after the beach, and feed them with a little cream at the end of the season. Store straw hats flat, never crushed at the bottom of a bag.',
      ],
    },
    {
      id: 'checklist',
      heading: 'Your summer checklist',
      paragraphs: [
        'Before the holidays, go through your wardrobe with this list. Keep what you love, repair what can be repaired, and only then fill the gaps, ideally with pieces from local makers. You will travel lighter, stay cooler and spend less over the years. Browse the summer collection on Souk to find linen, cotton and handmade accessories from brands across Tunisia.',
      ],
    },
  ],
};

export default article;
