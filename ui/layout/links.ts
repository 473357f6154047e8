/** The footer's and the mobile menu's information links (portal §1): only the configured addresses (core `infoLinkGroups`). */
import { infoLinkGroups, type InfoLinkGroups } from '../../core/domain/externalLinks.ts';
import { useServices } from '../app/context.ts';

export type { InfoLink } from '../../core/domain/externalLinks.ts';

/** The configured information links of this build, by group. */
export function useInfoLinks(): InfoLinkGroups {
  const { config } = useServices();
  return infoLinkGroups(config.links);
}
