/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Main domain whose subdomains share the city cookie (e.g. 'rjadom.ru'); unset on a single host. */
  readonly VITE_MAIN_DOMAIN?: string;
  /** The promo-codes switch; the link shows only when it is '1' (the default). */
  readonly VITE_PROMO_CODES_SWITCH?: string;
  /** {baseApi} of file URLs; '/api' by default. */
  readonly VITE_FILE_BASE?: string;
}
