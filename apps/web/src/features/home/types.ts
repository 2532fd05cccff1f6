import type { NameTranslations } from '@souk/shared/names';

/** What the home page reads of the API's categories and brands (storefront §3). */

export type HomeCategory = {
  id: number;
  name: string;
  nameTranslations: NameTranslations;
  imageUrl: string | null;
  productCount: number;
};

export type HomeBrand = {
  id: number;
  name: string;
  logo: string | null;
  description: string | null;
  averageRating: number | null;
};
