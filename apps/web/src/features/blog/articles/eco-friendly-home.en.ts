import type { ArticleBody } from './types';

const article: ArticleBody = {
  lead: 'An eco-friendly home is not about buying a whole new set of green products. It starts with a few habits and a few well-chosen objects, many of which Tunisian homes have known for generations. Here are five simple steps, from the kitchen to the roof.',
  sections: [
    {
      id: 'water',
      heading: 'Save water every day',
      paragraphs: [
        'Tunisia is one of the countries of the Mediterranean where water is scarcest, and summers are getting drier. Tap aerators and a shower head with a lower flow cut water use by a third without you noticing the difference.',
        'Collect the water you run while waiting for it to get hot and use it for plants. Water the garden early in the morning or after sunset, when less of it evaporates.',
      ],
    },
    {
      id: 'natural-materials',
      heading: 'Choose natural materials',
      paragraphs: [
        'Objects made of clay, olive wood, cotton, wool or alfa grass last for years, can be repaired and return to the earth at the end of their life. They are also made here, by Tunisian artisans, which spares them a long journey.',
      ],
      items: [
        'clay jars and pitchers keep water cool without a fridge;',
        'olive-wood boards and spoons replace plastic in the kitchen;',
        'alfa baskets from the centre of the country replace plastic bags for shopping;',
        'cotton foutas replace paper towels and disposable wipes.',
      ],
    },
    {
      id: 'cleaning',
      heading: 'Clean with simple products',
      paragraphs: [
        'You need very few products to keep a house clean: white vinegar for limescale and glass, baking soda for scrubbing, olive-oil soap for the floors and the laundry, and black soap for the bathroom. They cost little, come in fewer packages and spare the air inside your home.',
      ],
      quote:
        'The greenest product is often the one you already have: use it to the end, then choose something that lasts.',
    },
    {
      id: 'sun',
      heading: 'Let the sun do the work',
      paragraphs: [
        'The Tunisian sun is a free source of energy. Dry your laundry outside instead of in a dryer, and close the shutters during the hottest hours of summer to keep the house cool without air conditioning.',
        'If you own your home, a solar water heater pays for itself in a few years: the national PROSOL programme has already helped hundreds of thousands of Tunisian households to install one.',
      ],
    },
    {
      id: 'buy-better',
      heading: 'Buy less, buy better',
      paragraphs: [
        'The most eco-friendly purchase is the one that lasts. Before you buy, ask whether the product can be repaired, whether it comes with little packaging and whether it is made nearby. On Souk, the Eco-friendly tag helps you find products chosen for their materials and their durability, and grouping your items in one order means fewer trips for the couriers.',
      ],
    },
  ],
};

export default article;
