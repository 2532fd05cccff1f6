/** Reference lists and business constants shared by the server and the web app. */

export const ROLES = ['CUSTOMER', 'BRAND', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

export const LANGUAGES = ['en', 'fr', 'ar'] as const;
/** The cookie that tells the server which language to render a page in (the browser's choice). */
export const LANGUAGE_COOKIE = 'souk-language';
export type Language = (typeof LANGUAGES)[number];

/** spec: storefront §3 — 46 named colours with hex codes; light ones take dark text. */
export const COLORS = [
  { name: 'Red', hex: '#E53935' },
  { name: 'Blue', hex: '#1E88E5' },
  { name: 'Green', hex: '#43A047' },
  { name: 'Black', hex: '#111111' },
  { name: 'White', hex: '#FFFFFF', darkText: true },
  { name: 'Yellow', hex: '#FDD835', darkText: true },
  { name: 'Orange', hex: '#FB8C00' },
  { name: 'Purple', hex: '#8E24AA' },
  { name: 'Pink', hex: '#EC407A' },
  { name: 'Brown', hex: '#6D4C41' },
  { name: 'Gray', hex: '#757575' },
  { name: 'Beige', hex: '#F5F5DC', darkText: true },
  { name: 'Ivory', hex: '#FFFFF0', darkText: true },
  { name: 'Navy', hex: '#1A237E' },
  { name: 'Teal', hex: '#00897B' },
  { name: 'Maroon', hex: '#800000' },
  { name: 'Olive', hex: '#808000' },
  { name: 'Cyan', hex: '#00ACC1' },
  { name: 'Magenta', hex: '#D81B60' },
  { name: 'Lime', hex: '#7CB342' },
  { name: 'Indigo', hex: '#3949AB' },
  { name: 'Violet', hex: '#7E57C2' },
  { name: 'Gold', hex: '#C9A227' },
  { name: 'Silver', hex: '#9E9E9E' },
  { name: 'Bronze', hex: '#A0522D' },
  { name: 'Coral', hex: '#FF7043' },
  { name: 'Salmon', hex: '#F4845F' },
  { name: 'Turquoise', hex: '#26A69A' },
  { name: 'Lavender', hex: '#9575CD' },
  { name: 'Mint', hex: '#4DB6AC' },
  { name: 'Peach', hex: '#FF8A65' },
  { name: 'Khaki', hex: '#8D8741' },
  { name: 'Burgundy', hex: '#7B1F3A' },
  { name: 'Charcoal', hex: '#36454F' },
  { name: 'Cream', hex: '#C8B88A' },
  { name: 'Tan', hex: '#A67B5B' },
  { name: 'Mustard', hex: '#B8860B' },
  { name: 'Emerald', hex: '#2E7D32' },
  { name: 'Ruby', hex: '#9B111E' },
  { name: 'Sapphire', hex: '#0F52BA' },
  { name: 'Aqua', hex: '#0097A7' },
  { name: 'Plum', hex: '#6A1B4D' },
  { name: 'Rose', hex: '#C2185B' },
  { name: 'Sky Blue', hex: '#0288D1' },
  { name: 'Pearl', hex: '#8C8C8C' },
  { name: 'Diamond', hex: '#5E8CA8' },
] as const;
export type ColorName = (typeof COLORS)[number]['name'];

/** spec: storefront §3 — clothing sizes and shoe sizes EU 3 to EU 49. */
export const CLOTHING_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL', '5XL'] as const;
export const SHOE_SIZES = Array.from({ length: 47 }, (_, i) => `EU ${i + 3}`);

/** spec: storefront §3 — the 15 product categories, with their category type (dashboards §5). */
export const CATEGORY_TYPES = [
  'CLOTHING',
  'FOOTWEAR',
  'BEAUTY',
  'BOOKS',
  'TOYS',
  'AUTOMOTIVE',
  'HEALTH',
  'JEWELRY',
  'OFFICE',
  'PET_SUPPLIES',
  'FOOD',
  'ELECTRONICS',
  'FURNITURE',
  'FITNESS',
  'OTHER',
] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];

export const PRODUCT_CATEGORIES: ReadonlyArray<{ name: string; type: CategoryType }> = [
  { name: 'Clothing', type: 'CLOTHING' },
  { name: 'Footwear', type: 'FOOTWEAR' },
  { name: 'Beauty & Personal Care', type: 'BEAUTY' },
  { name: 'Books', type: 'BOOKS' },
  { name: 'Toys & Games', type: 'TOYS' },
  { name: 'Automotive', type: 'AUTOMOTIVE' },
  { name: 'Health', type: 'HEALTH' },
  { name: 'Jewelry & Accessories', type: 'JEWELRY' },
  { name: 'Office Products', type: 'OFFICE' },
  { name: 'Pet Supplies', type: 'PET_SUPPLIES' },
  { name: 'Food & Beverages', type: 'FOOD' },
  { name: 'Electronics', type: 'ELECTRONICS' },
  { name: 'Furniture', type: 'FURNITURE' },
  { name: 'Fitness & Sports', type: 'FITNESS' },
  { name: 'Other', type: 'OTHER' },
];

