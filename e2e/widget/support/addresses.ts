/** The provider's and the portal's addresses of a journey, as the e2e global setup announced them. */
export function providerAndPortal(): { provider: string; portal: string } {
  const provider = process.env.E2E_ID_PROVIDER_URL;
  const portal = process.env.E2E_BASE_URL;
  if (!provider || !portal) {
    throw new Error('the e2e global setup names the provider (E2E_ID_PROVIDER_URL) and the portal (E2E_BASE_URL)');
  }
  return { provider, portal };
}
