import type { Language } from '@souk/shared/constants';
import { LIMITS } from '@souk/shared/constants';
import type { MailMessage } from './mail';

/**
 * The texts of every email, in the recipient's language. A mail to an address nobody has proven
 * yet (sign-up, email change, a reset of an unverified account) carries nothing a caller wrote
 * before its link: no name, so that a sign-up cannot make Souk mail "Hello <your text>" anywhere.
 */

export type Template<P> = Record<Language, (params: P) => { subject: string; text: string }>;

/** "Hello Sami," — or just "Hello," when no name may be used. */
const greeting: Record<Language, (name?: string) => string> = {
  en: (name) => (name ? `Hello ${name},` : 'Hello,'),
  fr: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
  ar: (name) => (name ? `مرحبًا ${name}،` : 'مرحبًا،'),
};

const verification: Template<{ code: string; link: string }> = {
  en: ({ code, link }) => ({
    subject: 'Activate your Souk account',
    text: `Hello,\n\nWelcome to Souk! Your verification code is: ${code}\n\nEnter it on the verification page, or open this link to activate your account:\n${link}\n\nThe code and the link are valid for ${LIMITS.otpValidityMinutes} minutes and can be used once.\nIf you did not create an account, you can ignore this email.\n\nThe Souk team`,
  }),
  fr: ({ code, link }) => ({
    subject: 'Activez votre compte Souk',
    text: `Bonjour,\n\nBienvenue sur Souk ! Votre code de vérification est : ${code}\n\nSaisissez-le sur la page de vérification, ou ouvrez ce lien pour activer votre compte :\n${link}\n\nLe code et le lien sont valables ${LIMITS.otpValidityMinutes} minutes et utilisables une seule fois.\nSi vous n'avez pas créé de compte, ignorez cet e-mail.\n\nL'équipe Souk`,
  }),
  ar: ({ code, link }) => ({
    subject: 'فعّل حسابك في سوق',
    text: `مرحبًا،\n\nأهلًا بك في سوق! رمز التحقق الخاص بك هو: ${code}\n\nأدخله في صفحة التحقق، أو افتح هذا الرابط لتفعيل حسابك:\n${link}\n\nالرمز والرابط صالحان لمدة ${LIMITS.otpValidityMinutes} دقائق ولاستعمال واحد فقط.\nإذا لم تنشئ حسابًا، يمكنك تجاهل هذه الرسالة.\n\nفريق سوق`,
  }),
};

const passwordReset: Template<{ name?: string; link: string }> = {
  en: ({ name, link }) => ({
    subject: 'Reset your Souk password',
    text: `${greeting.en(name)}\n\nWe received a request to reset your password. Open this link to choose a new one:\n${link}\n\nThe link is valid for ${LIMITS.resetTokenValidityMinutes} minutes and can be used once.\nIf you did not ask for this, you can ignore this email: your password stays the same.\n\nThe Souk team`,
  }),
  fr: ({ name, link }) => ({
    subject: 'Réinitialisez votre mot de passe Souk',
    text: `${greeting.fr(name)}\n\nNous avons reçu une demande de réinitialisation de votre mot de passe. Ouvrez ce lien pour en choisir un nouveau :\n${link}\n\nLe lien est valable ${LIMITS.resetTokenValidityMinutes} minutes et utilisable une seule fois.\nSi vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe ne change pas.\n\nL'équipe Souk`,
  }),
  ar: ({ name, link }) => ({
    subject: 'إعادة تعيين كلمة مرور سوق',
    text: `${greeting.ar(name)}\n\nتلقّينا طلبًا لإعادة تعيين كلمة المرور. افتح هذا الرابط لاختيار كلمة مرور جديدة:\n${link}\n\nالرابط صالح لمدة ${LIMITS.resetTokenValidityMinutes} دقيقة ولاستعمال واحد فقط.\nإذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة: كلمة المرور لن تتغير.\n\nفريق سوق`,
  }),
};

const passwordChanged: Template<{ name: string }> = {
  en: ({ name }) => ({
    subject: 'Your Souk password was changed',
    text: `Hello ${name},\n\nYour password was just changed. If this was not you, reset your password at once and contact our support.\n\nThe Souk team`,
  }),
  fr: ({ name }) => ({
    subject: 'Votre mot de passe Souk a été modifié',
    text: `Bonjour ${name},\n\nVotre mot de passe vient d'être modifié. Si ce n'était pas vous, réinitialisez-le immédiatement et contactez notre support.\n\nL'équipe Souk`,
  }),
  ar: ({ name }) => ({
    subject: 'تم تغيير كلمة مرور سوق',
    text: `مرحبًا ${name}،\n\nتم تغيير كلمة المرور الخاصة بك للتو. إذا لم تكن أنت، أعد تعيينها فورًا وتواصل مع الدعم.\n\nفريق سوق`,
  }),
};

