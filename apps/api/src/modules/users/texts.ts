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
