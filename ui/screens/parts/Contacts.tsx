import { useId, type ReactNode } from 'react';
import { outletMapLinks } from '../../../core/domain/mapLinks.ts';
import type { SocialLinkKind } from '../../../core/domain/socialLinks.ts';
import { linkLabel, mailtoHref, socialUrl, telHref } from '../../../core/domain/contactLinks.ts';

/** Everything a card may say about how to reach the partner. */
export interface ContactInfo {
  name: string;
  /** Already formatted for the card ('+7 999 999-99-99'). */
  phone: string | null;
  email: string | null;
  /** An absolute http(s) address (core normalizeWebsite). */
  website: string | null;
  telegram: string | null;
  vk?: string | null;
  ok?: string | null;
  instagram?: string | null;
  address?: string | null;
  /** The outlet's stored map addresses; used before the coordinates when they are safe links. */
  twoGis?: string | null;
  yandexMaps?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

const SOCIAL: readonly [SocialLinkKind, string][] = [
  ['telegram', 'Телеграм'],
  ['vk', 'ВКонтакте'],
  ['ok', 'Одноклассники'],
  ['instagram', 'Instagram'],
];

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="contacts__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function External({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (откроется в новой вкладке)</span>
    </a>
  );
}

/** Address with the 2GIS and Yandex Maps links (stored, else from the coordinates), phone, e-mail, website and social pages. */
export function Contacts({ info }: { info: ContactInfo }) {
  const headingId = useId();
  const tel = telHref(info.phone);
  const mailto = mailtoHref(info.email);
  const maps = outletMapLinks({
    twoGis: info.twoGis,
    yandexMaps: info.yandexMaps,
    latitude: info.latitude,
    longitude: info.longitude,
    name: info.name,
  });
  const socials = SOCIAL.map(([network, label]) => [label, socialUrl(network, info[network])] as const).filter(
    (entry): entry is readonly [string, string] => entry[1] !== null,
  );
  const rows: ReactNode[] = [];
  if (info.address) {
    rows.push(
      <Row key="address" term="Адрес">
        {info.address}
      </Row>,
    );
  }
  if (maps.twoGis !== null || maps.yandexMaps !== null) {
    rows.push(
      <Row key="map" term="На карте">
        <span className="contacts__links">
          {maps.twoGis === null ? null : <External href={maps.twoGis}>2ГИС</External>}
          {maps.yandexMaps === null ? null : <External href={maps.yandexMaps}>Яндекс Карты</External>}
        </span>
      </Row>,
    );
  }
  if (info.phone) {
    rows.push(
      <Row key="phone" term="Телефон">
        {tel === null ? info.phone : <a href={tel}>{info.phone}</a>}
      </Row>,
    );
  }
  if (mailto !== null) {
    rows.push(
      <Row key="email" term="Эл. почта">
        <a href={mailto}>{info.email?.trim()}</a>
      </Row>,
    );
  }
  if (info.website) {
    rows.push(
      <Row key="website" term="Сайт">
        <External href={info.website}>{linkLabel(info.website)}</External>
      </Row>,
    );
  }
  for (const [label, href] of socials) {
    rows.push(
      <Row key={label} term={label}>
        <External href={href}>{linkLabel(href)}</External>
      </Row>,
    );
  }
  if (rows.length === 0) {
    return null;
  }
  return (
    <section className="detail__section" aria-labelledby={headingId}>
      <h2 id={headingId}>Контакты</h2>
      <dl className="contacts">{rows}</dl>
    </section>
  );
}
