/**
 * The welcome after registering (issue 19): portal §4 sends the new shopper to brands, and this address's
 * `?welcome=1` makes the brands page say what to do next until the shopper dismisses it.
 */

/** The query parameter that shows the welcome on /brands. */
export const WELCOME_PARAM = 'welcome';

/** Where a new shopper lands after the registration's code step: the brands showcase with the welcome. */
export const AFTER_REGISTRATION_PATH = `/brands?${WELCOME_PARAM}=1`;
