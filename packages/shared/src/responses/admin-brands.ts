import { z } from 'zod';
import { pageOf } from '../api';
import { BRAND_REMOVAL_OUTCOMES } from '../schemas/admin-brands';
import { brandSchema } from './catalogue';

/**
 * What the admin's brand calls answer (dashboards §3 "Brand (directory and admin)"): the
 * directory's brand, plus what only staff see.
 */
export const adminBrandSchema = brandSchema.extend({
  productCount: z.number().int().min(0).describe('all its products, active or not'),
  loginEmail: z.string().nullable().describe('the email its brand login signs in with'),
  orderCount: z.number().int().min(0).describe('orders that contain its products'),
});
export type AdminBrand = z.infer<typeof adminBrandSchema>;

/** GET /brands/admin/paged */
export const adminBrandPageSchema = pageOf(adminBrandSchema);
export type AdminBrandPage = z.infer<typeof adminBrandPageSchema>;

/** DELETE /brands/delete/{id}: which of the two happened (the message says it in words). */
export const brandRemovalSchema = z.object({
  id: z.number().int(),
  outcome: z.enum(BRAND_REMOVAL_OUTCOMES),
});
export type BrandRemoval = z.infer<typeof brandRemovalSchema>;
