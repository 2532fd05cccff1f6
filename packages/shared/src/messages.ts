import type { Language } from './constants';
import type { ErrorCode } from './errors';

/**
 * People-facing texts for error codes and validation rules, in the three languages.
 * The server answers in the caller's language (Accept-Language); the web app uses the same texts,
 * so a rule and its message are written once.
 */
type Catalogue = Record<ErrorCode | ValidationCode, string>;

export const VALIDATION_CODES = [
  'required',
  'invalid_email',
  'name_too_short',
  'name_too_long',
  'password_too_short',
  'password_too_long',
  'password_login_too_short',
  'password_weak',
  'passwords_do_not_match',
  'invalid_phone',
  'invalid_signup_phone',
  'terms_required',
  'invalid_role',
  'invalid_code',
  'invalid_value',
  'too_long',
  'invalid_number',
  'message_too_short',
  'comment_too_short',
  'invalid_quantity',
  'invalid_characters',
  'invalid_name',
  'password_common',
  'password_is_email',
] as const;
export type ValidationCode = (typeof VALIDATION_CODES)[number];

const en: Catalogue = {
  validation_failed: 'Some fields are not valid. Please fix them and try again.',
  unauthorized: 'Please log in to continue.',
  invalid_token: 'Your session is not valid any more. Please log in again.',
  forbidden: 'You are not allowed to do this.',
  not_found: 'We could not find what you asked for.',
  user_not_found: 'Account not found. Please check your email or sign up.',
  brand_not_found: 'Brand account not found. Please check your email or register your brand.',
  conflict: 'This conflicts with existing data.',
  email_already_in_use: 'This email is already registered.',
  phone_already_in_use: 'This phone number is already registered.',
  invalid_credentials: 'Invalid email or password. Please try again.',
  account_disabled: 'This account is disabled. Please contact support.',
  email_not_verified: 'Please verify your email address first: enter the code we sent you.',
  wrong_password: 'Your current password is not correct.',
  invalid_or_expired_token: 'This link is invalid or has expired. Please ask for a new one.',
  invalid_or_expired_code: 'This code is invalid or has expired. Please ask for a new one.',
  already_verified: 'This email address is already verified.',
  too_many_requests: 'Too many attempts. Please wait a few minutes and try again.',
  payload_too_large: 'The file or request is too large.',
  unsupported_media_type: 'Please upload an image file.',
  business_rule: 'This action is not allowed right now.',
  already_in_cart: 'This product is already in your cart.',
  out_of_stock: 'Not enough stock: {{available}} left.',
  size_required: 'Please select a size.',
  color_required: 'Please select a color.',
  invalid_option: 'This product does not come in that size or color.',
  cart_full: 'Your cart is full ({{max}} lines). Remove something first.',
  wishlist_full: 'Your wishlist is full ({{max}} products). Remove something first.',
  invalid_quantity: 'The quantity must be at least 1.',
  service_unavailable: 'The shop is very busy right now. Please try again in a few seconds.',
  internal_error: 'Something went wrong on our side. Please try again later.',
  unknown_error: 'Something went wrong. Please try again.',
  required: 'This field is required.',
  invalid_email: 'Please enter a valid email address.',
  name_too_short: 'Must be at least 2 characters.',
  name_too_long: 'Must be at most 100 characters.',
  password_too_short: 'Password must be at least 8 characters.',
  password_too_long: 'Password must be at most 128 characters.',
  password_login_too_short: 'Password must be at least 6 characters.',
  password_weak:
    'Password must be at least 8 characters and contain a lowercase letter, an uppercase letter and a digit.',
  passwords_do_not_match: 'Passwords do not match.',
  invalid_phone:
    'Phone must be 8 to 20 characters: digits, spaces, hyphens, parentheses and an optional leading +.',
  invalid_signup_phone:
    'Phone must be a + sign, a 2 or 3 digit country code and 8 to 9 digits (e.g. +21612345678).',
  terms_required: 'You must agree to the terms and conditions.',
  invalid_role: 'Sign-up is for customer accounts only.',
  invalid_code: 'The code has 6 digits.',
  invalid_value: 'This value is not valid.',
  too_long: 'This text is too long.',
  invalid_number: 'Please enter a valid number.',
  message_too_short: 'The message must be at least 10 characters.',
  comment_too_short: 'The comment must be at least 2 characters.',
  bad_request: 'The request could not be read. Please check it and try again.',
  uri_too_long: 'The address is too long.',
  headers_too_large: 'The request headers are too large.',
  invalid_characters: 'This text contains characters that are not allowed.',
  invalid_name: 'Please use letters only, with spaces, apostrophes, hyphens or dots between them.',
  password_common: 'This password is too common and easy to guess. Please choose another.',
  password_is_email: 'Your password must not be your email address.',
};

