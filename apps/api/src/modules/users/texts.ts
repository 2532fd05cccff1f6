import type { Language } from '@souk/shared/constants';

export const userTexts: Record<
  Language,
  Record<
    | 'accountLoaded'
    | 'brandLoaded'
    | 'profileUpdated'
    | 'emailChangeToConfirm'
    | 'addressUpdated'
    | 'pictureUpdated',
    string
  >
> = {
  en: {
    accountLoaded: 'Account details loaded',
    brandLoaded: 'Brand profile loaded',
    profileUpdated: 'Profile updated',
    emailChangeToConfirm:
      'Profile updated. We sent a code to your new email address: confirm it before your next login.',
    addressUpdated: 'Address updated successfully',
    pictureUpdated: 'Profile picture updated',
  },
  fr: {
    accountLoaded: 'Informations du compte chargées',
    brandLoaded: 'Profil de la marque chargé',
    profileUpdated: 'Profil mis à jour',
    emailChangeToConfirm:
      'Profil mis à jour. Nous avons envoyé un code à votre nouvelle adresse e-mail : confirmez-la avant votre prochaine connexion.',
    addressUpdated: 'Adresse mise à jour avec succès',
    pictureUpdated: 'Photo de profil mise à jour',
  },
  ar: {
    accountLoaded: 'تم تحميل بيانات الحساب',
    brandLoaded: 'تم تحميل ملف العلامة التجارية',
    profileUpdated: 'تم تحديث الملف الشخصي',
    emailChangeToConfirm:
      'تم تحديث الملف الشخصي. أرسلنا رمزًا إلى بريدك الإلكتروني الجديد: أكّده قبل تسجيل دخولك القادم.',
    addressUpdated: 'تم تحديث العنوان بنجاح',
    pictureUpdated: 'تم تحديث صورة الملف الشخصي',
  },
};

/** The admin's customer calls (dashboards §7 "Users and customers"). */
export const adminCustomerTexts: Record<
  Language,
  Record<
    | 'customerCreated'
    | 'customerEnabled'
    | 'customerDisabled'
    | 'customerDeleted'
    | 'customerAnonymised',
    string
  >
> = {
  en: {
    customerCreated: 'Customer account created. We emailed them their login address.',
    customerEnabled: 'The account is active: the customer can log in again.',
    customerDisabled: 'The account is inactive: the customer is logged out and cannot log in.',
    customerDeleted: 'The account was deleted.',
    customerAnonymised:
      'The customer has orders, so the account was anonymised instead: their personal details are erased and the orders are kept.',
  },
  fr: {
    customerCreated:
      'Compte client créé. Nous lui avons envoyé son adresse de connexion par e-mail.',
    customerEnabled: 'Le compte est actif : le client peut de nouveau se connecter.',
    customerDisabled:
      'Le compte est inactif : le client est déconnecté et ne peut plus se connecter.',
    customerDeleted: 'Le compte a été supprimé.',
    customerAnonymised:
      'Le client a des commandes : le compte a donc été anonymisé. Ses données personnelles sont effacées et les commandes sont conservées.',
  },
  ar: {
    customerCreated: 'تم إنشاء حساب العميل. أرسلنا إليه عنوان تسجيل الدخول عبر البريد الإلكتروني.',
    customerEnabled: 'الحساب نشط: يمكن للعميل تسجيل الدخول من جديد.',
    customerDisabled: 'الحساب غير نشط: تم تسجيل خروج العميل ولا يمكنه تسجيل الدخول.',
    customerDeleted: 'تم حذف الحساب.',
    customerAnonymised:
      'لدى العميل طلبات، لذلك تمت إزالة هويته من الحساب بدل حذفه: مُحيت بياناته الشخصية واحتُفظ بالطلبات.',
  },
};

/**
 * The welcome of a customer an admin created: their login address and where to choose a password
 * of their own. Never the password: the admin gives it by other means, if at all.
 */
export const customerWelcomeMail: Record<
  Language,
  (params: { name: string; email: string; resetLink: string }) => { subject: string; text: string }
> = {
  en: ({ name, email, resetLink }) => ({
    subject: 'Your Souk account is ready',
    text: `Hello ${name},\n\nOur team created a Souk account for you. You log in with this email address:\n${email}\n\nIf you were not given a password, or would rather have your own, choose one here:\n${resetLink}\n\nThe Souk team`,
  }),
  fr: ({ name, email, resetLink }) => ({
    subject: 'Votre compte Souk est prêt',
    text: `Bonjour ${name},\n\nNotre équipe vous a créé un compte Souk. Vous vous connectez avec cette adresse e-mail :\n${email}\n\nSi l'on ne vous a pas donné de mot de passe, ou si vous préférez le vôtre, choisissez-en un ici :\n${resetLink}\n\nL'équipe Souk`,
  }),
  ar: ({ name, email, resetLink }) => ({
    subject: 'حسابك في سوق جاهز',
    text: `مرحبًا ${name}،\n\nأنشأ فريقنا حسابًا لك في سوق. تسجّل الدخول بهذا البريد الإلكتروني:\n${email}\n\nإذا لم تُعطَ كلمة مرور، أو كنت تفضّل كلمة مرور خاصة بك، فاخترها من هنا:\n${resetLink}\n\nفريق سوق`,
  }),
};
