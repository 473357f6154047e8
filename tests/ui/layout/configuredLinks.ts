/** Every external address configured, each on a host of its own: what the layout tests of configured links render with. */
import {
  EXTERNAL_LINK_SETTINGS,
  readExternalLinks,
  type ExternalLinkName,
} from '../../../core/domain/externalLinks.ts';

/** The test's address of each external link. */
function testAddress(name: ExternalLinkName): string {
  return `https://${name.toLowerCase()}.example.org/`;
}

/** Every setting given: the links read as the app's entries read them. */
export const CONFIGURED_LINKS = readExternalLinks(
  Object.fromEntries(
    (Object.entries(EXTERNAL_LINK_SETTINGS) as [ExternalLinkName, string][]).map(([name, setting]) => [
      setting,
      testAddress(name),
    ]),
  ),
);
