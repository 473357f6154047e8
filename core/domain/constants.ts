/** Business constants of portal §9, in one place. */

/** The only country the portal serves. */
export const COUNTRY_CODE_ID = 1;
export const MIN_AGE_YEARS = 14;
export const SMS_CODE_LENGTH = 4;
/** Search input debounce. */
export const SEARCH_DEBOUNCE_MS = 500;
/** Lifetime of the referral cookies. */
export const REFERRAL_COOKIE_SECONDS = 600;
/** A 5xx answer is retried once after this delay, then rethrown. */
export const SERVER_ERROR_RETRY_DELAY_MS = 1000;
/** Cool-off after too many password recovery requests («попробуйте снова через 10 минут»): the server's recovery window. */
export const PASSWORD_RECOVERY_COOLOFF_MS = 10 * 60 * 1000;
/** News destination «website». */
export const NEWS_DESTINATION_WEBSITE = 1;
/**
 * The fixed start of the active-news window (portal §9 says a constant timestamp without its value):
 * 2020-01-01T00:00:00Z, before any news the portal can hold.
 */
export const NEWS_START_DATE_MS = Date.UTC(2020, 0, 1);
/**
 * Feedbacks and their replies come this many to a page (§7 «page by page until a page is empty»): the
 * server, the in-memory back end and the screens that stop asking after a short page agree on it.
 */
export const FEEDBACK_PAGE_SIZE = 10;
/**
 * How long a public answer may be used again without asking (the API's `Cache-Control: max-age` on its public
 * reads): the router keeps a public list's loader data as long, and the browser a city's outlet list.
 */
export const PUBLIC_ANSWER_FRESH_SECONDS = 60;