const fr: Catalogue = {
  validation_failed: 'Certains champs ne sont pas valides. Corrigez-les puis réessayez.',
  unauthorized: 'Veuillez vous connecter pour continuer.',
  invalid_token: "Votre session n'est plus valide. Veuillez vous reconnecter.",
  forbidden: "Vous n'êtes pas autorisé à effectuer cette action.",
  not_found: "Nous n'avons pas trouvé ce que vous cherchez.",
  user_not_found: 'Compte introuvable. Vérifiez votre e-mail ou inscrivez-vous.',
  brand_not_found: 'Compte marque introuvable. Vérifiez votre e-mail ou inscrivez votre marque.',
  conflict: 'Cela entre en conflit avec des données existantes.',
  email_already_in_use: 'Cet e-mail est déjà enregistré.',
  phone_already_in_use: 'Ce numéro de téléphone est déjà enregistré.',
  invalid_credentials: 'E-mail ou mot de passe invalide. Veuillez réessayer.',
  account_disabled: 'Ce compte est désactivé. Veuillez contacter le support.',
  email_not_verified:
    "Veuillez d'abord vérifier votre adresse e-mail : saisissez le code que nous vous avons envoyé.",
  wrong_password: "Votre mot de passe actuel n'est pas correct.",
  invalid_or_expired_token: 'Ce lien est invalide ou a expiré. Demandez-en un nouveau.',
  invalid_or_expired_code: 'Ce code est invalide ou a expiré. Demandez-en un nouveau.',
  already_verified: 'Cette adresse e-mail est déjà vérifiée.',
  too_many_requests: 'Trop de tentatives. Patientez quelques minutes puis réessayez.',
  payload_too_large: 'Le fichier ou la requête est trop volumineux.',
  unsupported_media_type: 'Veuillez téléverser un fichier image.',
  business_rule: "Cette action n'est pas possible pour le moment.",
  already_in_cart: 'Ce produit est déjà dans votre panier.',
  out_of_stock: 'Stock insuffisant : il en reste {{available}}.',
  size_required: 'Veuillez choisir une taille.',
  color_required: 'Veuillez choisir une couleur.',
  invalid_option: "Ce produit n'existe pas dans cette taille ou cette couleur.",
  cart_full: 'Votre panier est plein ({{max}} lignes). Retirez d’abord un article.',
  wishlist_full:
    'Votre liste de souhaits est pleine ({{max}} produits). Retirez d’abord un produit.',
  invalid_quantity: 'La quantité doit être d’au moins 1.',
  service_unavailable:
    'La boutique est très sollicitée en ce moment. Réessayez dans quelques secondes.',
  internal_error: 'Une erreur est survenue de notre côté. Réessayez plus tard.',
  unknown_error: 'Une erreur est survenue. Veuillez réessayer.',
  required: 'Ce champ est obligatoire.',
  invalid_email: 'Veuillez saisir une adresse e-mail valide.',
  name_too_short: 'Au moins 2 caractères.',
  name_too_long: 'Au plus 100 caractères.',
  password_too_short: 'Le mot de passe doit contenir au moins 8 caractères.',
  password_too_long: 'Le mot de passe doit contenir au plus 128 caractères.',
  password_login_too_short: 'Le mot de passe doit contenir au moins 6 caractères.',
  password_weak:
    'Le mot de passe doit contenir au moins 8 caractères, dont une minuscule, une majuscule et un chiffre.',
  passwords_do_not_match: 'Les mots de passe ne correspondent pas.',
  invalid_phone:
    'Le téléphone doit comporter 8 à 20 caractères : chiffres, espaces, tirets, parenthèses et un + initial facultatif.',
  invalid_signup_phone:
    'Le téléphone doit comporter un +, un indicatif de 2 ou 3 chiffres puis 8 à 9 chiffres (ex. +21612345678).',
  terms_required: 'Vous devez accepter les conditions générales.',
  invalid_role: "L'inscription est réservée aux comptes clients.",
  invalid_code: 'Le code comporte 6 chiffres.',
  invalid_value: "Cette valeur n'est pas valide.",
  too_long: 'Ce texte est trop long.',
  invalid_number: 'Veuillez saisir un nombre valide.',
  message_too_short: 'Le message doit contenir au moins 10 caractères.',
  comment_too_short: 'Le commentaire doit contenir au moins 2 caractères.',
  bad_request: "La requête n'a pas pu être lue. Vérifiez-la puis réessayez.",
  uri_too_long: "L'adresse est trop longue.",
  headers_too_large: 'Les en-têtes de la requête sont trop volumineux.',
  invalid_characters: 'Ce texte contient des caractères non autorisés.',
  invalid_name:
    'Utilisez uniquement des lettres, séparées par des espaces, apostrophes, tirets ou points.',
  password_common: 'Ce mot de passe est trop courant et facile à deviner. Choisissez-en un autre.',
  password_is_email: 'Votre mot de passe ne doit pas être votre adresse e-mail.',
};

