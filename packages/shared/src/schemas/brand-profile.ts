import { z } from 'zod';
import { LANGUAGES, LIMITS, SOCIAL_PLATFORMS } from '../constants';
import { emailField, idField, newPasswordField, PHONE_PATTERN, textField } from '../validation';

/**
 * A brand's profile (spec: dashboards §3 "Brand settings profile", §5 "Brand settings"), written
 * once for the settings form and the server: PATCH /brands/update-profile reads
 * `updateBrandProfileSchema`, the form `brandProfileFormSchema`, built from the same fields;
 * the admins' add brand (POST /brands/register and its multipart doors) reads `registerBrandSchema`,
 * also from them, and its form `addBrandFormSchema`.
 */

export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/** spec: dashboards §5 — website and each network must look like a web address, one message each. */
export const WEB_ADDRESS_CODES = {
  website: 'invalid_website_url',
  facebook: 'invalid_facebook_url',
  instagram: 'invalid_instagram_url',
  twitter: 'invalid_twitter_url',
} as const satisfies Record<'website' | SocialPlatform, string>;

const SCHEME = /^[a-z][a-z\d+.-]*:/i;
// a host of named labels with a real top-level domain ("souk.tn", "www.facebook.com"), not
// "localhost" or an address; IDN hosts arrive from URL as punycode (xn--)
const HOST = /^(?:[a-z\d](?:[a-z\d-]*[a-z\d])?\.)+(?:[a-z]{2,63}|xn--[a-z\d-]+)$/;

/**
 * The web address a text names, or undefined: http or https only (never javascript:, data:,
 * ftp:), a named host, no credentials, no spaces. A text without a scheme ("souk.tn/shop") is
 * taken as https, as people type addresses that way.
 */
export function webAddressOf(text: string): string | undefined {
  const candidate = SCHEME.test(text) ? text : `https://${text}`;
  if (/\s/.test(candidate)) return undefined;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password || !HOST.test(url.hostname)) return undefined;
  return candidate;
}

const webAddressField = (code: string) =>
  textField(LIMITS.webAddressMax, { tooLong: code })
    .refine((text) => webAddressOf(text) !== undefined, { error: code })
    .transform((text) => webAddressOf(text)!);

/** spec: dashboards §5 — name required, at most 100 (the form shows count/100). */
export const brandNameField = textField(LIMITS.brandNameMax, { tooLong: 'name_too_long' }).min(1, {
  error: 'required',
});
/** spec: dashboards §5 — at most 500 ("Description exceeds limit: n/500 characters"). */
export const brandDescriptionField = textField(LIMITS.brandDescriptionMax, {
  multiline: true,
  tooLong: 'description_too_long',
});
/** spec: dashboards §5 — an optional plus, then 8 to 20 digits, spaces, hyphens or parentheses. */
export const brandPhoneField = textField(40).regex(PHONE_PATTERN, { error: 'invalid_phone' });
export const brandWebsiteField = webAddressField(WEB_ADDRESS_CODES.website);
export const socialLinkField = (platform: SocialPlatform) =>
  webAddressField(WEB_ADDRESS_CODES[platform]);

/**
 * spec: dashboards §5 "Profile update sends only non-empty fields": a blank field means "not
 * sent" (undefined), for the form and the server alike.
 */
export function blankIsAbsent<Out>(field: z.ZodType<Out, string>) {
  return z
    .string({ error: 'invalid_value' })
    .transform((text) => (text.trim() === '' ? undefined : text))
    .pipe(field.optional());
}

/** One link of the list: a network and its address (checked with that network's message). */
const brandLinkSchema = z
  .object({ platform: z.enum(SOCIAL_PLATFORMS, { error: 'invalid_value' }), url: z.string() })
  .transform((link, ctx) => {
    const code = WEB_ADDRESS_CODES[link.platform];
    const parsed = socialLinkField(link.platform).safeParse(link.url);
    if (parsed.success) return { platform: link.platform, url: parsed.data };
    ctx.addIssue({
      code: 'custom',
      message: parsed.error.issues[0]?.message ?? code,
      path: ['url'],
    });
    return z.NEVER;
  });

/**
 * spec: dashboards §7 — links are a JSON list of {platform, url} (multipart sends it as text
 * under `links` or `linksJson`). One link per network; a link with a blank address is dropped,
 * so the list given is the whole new list: [] removes every link.
 */