/** To the new address after an email change: the same code and link as at sign-up. */
const emailChangeVerification: Template<{ code: string; link: string }> = {
  en: ({ code, link }) => ({
    subject: 'Confirm your new Souk email address',
    text: `Hello,\n\nYou changed the email address of your Souk account to this one. Your confirmation code is: ${code}\n\nEnter it on the verification page, or open this link to confirm the address:\n${link}\n\nThe code and the link are valid for ${LIMITS.otpValidityMinutes} minutes and can be used once. Until the address is confirmed, you cannot log in with it.\nIf you did not ask for this, you can ignore this email.\n\nThe Souk team`,
  }),
  fr: ({ code, link }) => ({
    subject: 'Confirmez votre nouvelle adresse e-mail Souk',
    text: `Bonjour,\n\nVous avez remplacé l'adresse e-mail de votre compte Souk par celle-ci. Votre code de confirmation est : ${code}\n\nSaisissez-le sur la page de vérification, ou ouvrez ce lien pour confirmer l'adresse :\n${link}\n\nLe code et le lien sont valables ${LIMITS.otpValidityMinutes} minutes et utilisables une seule fois. Tant que l'adresse n'est pas confirmée, vous ne pouvez pas vous connecter avec elle.\nSi vous n'êtes pas à l'origine de ce changement, ignorez cet e-mail.\n\nL'équipe Souk`,
  }),
  ar: ({ code, link }) => ({
    subject: 'أكّد بريدك الإلكتروني الجديد في سوق',
    text: `مرحبًا،\n\nغيّرت البريد الإلكتروني لحسابك في سوق إلى هذا العنوان. رمز التأكيد الخاص بك هو: ${code}\n\nأدخله في صفحة التحقق، أو افتح هذا الرابط لتأكيد العنوان:\n${link}\n\nالرمز والرابط صالحان لمدة ${LIMITS.otpValidityMinutes} دقائق ولاستعمال واحد فقط. لا يمكنك تسجيل الدخول بهذا العنوان قبل تأكيده.\nإذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة.\n\nفريق سوق`,
  }),
};

/**
 * A login code (decision 021): the account had many failed logins, and someone just gave its
 * correct password. The address is the account's own, proven one; the mail still names nobody.
 */
const loginCode: Template<{ code: string }> = {
  en: ({ code }) => ({
    subject: 'Your Souk login code',
    text: `Hello,\n\nSomeone just logged in to your Souk account with its correct password. Because the account had many failed logins, it also needs this code: ${code}\n\nEnter it on the login page. It is valid for ${LIMITS.otpValidityMinutes} minutes and can be used once.\nIf this was not you, your password is known to someone else: reset it at once with "Forgot password" on the login page.\n\nThe Souk team`,
  }),
  fr: ({ code }) => ({
    subject: 'Votre code de connexion Souk',
    text: `Bonjour,\n\nQuelqu'un vient de se connecter à votre compte Souk avec son mot de passe correct. Comme ce compte a connu de nombreux échecs de connexion, il faut aussi ce code : ${code}\n\nSaisissez-le sur la page de connexion. Il est valable ${LIMITS.otpValidityMinutes} minutes et utilisable une seule fois.\nSi ce n'était pas vous, quelqu'un d'autre connaît votre mot de passe : réinitialisez-le immédiatement avec « Mot de passe oublié » sur la page de connexion.\n\nL'équipe Souk`,
  }),
  ar: ({ code }) => ({
    subject: 'رمز الدخول إلى سوق',
    text: `مرحبًا،\n\nسجّل أحدهم الدخول للتو إلى حسابك في سوق بكلمة المرور الصحيحة. ولأن الحساب شهد محاولات دخول فاشلة كثيرة، يلزم أيضًا هذا الرمز: ${code}\n\nأدخله في صفحة تسجيل الدخول. الرمز صالح لمدة ${LIMITS.otpValidityMinutes} دقائق ولاستعمال واحد فقط.\nإذا لم تكن أنت، فكلمة المرور معروفة لشخص آخر: أعد تعيينها فورًا عبر «نسيت كلمة المرور» في صفحة تسجيل الدخول.\n\nفريق سوق`,
  }),
};

/** To the old address after an email change, so that a taken-over account does not go unnoticed. */
const emailChangedNotice: Template<{ name: string; newEmail: string }> = {
  en: ({ name, newEmail }) => ({
    subject: 'The email address of your Souk account was changed',
    text: `Hello ${name},\n\nThe email address of your Souk account was just changed to ${newEmail}. If this was not you, contact our support at once.\n\nThe Souk team`,
  }),
  fr: ({ name, newEmail }) => ({
    subject: "L'adresse e-mail de votre compte Souk a été modifiée",
    text: `Bonjour ${name},\n\nL'adresse e-mail de votre compte Souk vient d'être remplacée par ${newEmail}. Si ce n'était pas vous, contactez immédiatement notre support.\n\nL'équipe Souk`,
  }),
  ar: ({ name, newEmail }) => ({
    subject: 'تم تغيير البريد الإلكتروني لحسابك في سوق',
    text: `مرحبًا ${name}،\n\nتم للتو تغيير البريد الإلكتروني لحسابك في سوق إلى ${newEmail}. إذا لم تكن أنت، تواصل مع الدعم فورًا.\n\nفريق سوق`,
  }),
};

