import type { Language } from './constants';
import type { ErrorCode } from './errors';
import ar from './messages/ar';
import en from './messages/en';
import fr from './messages/fr';

/**
 * People-facing texts for error codes and validation rules, in the three languages.
 * The server answers in the caller's language (Accept-Language); the web app uses the same texts,
 * so a rule and its message are written once.
 */
export type MessageCatalogue = Record<ErrorCode | ValidationCode, string>;

export const VALIDATION_CODES = [
  'required',
  'invalid_email',
  'name_too_short',
  'name_too_long',
  'password_too_short',
  'password_too_long',
  'password_login_too_short',
  'password_weak',
  'passwords_do_not_match',
  'invalid_phone',
  'invalid_signup_phone',
  'terms_required',
  'invalid_role',
  'invalid_code',
  'invalid_value',
  'too_long',
  'invalid_number',
  'message_too_short',
  'comment_too_short',
  'invalid_rating',
  'comment_required',
  'comment_too_long',
  'reply_required',
  'reply_too_long',
  'invalid_quantity',
  'invalid_characters',
  'invalid_name',
  'description_too_long',
  'invalid_website_url',
  'invalid_facebook_url',
  'invalid_instagram_url',
  'invalid_twitter_url',
  'password_common',
  'password_is_email',
  'no_items',
  'invalid_cart_items',
  'invalid_postal_code',
  'invalid_country',
  'invalid_payment_method',
  'rejection_reason_required',
  'product_unavailable',
  'invalid_card_number',
  'invalid_expiry',
  'invalid_cvc',
  'out_of_stock_items',
  'out_of_stock_item',
  'target_price_positive',
  'invalid_price',
  'invalid_discount',
  'brand_description_too_long',
  'logo_required',
  'invalid_refund_amount',
  'product_name_required',
  'product_name_too_long',
  'invalid_price_format',
  'discount_out_of_range',
  'invalid_stock_number',
  'quantity_exceeds_stock',
  'invalid_weight',
  'invalid_dimensions',
  'category_required',
  'category_not_found',
  'subcategory_not_in_category',
  'tag_not_found',
  'required_for_category',
  'too_many_values',
  'name_required',
  'description_required',
  'label_description_too_long',
  'invalid_category_type',
  'type_only_top_level',
  'parent_not_top_level',
  'return_items_required',
  'return_reason_required',
  'refusal_reason_required',
  'invalid_shipping_fee',
  'invalid_free_shipping_threshold',
  'invalid_rib',
  'invalid_tax_id',
  'invalid_commission_rate',
  'invalid_payout_amount',
  'invalid_payout_date',
] as const;
export type ValidationCode = (typeof VALIDATION_CODES)[number];

export const MESSAGES: Record<Language, MessageCatalogue> = { en, fr, ar };

/** Values a message names ("{{available}} left"). */
export type MessageValues = Record<string, string | number>;

/**
 * The text for a code in a language, its {{placeholders}} filled from `values`; unknown codes
 * fall back to the generic message.
 */
export function messageFor(
  code: string,
  language: Language = 'en',
  values?: MessageValues,
): string {
  const catalogue = MESSAGES[language] ?? en;
  const text = (catalogue as Record<string, string>)[code] ?? catalogue.unknown_error;
  return values
    ? text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
        name in values ? String(values[name]) : whole,
      )
    : text;
}
