import type { NameTranslations } from '@souk/shared/names';
import type { ProductSummary } from '../../components/product-card';

/** The API's shapes as the browsing pages read them (storefront §3; the API's product dto). */

/** A category, subcategory or tag: its English name and that name's French and Arabic texts. */
export type Label = { id: number; name: string; nameTranslations: NameTranslations };

export type Product = ProductSummary & {
  description: string | null;
  additionalImages: string[];
  brandId: number;
  brandName: string | null;
  categoryId: number | null;
  categoryName: string | null;
  categoryNameTranslations: NameTranslations | null;
  subcategories: Label[];
  tags: Label[];
  tagIds: number[];
  quantity: number;
  stockLevel: number;
  inStock: boolean;
  sku: string | null;
  barcode: string | null;
  colors: string[];
  sizes: string[];
  /** kilograms */
  weight: number | null;
  dimensions: string | null;
  care: string | null;
  origin: string | null;
  fit: string | null;
  features: string[];
  featured: boolean;
  createdAt: string;
};

export type Category = {
  id: number;
  name: string;
  nameTranslations: NameTranslations;
  description: string | null;
  imageUrl: string | null;
  parentId: number | null;
  productCount: number;
};

export type Brand = {
  id: number;
  name: string;
  logo: string | null;
  description: string | null;
  averageRating: number | null;
  reviewCount: number;
  productCount: number;
  brandCategoryId: number | null;
  brandCategoryName: string | null;
  brandCategoryNameTranslations: NameTranslations | null;
  websiteUrl: string | null;
  links: { platform: string; url: string }[] | null;
};

export type BrandCategory = {
  id: number;
  name: string;
  nameTranslations: NameTranslations;
  description: string | null;
  brandCount: number;
};

export type Review = {
  id: number;
  userId: number;
  username: string;
  rating: number;
  comment: string;
  createdAt: string;
};

export type Facets = {
  categories: (Label & { count: number })[];
  subcategories: (Label & { parentId: number; count: number })[];
  brands: (Label & { count: number })[];
  colors: { value: string; count: number }[];
  sizes: { value: string; count: number }[];
  tags: (Label & { count: number })[];
  ratings: { rating: number; count: number }[];
  price: { min: number; max: number };
  dimensions: { value: string; count: number }[];
  weights: { value: string; count: number }[];
};
