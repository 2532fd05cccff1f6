import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnBrand } from '@souk/shared/responses/accounts';
import type { BrandLink } from '@souk/shared/responses/catalogue';
import type { ClearableBrandField } from '@souk/shared/schemas/brand-profile';
import { apiRequest } from '../../../../lib/api-client';
import { useSessionStore } from '../../../../lib/session';
import { brandKeys } from '../../use-brand-id';
import { brandProfileKey } from './get-brand-profile';

/** What the settings form sends (dashboards §3 "Brand settings profile"). */
export type BrandProfileUpdate = {
  /** spec: dashboards §5 — only the non-empty fields are sent */
  fields: Partial<Record<'name' | 'description' | 'email' | 'phoneNumber' | 'websiteUrl', string>>;
  /** the whole new list of links (it replaces the stored one) */
  links: BrandLink[];
  /** optional fields the brand emptied (a blank field alone changes nothing) */
  clear: ClearableBrandField[];
  logo?: File;
};

/**
 * spec: dashboards §7 — PATCH /brands/update-profile, multipart: the non-empty fields, the logo
 * file, and the links as a JSON list appended under `links` and `linksJson`.
 */
export function updateBrandProfile(update: BrandProfileUpdate): Promise<{ data: OwnBrand }> {
  const body = new FormData();
  for (const [name, value] of Object.entries(update.fields)) if (value) body.append(name, value);
  const links = JSON.stringify(update.links);
  body.append('links', links);
  body.append('linksJson', links);
  if (update.clear.length) body.append('clear', update.clear.join(','));
  if (update.logo) body.append('logo', update.logo);
  return apiRequest<{ data: OwnBrand }>('/brands/update-profile', { method: 'PATCH', body });
}

/**
 * Saves the profile; the answer becomes the settings' data and the session's brand (the header's
 * name and logo change at once), and every figure of the brand's dashboard is read again.
 */
export function useUpdateBrandProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateBrandProfile,
    onSuccess: ({ data: brand }) => {
      client.setQueryData(brandProfileKey(brand.id), brand);
      useSessionStore.getState().setBrand({ id: brand.id, name: brand.name, logo: brand.logo });
      void client.invalidateQueries({
        queryKey: brandKeys.all(brand.id),
        // the profile was just answered: only the other figures are read again
        predicate: (query) => query.queryKey[2] !== 'profile',
      });
    },
  });
}