export const ORDER_STATUSES = [
  'PENDING',
  'PROCESSING',
  'SHIPPED',
  'DELIVERED',
  'COMPLETED',
  'CANCELLED',
  'REFUNDED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_ITEM_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;
export type OrderItemStatus = (typeof ORDER_ITEM_STATUSES)[number];

export const PAYMENT_METHODS = ['ONLINE', 'ON_DELIVERY'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_STATUSES = ['PENDING', 'PAID', 'FAILED', 'REFUNDED', 'CANCELLED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const ALERT_TYPES = ['price_drop', 'back_in_stock', 'order_status'] as const;
export const TICKET_STATUSES = ['OPEN', 'CLOSED'] as const;
export const TICKET_PRIORITIES = ['Low', 'Medium', 'High', 'Urgent'] as const;
export const TICKET_CATEGORIES = [
  'General',
  'Orders',
  'Products',
  'Shipping',
  'Returns',
  'Payment',
  'Technical',
] as const;
export const CONTACT_SUBJECTS = ['general', 'support', 'sales'] as const;
export const SOCIAL_PLATFORMS = ['facebook', 'instagram', 'twitter'] as const;

/** spec: storefront §9 and dashboards §9 — limits and business constants. */
export const LIMITS = {
  passwordLoginMin: 6,
  passwordMin: 8,
  passwordMax: 128,
  nameMin: 2,
  nameMax: 100,
  otpLength: 6,
  otpValidityMinutes: 10,
  resetTokenValidityMinutes: 30,
  sessionHours: 6,
  sessionCheckSeconds: 60,
  profilePictureMaxBytes: 2 * 1024 * 1024,
  /** spec: dashboards §5 and §9 — a brand's product (issue 12, brand products) */
  productNameMax: 100,
  productDescriptionMax: 1000,
  productSkuMax: 50,
  productBarcodeMax: 50,
  productMaterialMax: 200,
  productCareMax: 200,
  productOriginMax: 100,
  productFitMax: 200,
  productFeatureMax: 200,
  /** sizes, colours, features, tags or subcategories of one product */
  productListMax: 50,
  productStockMax: 1_000_000,
  /** a main image and up to 8 more, each at most 5 MB */
  productAdditionalImagesMax: 8,
  productImageMaxBytes: 5 * 1024 * 1024,
  /** spec: dashboards §5 "Brand settings" and §9 — brand name 100, description 500; logo 2 MB, 400 px */
  brandNameMax: 100,
  brandDescriptionMax: 500,
  brandLogoMaxBytes: 2 * 1024 * 1024,
  brandLogoPixels: 400,
  /** a brand's website and each social link */
  webAddressMax: 500,
  /** failed logins per address and account within the window; then 429 for that pair */
  loginFailuresAllowed: 10,
  /** failed logins from one address over every account within the window */
  loginFailuresPerAddress: 30,
  /** failed logins on one account from anywhere within the window (a password reset lifts it) */
  loginFailuresPerAccount: 100,
  loginFailureWindowMinutes: 15,
  /** login codes mailed to one account past its ceiling within the window (decision 021) */
  loginCodesPerAccount: 3,
  /** sign-ups and newsletter subscriptions per address within `mailWindowMinutes` (each mails) */
  signupsPerAddress: 5,
  newsletterSubscriptionsPerAddress: 5,
  mailWindowMinutes: 10,
  /** an unverified sign-up older than this no longer keeps its email or phone from others */
  unverifiedSignupHours: 24,
  pageSizeMax: 100,
  /** deeper pages than this are refused: nobody reads page 100,000 of anything */
  pageMax: 100_000,
  defaultPageSize: 10,
  lowStockThreshold: 10,
  searchMinChars: 3,
  /** the longest search text taken (longer is a 400) */
  searchMaxChars: 200,
  /** words of a search that count; characters of each word that count */
  searchMaxWords: 8,
  searchMaxWordLength: 30,
  /** the first words that may be corrected as typos, and the longest word that may */
  searchTypoWords: 3,
  searchTypoMaxLength: 20,
  /** searches and facet counts one address may have running at once, and per minute */
  searchConcurrentPerAddress: 4,
  searchPerMinutePerAddress: 120,
  catalogueFilterPageSize: 8,
  /** distinct lines (product, size, colour) one cart may hold */
  cartLinesMax: 50,
  /** the most units of one line a request may ask for (the product's stock caps it further) */
  cartQuantityMax: 999,
  /** products one wishlist may hold */
  wishlistMax: 200,
  /** spec: storefront §9 — products compared side by side */
  compareMax: 3,
  /** a review's comment (issue 11; spec: storefront §5 — comment required, rating 1 to 5) */
  reviewCommentMaxLength: 2000,
  reviewRatingMin: 1,
  reviewRatingMax: 5,
  /** the brand's one public reply under a review (issue 12) */
  reviewReplyMaxLength: 1000,
  /** a support ticket's subject and each of its messages (issue 11) */
  ticketSubjectMax: 200,
  ticketMessageMax: 5000,
  /** an item's rejection reason and a refund's reference and note (issue 12, the brand's orders) */
  rejectionReasonMax: 500,
  refundReferenceMax: 100,
  refundNoteMax: 500,
  /** a brand's message to a customer about an order (issue 12: dashboards brand customers) */
  brandMessageSubjectMax: 150,
  brandMessageBodyMax: 2000,
  /** messages one brand may send within `brandMessageWindowMinutes`; then 429 */
  brandMessagesPerWindow: 30,
  brandMessageWindowMinutes: 60,
  /**
   * tickets one customer may open, and messages they may add to their tickets, within
   * `supportWindowMinutes`; then 429 (decision 013). A ticket's first message comes with the
   * ticket and counts as the ticket only. Support's answers are not limited.
   */
  supportTicketsPerWindow: 5,
  supportMessagesPerWindow: 30,
  supportWindowMinutes: 60,
  /**
   * spec: dashboards §5 "Categories, brand categories, tags" — the lengths are not shown there; a
   * product category's, subcategory's, brand category's or tag's name 100 (each translation too),
   * description 500, a tag's free-text type 50; a category image at most 5 MB, kept at 800 px
   */
  labelNameMax: 100,
  labelDescriptionMax: 500,
  tagTypeMax: 50,
  categoryImageMaxBytes: 5 * 1024 * 1024,
  categoryImagePixels: 800,
} as const;

export const FIXED_COUNTRY = 'Tunisia';

/**
 * How to reach the Souk team: the contact page's info card, the help texts and the invoices
 * (decision 012) show the same details.
 */
export const CONTACT_DETAILS = {
  name: 'Souk',
  phone: '+216 71 123 456',
  email: 'support@souk.tn',
  /** the office in Tunis, as the contact page's locales write it */
  address: {
    en: 'Les Berges du Lac, 1053 Tunis, Tunisia',
    fr: 'Les Berges du Lac, 1053 Tunis, Tunisie',
    ar: 'ضفاف البحيرة، 1053 تونس، الجمهورية التونسية',
  },
  /** The office in Tunis, for the map link. */
  mapUrl: 'https://www.openstreetmap.org/search?query=Les%20Berges%20du%20Lac%2C%20Tunis',
  social: {
    facebook: 'https://www.facebook.com/souk.tn',
    instagram: 'https://www.instagram.com/souk.tn',
    twitter: 'https://x.com/souk_tn',
  },
} as const;

/** Why Buy Again left an item of an order out of the cart (issue 11). */
export const BUY_AGAIN_SKIP_REASONS = [
  'unavailable',
  'in_cart',
  'not_enough_stock',
  'cart_full',
] as const;
export type BuyAgainSkipReason = (typeof BUY_AGAIN_SKIP_REASONS)[number];

/** spec: storefront §9 — 10 percent of spend earned as points (issue 11: on delivered goods). */
export const LOYALTY_POINTS_PERCENT = 10;
/** spec: storefront §2 "Customer profile" — up to 4 recent purchases, 4 recommended products. */
export const PROFILE_RECENT_PURCHASES = 4;
export const PROFILE_RECOMMENDED = 4;

/**
 * spec: dashboards §9 — the brand's reviews page: 10 reviews a page; a review younger than 2 days
 * shows as pending, older as published (§4, derived on the client); the trend compares the last
 * 7 days with the 7 before.
 */
export const BRAND_REVIEWS_PAGE_SIZE = 10;
export const REVIEW_PENDING_DAYS = 2;
export const REVIEW_TREND_DAYS = 7;

/**
 * Returns (issue 30, decision 026): a customer asks within RETURN_WINDOW_DAYS of a brand part's
 * delivery, giving one of these reasons and an optional note; the brand accepts or refuses (with
 * a reason), then marks the goods received.
 */
export const RETURN_WINDOW_DAYS = 30;
export const RETURN_REASONS = [
  'damaged',
  'wrong_item',
  'not_as_described',
  'size_or_fit',
  'changed_mind',
  'other',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_STATUSES = ['REQUESTED', 'ACCEPTED', 'REFUSED', 'RECEIVED'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
/** What a brand (or an admin) does with a return: accept, refuse, mark the goods received. */
export const RETURN_ACTIONS = ['accept', 'refuse', 'receive'] as const;
export type ReturnAction = (typeof RETURN_ACTIONS)[number];
export const RETURN_NOTE_MAX = 1000;
export const RETURN_REFUSAL_MAX = 500;
