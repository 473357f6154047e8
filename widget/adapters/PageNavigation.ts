/** Leaving the page: to the provider (redirect mode) or to `redirectUrl` with a sign-in's payload. */
export const pageNavigation = {
  assign(url: string): void {
    location.assign(url);
  },
};