const ar: Catalogue = {
  validation_failed: 'بعض الحقول غير صالحة. يرجى تصحيحها والمحاولة مرة أخرى.',
  unauthorized: 'يرجى تسجيل الدخول للمتابعة.',
  invalid_token: 'لم تعد جلستك صالحة. يرجى تسجيل الدخول مرة أخرى.',
  forbidden: 'غير مسموح لك بالقيام بهذا الإجراء.',
  not_found: 'لم نعثر على ما طلبته.',
  user_not_found: 'الحساب غير موجود. يرجى التحقق من بريدك الإلكتروني أو إنشاء حساب.',
  brand_not_found:
    'حساب العلامة التجارية غير موجود. يرجى التحقق من بريدك الإلكتروني أو تسجيل علامتك.',
  conflict: 'يتعارض هذا مع بيانات موجودة.',
  email_already_in_use: 'هذا البريد الإلكتروني مسجّل بالفعل.',
  phone_already_in_use: 'رقم الهاتف هذا مسجّل بالفعل.',
  invalid_credentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة. يرجى المحاولة مرة أخرى.',
  account_disabled: 'هذا الحساب معطّل. يرجى التواصل مع الدعم.',
  email_not_verified: 'يرجى تأكيد بريدك الإلكتروني أولًا: أدخل الرمز الذي أرسلناه إليك.',
  wrong_password: 'كلمة المرور الحالية غير صحيحة.',
  invalid_or_expired_token: 'هذا الرابط غير صالح أو منتهي الصلاحية. يرجى طلب رابط جديد.',
  invalid_or_expired_code: 'هذا الرمز غير صالح أو منتهي الصلاحية. يرجى طلب رمز جديد.',
  already_verified: 'تم التحقق من هذا البريد الإلكتروني بالفعل.',
  too_many_requests: 'محاولات كثيرة جدًا. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
  payload_too_large: 'الملف أو الطلب كبير جدًا.',
  unsupported_media_type: 'يرجى رفع ملف صورة.',
  business_rule: 'لا يمكن تنفيذ هذا الإجراء الآن.',
  already_in_cart: 'هذا المنتج موجود بالفعل في سلتك.',
  out_of_stock: 'الكمية غير كافية: المتبقي في المخزون {{available}}.',
  size_required: 'يرجى اختيار المقاس.',
  color_required: 'يرجى اختيار اللون.',
  invalid_option: 'هذا المنتج غير متوفر بهذا المقاس أو هذا اللون.',
  cart_full: 'سلتك ممتلئة (الحد {{max}} سطرًا). يرجى إزالة منتج أولًا.',
  wishlist_full: 'قائمة أمنياتك ممتلئة (الحد {{max}} منتجًا). يرجى إزالة منتج أولًا.',
  invalid_quantity: 'يجب أن تكون الكمية 1 على الأقل.',
  service_unavailable: 'المتجر مزدحم جدًا الآن. يرجى المحاولة بعد بضع ثوانٍ.',
  internal_error: 'حدث خطأ من جهتنا. يرجى المحاولة لاحقًا.',
  unknown_error: 'حدث خطأ ما. يرجى المحاولة مرة أخرى.',
  required: 'هذا الحقل مطلوب.',
  invalid_email: 'يرجى إدخال بريد إلكتروني صالح.',
  name_too_short: 'حرفان على الأقل.',
  name_too_long: '100 حرف على الأكثر.',
  password_too_short: 'يجب أن تتكون كلمة المرور من 8 أحرف على الأقل.',
  password_too_long: 'يجب ألا تتجاوز كلمة المرور 128 حرفًا.',
  password_login_too_short: 'يجب أن تتكون كلمة المرور من 6 أحرف على الأقل.',
  password_weak: 'يجب أن تتكون كلمة المرور من 8 أحرف على الأقل وتحتوي على حرف صغير وحرف كبير ورقم.',
  passwords_do_not_match: 'كلمتا المرور غير متطابقتين.',
  invalid_phone:
    'يجب أن يتكون الهاتف من 8 إلى 20 حرفًا: أرقام ومسافات وشرطات وأقواس مع علامة + اختيارية في البداية.',
  invalid_signup_phone:
    'يجب أن يبدأ الهاتف بعلامة + ثم رمز دولة من 2 أو 3 أرقام ثم 8 إلى 9 أرقام (مثال: ‎+21612345678).',
  terms_required: 'يجب الموافقة على الشروط والأحكام.',
  invalid_role: 'التسجيل مخصّص لحسابات العملاء فقط.',
  invalid_code: 'يتكون الرمز من 6 أرقام.',
  invalid_value: 'هذه القيمة غير صالحة.',
  too_long: 'هذا النص طويل جدًا.',
  invalid_number: 'يرجى إدخال رقم صالح.',
  message_too_short: 'يجب أن تتكون الرسالة من 10 أحرف على الأقل.',
  comment_too_short: 'يجب أن يتكون التعليق من حرفين على الأقل.',
  bad_request: 'تعذّرت قراءة الطلب. يرجى التحقق منه والمحاولة مرة أخرى.',
  uri_too_long: 'العنوان طويل جدًا.',
  headers_too_large: 'ترويسات الطلب كبيرة جدًا.',
  invalid_characters: 'يحتوي هذا النص على أحرف غير مسموح بها.',
  invalid_name: 'يرجى استعمال الحروف فقط، مع مسافات أو فواصل علوية أو شرطات أو نقاط بينها.',
  password_common: 'كلمة المرور هذه شائعة جدًا وسهلة التخمين. يرجى اختيار كلمة أخرى.',
  password_is_email: 'يجب ألا تكون كلمة المرور هي بريدك الإلكتروني.',
};

export const MESSAGES: Record<Language, Catalogue> = { en, fr, ar };

/** Values a message names ("{{available}} left"). */
export type MessageValues = Record<string, string | number>;

/**
 * The text for a code in a language, its {{placeholders}} filled from `values`; unknown codes
 * fall back to the generic message.
 */
export function messageFor(
  code: string,
  language: Language = 'en',
  values?: MessageValues,
): string {
  const catalogue = MESSAGES[language] ?? en;
  const text = (catalogue as Record<string, string>)[code] ?? catalogue.unknown_error;
  return values
    ? text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
        name in values ? String(values[name]) : whole,
      )
    : text;
}
