import type { Brand, Category } from '@souk/shared/responses/catalogue';

/** What the home page reads of the API's categories and brands (storefront §3). */

export type HomeCategory = Pick<
  Category,
  'id' | 'name' | 'nameTranslations' | 'imageUrl' | 'productCount'
>;

export type HomeBrand = Pick<Brand, 'id' | 'name' | 'logo' | 'description' | 'averageRating'>;
