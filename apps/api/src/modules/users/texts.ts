import type { Language } from '@souk/shared/constants';

export const userTexts: Record<
  Language,
  Record<'profileUpdated' | 'addressUpdated' | 'pictureUpdated', string>
> = {
  en: {
    profileUpdated: 'Profile updated',
    addressUpdated: 'Address updated successfully',
    pictureUpdated: 'Profile picture updated',
  },
  fr: {
    profileUpdated: 'Profil mis à jour',
    addressUpdated: 'Adresse mise à jour avec succès',
    pictureUpdated: 'Photo de profil mise à jour',
  },
  ar: {
    profileUpdated: 'تم تحديث الملف الشخصي',
    addressUpdated: 'تم تحديث العنوان بنجاح',
    pictureUpdated: 'تم تحديث صورة الملف الشخصي',
  },
};
