/**
 * Business constants of the spec (§1, §2, §5, §9), named once so the api and the storefront agree.
 * The spec also lists "120, 7, 2, 999, 4, 1" without saying what they mean; they are left out on
 * purpose until an issue gives them a meaning.
 */

/** Search box: typing is debounced this long before suggestions are fetched (§2, §9). */
export const AUTOSUGGEST_DEBOUNCE_MS = 1000;
/** Suggestions and the category's top product are deduplicated for this long (§7 Caching, §9). */
export const SUGGEST_DEDUPE_MS = 30_000;
/** At most this many categories in the suggestions, matched ones first (§2). */
export const SUGGEST_MAX_CATEGORIES = 6;
/** At most this many blog articles in the suggestions (§2). */
export const SUGGEST_MAX_BLOGS = 6;
/** Suggested products shown when the search field is empty (§2). */
export const EMPTY_SEARCH_PRODUCTS = 8;
/** A filter shows this many values before "show more" (§2 Filters). */
export const FILTER_SHOW_MORE = 5;
/** The operation unit (store) whose opening hours the header shows (§7, §9). */
export const HEADER_OPERATION_UNIT_ID = 4;
/** Listing orders: recommended (top product first), newest first, cheapest or most expensive first. */
export const PRODUCT_SORTS = ['recommended', 'newest', 'cheapest', 'most_expensive'] as const;
/** Products per listing page. */
export const PAGE_SIZE = 24;

/** Default data-fetching behaviour elsewhere (§9): dedupe, retry interval and focus throttle. */
export const FETCH_DEDUPE_MS = 2000;
export const FETCH_RETRY_MS = 5000;
export const FETCH_FOCUS_THROTTLE_MS = 5000;

/** Validation limits (§5, §9). */
export const PASSWORD_MIN = 6;
export const PHONE_MIN_LENGTH = 6;
export const PHONE_MAX_LENGTH = 20;
export const NAME_MIN_LENGTH = 2;
export const DEDICATION_MIN_LENGTH = 2;
export const DEDICATION_MAX_LENGTH = 60;

/** Shop claims (§1, §9). The free-shipping threshold is each web instance's `freeShippingFrom`. */
export const RETURNS_DAYS = 30;
export const DISPATCH_HOURS = 24;
export const IN_BUSINESS_SINCE = 2009;
/** Orders placed by this hour ship for next-day delivery (static page list of §2). */
export const ORDER_CUTOFF_HOUR = 14;
/** The EU lowest-price window: the lowest final price of this many days is shown (§1). */
export const LOWEST_PRICE_DAYS = 30;

/** Footer reviews block (§2): at most this many reviews, ratings out of this maximum. */
export const REVIEWS_MAX = 5;
export const REVIEW_MAX_RATING = 5;

/** Category menu (§2): a 12-column grid; fewer than 4 children share it equally, otherwise 3 each. */
export const MENU_GRID_COLUMNS = 12;
export const MENU_EQUAL_COLUMNS_BELOW = 4;
export const MENU_COLUMN_SPAN_MANY = 3;
/** Menu and drawer transition (§2). */
export const MENU_TRANSITION_MS = 1000;

/** Filters are ordered by a priority from 1 to this (§2 Filters). */
export const FILTER_PRIORITY_MAX = 10;

/**
 * The contact form's lengths (issue 15 §2): fit any real name and question, and keep an e-mail to
 * the shop readable. Here, not beside the form's schema, so the form's page draws them without zod.
 */
export const CONTACT_MESSAGE_LIMITS = { nameMax: 100, messageMax: 2000 } as const;
