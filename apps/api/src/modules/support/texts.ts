import type { Language } from '@souk/shared/constants';

/** The support centre's words, in the reader's language: the answers of the calls and the mail. */
export type SupportWords = {
  created: string;
  sent: string;
  reopenedBySending: string;
  closed: string;
  reopened: string;
  replySubject: (id: number, subject: string) => string;
  hello: (name: string) => string;
  replyIntro: (subject: string) => string;
  replyFollow: string;
  hours: string;
  team: string;
};

export const SUPPORT_WORDS: Record<Language, SupportWords> = {
  en: {
    created: 'Your ticket was created. Our team answers within 24 hours.',
    sent: 'Message sent.',
    reopenedBySending: 'Message sent. Your ticket is open again.',
    closed: 'Ticket closed.',
    reopened: 'Ticket reopened.',
    replySubject: (id, subject) => `Re: ${subject} [Souk support #${id}]`,
    hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
    replyIntro: (subject) => `Our support team answered your request "${subject}":`,
    replyFollow: 'Read the conversation and reply from your support centre:',
    hours: 'Our team works Monday to Friday, 9 AM to 6 PM EST, and answers within 24 hours.',
    team: 'The Souk team',
  },
  fr: {
    created: 'Votre ticket a été créé. Notre équipe répond sous 24 heures.',
    sent: 'Message envoyé.',
    reopenedBySending: 'Message envoyé. Votre ticket est de nouveau ouvert.',
    closed: 'Ticket fermé.',
    reopened: 'Ticket rouvert.',
    replySubject: (id, subject) => `Re : ${subject} [Support Souk n° ${id}]`,
    hello: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    replyIntro: (subject) => `Notre équipe support a répondu à votre demande « ${subject} » :`,
    replyFollow: 'Lisez la conversation et répondez depuis votre centre d’assistance :',
    hours:
      'Notre équipe travaille du lundi au vendredi, de 9 h à 18 h (heure de l’Est, EST), et répond sous 24 heures.',
    team: "L'équipe Souk",
  },
  ar: {
    created: 'تم إنشاء تذكرتك. يرد فريقنا خلال 24 ساعة.',
    sent: 'تم إرسال الرسالة.',
    reopenedBySending: 'تم إرسال الرسالة. أصبحت تذكرتك مفتوحة من جديد.',
    closed: 'تم إغلاق التذكرة.',
    reopened: 'تمت إعادة فتح التذكرة.',
    replySubject: (id, subject) => `رد: ${subject} [دعم سوق رقم ${id}]`,
    hello: (name) => (name ? `مرحبًا ${name}،` : 'مرحبًا،'),
    replyIntro: (subject) => `رد فريق الدعم على طلبك «${subject}»:`,
    replyFollow: 'اقرأ المحادثة ورد عليها من مركز الدعم:',
    hours:
      'يعمل فريقنا من الاثنين إلى الجمعة، من 9 صباحًا إلى 6 مساءً بتوقيت EST، ويرد خلال 24 ساعة.',
    team: 'فريق سوق',
  },
};
