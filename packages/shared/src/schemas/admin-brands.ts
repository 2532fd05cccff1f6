import { z } from 'zod';
import { sortDirectionField, sortedPagingQuerySchema } from '../api';
import { LIMITS } from '../constants';
import { idField, textField } from '../validation';
import { addBrandDescriptionField, brandNameField } from './brand-profile';

/**
 * The admin's brand list (dashboards §2 "All brands", §7 "Brand account"): GET
 * /brands/admin/paged, with disabled brands, filtered, searched and sorted on whitelisted columns.
 */

/** The columns the list sorts by (nothing else reaches the SQL). */
export const ADMIN_BRAND_SORTS = [
  'name',
  'registrationDate',
  'productCount',
  'averageRating',
  'enabled',
] as const;
export type AdminBrandSort = (typeof ADMIN_BRAND_SORTS)[number];

/** Which brands the list shows. */
export const ADMIN_BRAND_STATUSES = ['all', 'enabled', 'disabled'] as const;
export type AdminBrandStatus = (typeof ADMIN_BRAND_STATUSES)[number];

/** spec: dashboards §9 — the brand list: name ascending, 10 a page. */
export const adminBrandsQuerySchema = sortedPagingQuerySchema(ADMIN_BRAND_SORTS, {
  sortBy: 'name',
  size: 10,
  aliases: { registrationdate: 'registrationDate', productcount: 'productCount' },
}).extend({
  direction: sortDirectionField.default('asc'),
  /** a part of the brand's name, contact email or login email */
  search: textField(LIMITS.searchMaxChars).optional(),
  brandCategoryId: idField.optional(),
  status: textField(10)
    .transform((status) => status.toLowerCase())
    .pipe(z.enum(ADMIN_BRAND_STATUSES, { error: 'invalid_value' }))
    .default('all'),
});
export type AdminBrandsQuery = z.output<typeof adminBrandsQuerySchema>;
export type AdminBrandsQueryInput = z.input<typeof adminBrandsQuerySchema>;

/**
 * What DELETE /brands/delete/{id} did: a brand without orders is deleted; one with orders is
 * disabled and anonymised, so that its orders keep their items.
 */
export const BRAND_REMOVAL_OUTCOMES = ['deleted', 'anonymised'] as const;
export type BrandRemovalOutcome = (typeof BRAND_REMOVAL_OUTCOMES)[number];

/**
 * The add-brand page's new-category modal (dashboards §5 "Add brand": name required, at most 100;
 * description required, at most 500), sent as POST /brand-categories {name, description}.
 */
export const newBrandCategorySchema = z.object({
  name: brandNameField,
  description: addBrandDescriptionField,
});
export type NewBrandCategoryValues = z.input<typeof newBrandCategorySchema>;
export type NewBrandCategory = z.output<typeof newBrandCategorySchema>;
