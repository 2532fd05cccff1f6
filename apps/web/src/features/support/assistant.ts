import type { TICKET_CATEGORIES } from '@souk/shared/constants';
import { foldForSearch } from '../../lib/help-centre/help-search';
import type { FaqEntry, Guide, HelpDocument } from '../../lib/help-centre/types';

/**
 * The live chat's assistant (issue 11, decision 013): it answers at once, in the reader's
 * language, from the help centre's FAQ and guides; it recognises "where is my order" (the page
 * then looks the latest order up) and a wish to talk to a person (the page then offers to open a
 * ticket). Everything here is pure: the page adds the timing and the calls.
 */

export type AssistantAnswer =
  | { kind: 'greeting' }
  | { kind: 'order' }
  | { kind: 'person' }
  | { kind: 'faq'; entry: FaqEntry }
  | { kind: 'guide'; guide: Guide }
  | { kind: 'fallback' };

type TicketCategory = (typeof TICKET_CATEGORIES)[number];

// Patterns run on folded text (lower case, no accents or Arabic short vowels and hamzas): "où"
// is "ou", "أين" is "اين". Arabic has no \b in JavaScript's ASCII word boundaries, so its
// patterns match anywhere.
const ORDER_QUESTION = [
  /\bwhere\b.*\b(order|parcel|package|purchase|delivery)\b/,
  /\btrack(ing)?\b.*\b(order|parcel|package)\b/,
  /\b(order|delivery|parcel) status\b/,
  /\bstatus of (my|the) (order|parcel|delivery)\b/,
  /\bou (en )?(est|sont)\b.*\b(commande|colis|livraison)\b/,
  /\bsuivre\b.*\b(commande|colis)\b/,
  /\b(statut|etat|suivi) de (ma|la|mon) (commande|colis)\b/,
  /(اين|وين|فين).*(طلب|طرد|شحن)/,
  /(تتبع|حالة).*(طلب|طرد|شحن)/,
];