export const brandLinksField = z
  .preprocess(
    (value) => {
      let list: unknown = value;
      if (typeof value === 'string') {
        try {
          list = value.trim() === '' ? [] : JSON.parse(value);
        } catch {
          return value; // not JSON: refused below as an invalid value
        }
      }
      return Array.isArray(list)
        ? list.filter(
            (link: unknown) =>
              !(
                link &&
                typeof link === 'object' &&
                typeof (link as { url?: unknown }).url === 'string' &&
                (link as { url: string }).url.trim() === ''
              ),
          )
        : list;
    },
    z.array(brandLinkSchema, { error: 'invalid_value' }).max(SOCIAL_PLATFORMS.length, {
      error: 'invalid_value',
    }),
  )
  .refine((links) => new Set(links.map((link) => link.platform)).size === links.length, {
    error: 'invalid_value',
  });

/** The optional fields a brand may empty (a blank field alone changes nothing). */
export const CLEARABLE_BRAND_FIELDS = [
  'description',
  'email',
  'phoneNumber',
  'websiteUrl',
] as const;
export type ClearableBrandField = (typeof CLEARABLE_BRAND_FIELDS)[number];

/**
 * PATCH /brands/update-profile: only the fields given (and not blank) change; `links`, when
 * given, replaces the list; `clear` ("phoneNumber,websiteUrl") empties optional fields
 * (a field both given and cleared takes the value given).
 */
export const updateBrandProfileSchema = z.object({
  name: blankIsAbsent(brandNameField).optional(),
  description: blankIsAbsent(brandDescriptionField).optional(),
  email: blankIsAbsent(emailField).optional(),
  phoneNumber: blankIsAbsent(brandPhoneField).optional(),
  websiteUrl: blankIsAbsent(brandWebsiteField).optional(),
  links: brandLinksField.optional(),
  clear: z
    .preprocess(
      (value) =>
        typeof value === 'string'
          ? value
              .split(',')
              .map((part) => part.trim())
              .filter(Boolean)
          : value,
      z
        .array(z.enum(CLEARABLE_BRAND_FIELDS, { error: 'invalid_value' }))
        .max(CLEARABLE_BRAND_FIELDS.length),
    )
    .optional(),
});
export type UpdateBrandProfileInput = z.input<typeof updateBrandProfileSchema>;
export type BrandProfileChanges = z.output<typeof updateBrandProfileSchema>;

/**
 * The settings form (dashboards §2 "Settings"): the same fields, the name required, and one
 * field per network instead of the list.
 */
export const brandProfileFormSchema = updateBrandProfileSchema
  .omit({ links: true, clear: true })
  .extend({
    name: brandNameField,
    facebook: blankIsAbsent(socialLinkField('facebook')),
    instagram: blankIsAbsent(socialLinkField('instagram')),
    twitter: blankIsAbsent(socialLinkField('twitter')),
    description: blankIsAbsent(brandDescriptionField),
    email: blankIsAbsent(emailField),
    phoneNumber: blankIsAbsent(brandPhoneField),
    websiteUrl: blankIsAbsent(brandWebsiteField),
  });
export type BrandProfileFormValues = z.input<typeof brandProfileFormSchema>;
export type BrandProfileFormOutput = z.output<typeof brandProfileFormSchema>;

/**
 * spec: dashboards §5 "Add brand" — the description is required, at most 500 ("Description cannot
 * exceed 500 characters ({n} entered)").
 */
export const addBrandDescriptionField = textField(LIMITS.brandDescriptionMax, {
  multiline: true,
  tooLong: 'brand_description_too_long',
}).min(1, { error: 'required' });

/**
 * POST /brands/register, /brands/register-with-logo and POST /brands (admins; spec: dashboards §3
 * "Add-brand payload", §5 "Add brand"): name, contact email (also the brand login), password,
 * category and description required; phone, website and links optional; `language`, the
 * language of the brand's mails (the admin's own by default). The password follows the one
 * password rule (decision 008: every account an admin creates too), which also meets the spec's
 * 6 characters.
 */
export const registerBrandSchema = z.object({
  name: brandNameField,
  email: emailField,
  password: newPasswordField,
  phoneNumber: blankIsAbsent(brandPhoneField).optional(),
  categoryId: idField,
  description: addBrandDescriptionField,
  websiteUrl: blankIsAbsent(brandWebsiteField).optional(),
  links: brandLinksField.optional(),
  language: z.enum(LANGUAGES, { error: 'invalid_value' }).optional(),
});
export type RegisterBrandInput = z.input<typeof registerBrandSchema>;
export type RegisterBrand = z.output<typeof registerBrandSchema>;

/**
 * The admin's add-brand form (dashboards §2 "Add brand"): the same fields as the server's, plus the
 * password's confirmation, which must match; the logo is checked apart (a file).
 */
export const addBrandFormSchema = registerBrandSchema
  .omit({ links: true })
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    error: 'passwords_do_not_match',
    path: ['confirmPassword'],
  });
export type AddBrandFormValues = z.input<typeof addBrandFormSchema>;
export type AddBrandFormOutput = z.output<typeof addBrandFormSchema>;
