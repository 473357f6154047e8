/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Main domain whose subdomains share the city cookie (e.g. 'rjadom.ru'); unset on a single host. */
  readonly VITE_MAIN_DOMAIN?: string;
  /** The promo-codes switch; the link shows only when it is '1' (the default). */
  readonly VITE_PROMO_CODES_SWITCH?: string;
  /** {baseApi} of file URLs; '/api' by default. */
  readonly VITE_FILE_BASE?: string;
  /**
   * The external addresses (core EXTERNAL_LINK_SETTINGS: VITE_CABINET_URL, VITE_PRIVACY_POLICY_URL, …), each an
   * absolute http(s) address; a link whose setting is unset is not shown (README «Settings»).
   */
  readonly [externalLink: `VITE_${string}_URL`]: string | undefined;
}