const PERSON_WISH = [
  /\b(talk|speak|chat|write)\b.*\b(person|human|agent|someone|somebody|representative|team|staff)\b/,
  /\b(real person|human|agent|representative)\b/,
  /\b(parler|discuter|ecrire)\b.*\b(personne|humain|conseiller|agent|quelqu'un|equipe)\b/,
  /\b(conseiller|humain)\b/,
  /(تحدث|اتحدث|التحدث|اكلم|اتكلم|اريد|التواصل).*(شخص|موظف|انسان|احد|فريق)/,
  /موظف|انسان حقيقي/,
];

const GREETING =
  /^(hi|hello|hey|good (morning|afternoon|evening)|bonjour|bonsoir|salut|coucou|مرحبا|اهلا|سلام|السلام عليكم)[\s!.,؟?]*$/;

/**
 * Words that name a topic in any of the three languages, added to the entry's own words: a
 * question rarely repeats the FAQ's wording ("send back" for "return"). spec: storefront §4, the
 * chat is keyed on order, return, shipping and delivery.
 */
const TOPIC_WORDS: Record<string, string[]> = {
  'create-account': [
    'account',
    'signup',
    'register',
    'compte',
    'inscription',
    'inscrire',
    'حساب',
    'تسجيل',
  ],
  'track-order': ['track', 'tracking', 'suivre', 'suivi', 'تتبع'],
  returns: [
    'return',
    'returns',
    'refund',
    'exchange',
    'send back',
    'retour',
    'retourner',
    'rembourser',
    'remboursement',
    'echange',
    'echanger',
    'ارجاع',
    'ارجع',
    'استرجاع',
    'استرداد',
    'ترجيع',
    'استبدال',
  ],
  wishlist: [
    'wishlist',
    'favourite',
    'favorite',
    'heart',
    'souhaits',
    'favoris',
    'امنيات',
    'مفضلة',
  ],
  'password-reset': ['password', 'forgot', 'passe', 'oublie', 'مرور', 'نسيت'],
  'international-shipping': [
    'international',
    'abroad',
    'country',
    'etranger',
    'international',
    'pays',
    'خارج',
    'دولي',
  ],
  'contact-support': [
    'contact',
    'support',
    'phone',
    'email',
    'hours',
    'joindre',
    'تواصل',
    'دعم',
    'هاتف',
  ],
  'change-cancel': [
    'cancel',
    'change',
    'modify',
    'annuler',
    'modifier',
    'changer',
    'الغاء',
    'الغي',
    'تعديل',
    'تغيير',
  ],
  'choosing-size': ['size', 'fit', 'taille', 'pointure', 'مقاس', 'قياس'],
  'ratings-reviews': ['review', 'rating', 'stars', 'avis', 'note', 'etoiles', 'تقييم', 'مراجعة'],
  'payment-options': [
    'pay',
    'payment',
    'card',
    'paypal',
    'cash',
    'payer',
    'paiement',
    'carte',
    'especes',
    'دفع',
    'بطاقة',
    'نقدا',
  ],
  'shipping-times': [
    'shipping',
    'delivery',
    'deliver',
    'ship',
    'long',
    'days',
    'livraison',
    'livrer',
    'delai',
    'expedition',
    'شحن',
    'توصيل',
    'مدة',
  ],
};

/** The ticket category a topic belongs to, for the ticket the chat opens. */
const TOPIC_CATEGORY: Record<string, TicketCategory> = {
  'track-order': 'Orders',
  'change-cancel': 'Orders',
  returns: 'Returns',
  'international-shipping': 'Shipping',
  'shipping-times': 'Shipping',
  'payment-options': 'Payment',
  'password-reset': 'Technical',
  'create-account': 'Technical',
  'choosing-size': 'Products',
  'ratings-reviews': 'Products',
};

const STOP_WORDS = new Set(
  [
    // en
    'the',
    'and',
    'for',
    'you',
    'your',
    'how',
    'what',
    'can',
    'with',
    'are',
    'does',
    'did',
    'this',
    'that',
    'from',
    'have',
    'has',
    'will',
    'when',
    'which',
    'who',
    'why',
    'about',
    'there',
    'any',
    'get',
    'into',
    'our',
    'out',
    'its',
    'was',
    'not',
    'but',
    'all',
    'one',
    'they',
    'them',
    'would',
    'could',
    'should',
    'please',
    'want',
    'need',
    'like',
    'know',
    'tell',
    'some',
    'than',
    'then',
    // fr
    'les',
    'des',
    'une',
    'est',
    'que',
    'qui',
    'pour',
    'dans',
    'avec',
    'sur',
    'vous',
    'votre',
    'vos',
    'mon',
    'mes',
    'comment',
    'quoi',
    'quel',
    'quelle',
    'pas',
    'par',
    'ces',
    'ses',
    'aux',
    'peux',
    'puis',
    'faire',
    'elle',
    'nous',
    'mais',
    'plus',
    'tout',
    'etre',
    'avoir',
    'bien',
    'sont',
    // ar (folded)
    'من',
    'في',
    'على',
    'عن',
    'الى',
    'هل',
    'ما',
    'ماذا',
    'كيف',
    'هذا',
    'هذه',
    'التي',
    'الذي',
    'مع',
    'او',
    'لا',
    'ان',
    'كان',
    'انا',
    'لكم',
    'لدي',
    'يمكنني',
    'يمكن',
    'اريد',
  ].map((word) => foldForSearch(word)),
);

/** Arabic words lose their article and attached prepositions ("والإرجاع" → "ارجاع"). */
function stem(word: string): string {
  return word.replace(/^(وال|بال|فال|كال|لل|ال)(?=\p{L}{3})/u, '');
}

export function wordsOf(text: string): string[] {
  return foldForSearch(text)
    .split(/[^\p{L}\p{N}']+/u)
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter((word) => word.length >= 3 && !STOP_WORDS.has(word))
    .map(stem);
}

/** "return" finds "returns", "retour" finds "retourner"; short words must be equal. */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.min(a.length, b.length) < 4) return false;
  return a.startsWith(b) || b.startsWith(a);
}

type Candidate = { id: string; title: string[]; body: string[]; answer: AssistantAnswer };

function candidatesOf(help: HelpDocument): Candidate[] {
  const topic = (id: string) => (TOPIC_WORDS[id] ?? []).flatMap(wordsOf);
  return [
    ...help.faq.map((entry) => ({
      id: entry.id,
      title: [...wordsOf(entry.question), ...topic(entry.id)],
      body: entry.answer.flatMap(wordsOf),
      answer: { kind: 'faq', entry } as const,
    })),
    ...help.guides.map((guide) => ({
      id: guide.id,
      title: [...wordsOf(guide.title), ...topic(guide.id)],
      body: guide.content.flatMap(wordsOf),
      answer: { kind: 'guide', guide } as const,
    })),
  ];
}

/** The least score an entry needs to be given as the answer. */
const MIN_SCORE = 1.5;

/**
 * The entry that answers a question best: each word of the question scores 3 when it is in the
 * entry's question, title or topic words and 1 when only in its answer, weighted by how rare the
 * word is across the help centre ("order" is everywhere and says little; "refund" says a lot).
 */
export function bestHelpEntry(
  question: string,
  help: HelpDocument,
): { id: string; answer: AssistantAnswer } | null {
  const words = [...new Set(wordsOf(question))];
  if (words.length === 0) return null;
  const candidates = candidatesOf(help);
  const weight = new Map<string, number>();
  for (const word of words) {
    const found = candidates.filter((c) =>
      [...c.title, ...c.body].some((w) => sameWord(w, word)),
    ).length;
    weight.set(word, found === 0 ? 0 : Math.log(1 + candidates.length / found));
  }
  let best: { score: number; candidate: Candidate } | null = null;
  for (const candidate of candidates) {
    let score = 0;
    for (const word of words) {
      const inTitle = candidate.title.some((w) => sameWord(w, word));
      const inBody = !inTitle && candidate.body.some((w) => sameWord(w, word));
      score += (inTitle ? 3 : inBody ? 1 : 0) * weight.get(word)!;
    }
    if (score > (best?.score ?? 0)) best = { score, candidate };
  }
  return best && best.score >= MIN_SCORE
    ? { id: best.candidate.id, answer: best.candidate.answer }
    : null;
}

/** What the assistant makes of a message. */
export function understand(message: string, help: HelpDocument | undefined): AssistantAnswer {
  const text = foldForSearch(message.trim());
  if (ORDER_QUESTION.some((pattern) => pattern.test(text))) return { kind: 'order' };
  if (PERSON_WISH.some((pattern) => pattern.test(text))) return { kind: 'person' };
  if (GREETING.test(text)) return { kind: 'greeting' };
  const found = help ? bestHelpEntry(message, help) : null;
  return found?.answer ?? { kind: 'fallback' };
}

/** The ticket category of what the conversation was about (General when nothing matched). */
export function categoryOf(answers: AssistantAnswer[]): TicketCategory {
  for (const answer of [...answers].reverse()) {
    if (answer.kind === 'order') return 'Orders';
    const id =
      answer.kind === 'faq' ? answer.entry.id : answer.kind === 'guide' ? answer.guide.id : null;
    if (id && TOPIC_CATEGORY[id]) return TOPIC_CATEGORY[id];
  }
  return 'General';
}

export type ChatLine = { from: 'customer' | 'assistant'; text: string };

/**
 * The ticket the chat opens when the customer asks for a person: the first question as its
 * subject, the whole conversation as its first message (both within the ticket's limits).
 */
export function handOverTicket(
  lines: ChatLine[],
  labels: { subject: (question: string) => string; customer: string; assistant: string },
  limits: { subject: number; message: number },
): { subject: string; message: string } {
  const firstQuestion =
    lines
      .find((line) => line.from === 'customer')
      ?.text.replace(/\s+/g, ' ')
      .trim() ?? '';
  const subject = labels.subject(firstQuestion);
  const transcript = lines
    .map((line) => `${line.from === 'customer' ? labels.customer : labels.assistant}: ${line.text}`)
    .join('\n\n');
  const cut = (text: string, max: number) =>
    text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
  return { subject: cut(subject, limits.subject), message: cut(transcript, limits.message) };
}