export function composeMail<P>(
  template: Template<P>,
  language: Language,
  to: string,
  params: P,
): MailMessage {
  return { to, ...template[language](params) };
}

const contactCopy: Template<{
  from: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}> = {
  en: (p) => ({
    subject: `[Contact · ${p.subject}] ${p.from}`,
    text: `A new message arrived through the contact form.\n\nFrom: ${p.from} <${p.email}>\nPhone: ${p.phone || '—'}\nSubject: ${p.subject}\n\n${p.message}\n`,
  }),
  fr: (p) => ({
    subject: `[Contact · ${p.subject}] ${p.from}`,
    text: `Un nouveau message est arrivé par le formulaire de contact.\n\nDe : ${p.from} <${p.email}>\nTéléphone : ${p.phone || '—'}\nSujet : ${p.subject}\n\n${p.message}\n`,
  }),
  ar: (p) => ({
    subject: `[تواصل · ${p.subject}] ${p.from}`,
    text: `وصلت رسالة جديدة عبر نموذج التواصل.\n\nمن: ${p.from} <${p.email}>\nالهاتف: ${p.phone || '—'}\nالموضوع: ${p.subject}\n\n${p.message}\n`,
  }),
};

const newsletterWelcome: Template<{ unsubscribeLink: string }> = {
  en: ({ unsubscribeLink }) => ({
    subject: 'You are subscribed to the Souk newsletter',
    text: `Thank you for subscribing to the Souk newsletter! You will hear about new brands, offers and the sale first.\n\nTo stop receiving it, open this link at any time:\n${unsubscribeLink}\n\nThe Souk team`,
  }),
  fr: ({ unsubscribeLink }) => ({
    subject: 'Vous êtes inscrit à la newsletter Souk',
    text: `Merci de vous être inscrit à la newsletter Souk ! Vous serez les premiers informés des nouvelles marques, des offres et des soldes.\n\nPour ne plus la recevoir, ouvrez ce lien à tout moment :\n${unsubscribeLink}\n\nL'équipe Souk`,
  }),
  ar: ({ unsubscribeLink }) => ({
    subject: 'تم اشتراكك في نشرة سوق الإخبارية',
    text: `شكرًا لاشتراكك في نشرة سوق! ستكون أول من يعرف عن العلامات الجديدة والعروض والتخفيضات.\n\nلإلغاء الاشتراك في أي وقت، افتح هذا الرابط:\n${unsubscribeLink}\n\nفريق سوق`,
  }),
};

/**
 * To a brand an admin just opened (dashboards §5 "Add brand"): its login address and how to sign
 * in. Never the password: the admin hands it over another way, and "Forgot password" proves the
 * mailbox.
 */
const brandWelcome: Template<{ brandName: string; email: string; link: string }> = {
  en: ({ brandName, email, link }) => ({
    subject: 'Your Souk brand account is ready',
    text: `Hello,\n\nThe Souk team has opened a brand account for ${brandName}.\n\nTo sign in to your brand dashboard, open ${link}, choose "Brand" and enter:\n- your login email: ${email}\n- the password your Souk contact gave you (we never send passwords by email).\n\nYou can change your password in your dashboard settings, or choose "Forgot password" on the login page to set a new one.\n\nThe Souk team`,
  }),
  fr: ({ brandName, email, link }) => ({
    subject: 'Votre compte marque Souk est prêt',
    text: `Bonjour,\n\nL'équipe Souk a ouvert un compte marque pour ${brandName}.\n\nPour vous connecter à votre tableau de bord, ouvrez ${link}, choisissez « Marque » et saisissez :\n- votre e-mail de connexion : ${email}\n- le mot de passe que votre contact Souk vous a remis (nous n'envoyons jamais de mot de passe par e-mail).\n\nVous pouvez changer votre mot de passe dans les paramètres de votre tableau de bord, ou choisir « Mot de passe oublié » sur la page de connexion pour en définir un nouveau.\n\nL'équipe Souk`,
  }),
  ar: ({ brandName, email, link }) => ({
    subject: 'حساب علامتك التجارية في سوق جاهز',
    text: `مرحبًا،\n\nفتح فريق سوق حسابًا للعلامة التجارية ${brandName}.\n\nلتسجيل الدخول إلى لوحة التحكم، افتح ${link} واختر «علامة تجارية» ثم أدخل:\n- بريد الدخول: ${email}\n- كلمة المرور التي سلّمها لك مسؤولك في سوق (لا نرسل كلمات المرور عبر البريد أبدًا).\n\nيمكنك تغيير كلمة المرور من إعدادات لوحة التحكم، أو اختيار «نسيت كلمة المرور» في صفحة الدخول لتعيين كلمة جديدة.\n\nفريق سوق`,
  }),
};

export const mailTemplates = {
  brandWelcome,
  verification,
  passwordReset,
  passwordChanged,
  emailChangeVerification,
  emailChangedNotice,
  loginCode,
  contactCopy,
  newsletterWelcome,
};
