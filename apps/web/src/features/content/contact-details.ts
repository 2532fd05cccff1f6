/** How to reach the Souk team (the contact page's info card; the help texts quote the same). */
export const CONTACT_DETAILS = {
  phone: '+216 71 123 456',
  email: 'support@souk.tn',
  /** The office in Tunis, for the map link. */
  mapUrl: 'https://www.openstreetmap.org/search?query=Les%20Berges%20du%20Lac%2C%20Tunis',
  social: {
    facebook: 'https://www.facebook.com/souk.tn',
    instagram: 'https://www.instagram.com/souk.tn',
    twitter: 'https://x.com/souk_tn',
  },
} as const;
