import type { Language } from '@souk/shared/constants';
import type { ArticleId } from '@souk/shared/schemas/content';
import type { ArticleBody, ArticleMeta, ArticleTag } from './types';

/** The articles of the blog, newest first. */
export const ARTICLES: ArticleMeta[] = [
  {
    id: 'summer-style-guide',
    tags: ['summer', 'fashion', 'made-in-tunisia'],
    publishedAt: '2026-06-02',
    featured: true,
    cover: 'sea',
    author: { en: 'Amira Ben Salah', fr: 'Amira Ben Salah', ar: 'أميرة بن صالح' },
    title: {
      en: 'The summer style guide: light, local and made to last',
      fr: 'Le guide de style de l’été : léger, local et fait pour durer',
      ar: 'دليل أناقة الصيف: خفيف ومحلي ومصنوع ليدوم',
    },
    excerpt: {
      en: 'From linen shirts to hand-woven baskets, how to build a summer wardrobe that keeps you cool from Tunis to Djerba.',
      fr: 'Des chemises en lin aux paniers tressés main, comment composer une garde-robe d’été qui vous garde au frais de Tunis à Djerba.',
      ar: 'من قمصان الكتان إلى السلال المنسوجة يدويًا، كيف تبني خزانة صيفية تبقيك منتعشًا من تونس إلى جربة.',
    },
  },
  {
    id: 'made-in-tunisia-crafts',
    tags: ['made-in-tunisia', 'gifts', 'home'],
    publishedAt: '2026-05-18',
    featured: true,
    cover: 'clay',
    author: { en: 'Youssef Gharbi', fr: 'Youssef Gharbi', ar: 'يوسف الغربي' },
    title: {
      en: 'Made in Tunisia: the craft behind our local brands',
      fr: 'Made in Tunisia : le savoir-faire derrière nos marques locales',
      ar: 'صُنع في تونس: الحِرفة وراء علاماتنا المحلية',
    },
    excerpt: {
      en: 'Chechias from Tunis, pottery from Nabeul and Sejnane, olive wood from Sfax: meet the crafts that our brands keep alive.',
      fr: 'Chéchias de Tunis, poteries de Nabeul et de Sejnane, bois d’olivier de Sfax : découvrez les savoir-faire que nos marques font vivre.',
      ar: 'شاشية تونس وفخّار نابل وسجنان وخشب زيتون صفاقس: تعرّف على الحِرف التي تحافظ عليها علاماتنا.',
    },
  },
  {
    id: 'shopping-safely-online',
    tags: ['shopping-tips', 'delivery'],
    publishedAt: '2026-04-27',
    featured: true,
    cover: 'sand',
    author: { en: 'Leila Trabelsi', fr: 'Leila Trabelsi', ar: 'ليلى الطرابلسي' },
    title: {
      en: 'Shopping online safely in Tunisia: a practical checklist',
      fr: 'Acheter en ligne en toute sécurité en Tunisie : la liste pratique',
      ar: 'التسوق الآمن عبر الإنترنت في تونس: قائمة عملية',
    },
    excerpt: {
      en: 'Payment, delivery, returns and your account: six habits that make every online order a calm one.',
      fr: 'Paiement, livraison, retours et compte : six réflexes pour que chaque commande en ligne se passe sereinement.',
      ar: 'الدفع والتوصيل والإرجاع وحسابك: ست عادات تجعل كل طلب عبر الإنترنت مريحًا.',
    },
  },
  {
    id: 'eco-friendly-home',
    tags: ['eco-friendly', 'home', 'shopping-tips'],
    publishedAt: '2026-03-30',
    featured: false,
    cover: 'olive',
    author: { en: 'Sami Jaziri', fr: 'Sami Jaziri', ar: 'سامي الجزيري' },
    title: {
      en: 'An eco-friendly home in five simple steps',
      fr: 'Une maison écoresponsable en cinq gestes simples',
      ar: 'منزل صديق للبيئة في خمس خطوات بسيطة',
    },
    excerpt: {
      en: 'Water, sun, natural materials and simple cleaning products: small changes that add up in a Tunisian home.',
      fr: 'Eau, soleil, matières naturelles et produits ménagers simples : de petits changements qui comptent dans une maison tunisienne.',
      ar: 'الماء والشمس والمواد الطبيعية ومواد التنظيف البسيطة: تغييرات صغيرة تصنع الفرق في البيت التونسي.',
    },
  },
];

/** spec: storefront §2 — /article shows the static article: ours is the featured one. */
export const FEATURED_ARTICLE_ID: ArticleId = 'summer-style-guide';

export const findArticle = (id: string): ArticleMeta | undefined =>
  ARTICLES.find((article) => article.id === id);

export const articlesTagged = (tag: string): ArticleMeta[] =>
  ARTICLES.filter((article) => (article.tags as string[]).includes(tag));

/** Featured articles other than the one being read. */
export const featuredArticles = (currentId: string): ArticleMeta[] =>
  ARTICLES.filter((article) => article.featured && article.id !== currentId);

/** Articles sharing tags with this one, the most shared tags first (then newest). */
export function relatedArticles(current: ArticleMeta, limit = 3): ArticleMeta[] {
  const shared = (article: ArticleMeta) =>
    article.tags.filter((tag: ArticleTag) => current.tags.includes(tag)).length;
  return ARTICLES.filter((article) => article.id !== current.id && shared(article) > 0)
    .map((article, index) => ({ article, score: shared(article), index }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map(({ article }) => article);
}

type BodyLoader = () => Promise<{ default: ArticleBody }>;

/**
 * One chunk per article and language: the storefront's first load carries no article text. Keyed
 * by the shared ids, so an article the API knows cannot lack its text.
 */
export const ARTICLE_BODIES: Record<ArticleId, Record<Language, BodyLoader>> = {
  'summer-style-guide': {
    en: () => import('./summer-style-guide.en'),
    fr: () => import('./summer-style-guide.fr'),
    ar: () => import('./summer-style-guide.ar'),
  },
  'made-in-tunisia-crafts': {
    en: () => import('./made-in-tunisia-crafts.en'),
    fr: () => import('./made-in-tunisia-crafts.fr'),
    ar: () => import('./made-in-tunisia-crafts.ar'),
  },
  'shopping-safely-online': {
    en: () => import('./shopping-safely-online.en'),
    fr: () => import('./shopping-safely-online.fr'),
    ar: () => import('./shopping-safely-online.ar'),
  },
  'eco-friendly-home': {
    en: () => import('./eco-friendly-home.en'),
    fr: () => import('./eco-friendly-home.fr'),
    ar: () => import('./eco-friendly-home.ar'),
  },
};
