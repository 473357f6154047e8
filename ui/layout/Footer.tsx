import { Link } from '@tanstack/react-router';
import { useServices } from '../app/context.ts';
import { LogoMark } from '../components/LogoMark.tsx';
import { InfoLinkItems, PortalLinkItems } from './FooterLinks.tsx';
import { useInfoLinks, type InfoLink } from './links.ts';
import './Footer.css';

/**
 * The footer: the portal's sections, the request page, the company's and the documents' links, social groups
 * (portal §1); a group with no configured address is left out.
 */
export function Footer() {
  const { config } = useServices();
  const { company, documents, groups } = useInfoLinks();
  const bot = config.links.telegramBot;
  return (
    <footer className="footer">
      <div className="footer__grid container">
        <div className="footer__brand">
          <p className="footer__logo">
            <LogoMark />
            <span>Рядом</span>
          </p>
          <p className="footer__tagline">Кэшбэк за покупки в магазинах и онлайн-сервисах вашего города.</p>
        </div>
        <section className="footer__section" aria-labelledby="footer-portal">
          <h2 id="footer-portal" className="footer__title">
            Портал
          </h2>
          <ul className="footer__links">
            <li>
              <Link to="/brands">Офлайн-партнёры</Link>
            </li>
            <li>
              <Link to="/offline">Точки партнёров</Link>
            </li>
            <li>
              <Link to="/online">Онлайн-покупки</Link>
            </li>
            <PortalLinkItems />
            <li>
              <Link to="/registration">Присоединиться</Link>
            </li>
          </ul>
        </section>
        <FooterSection id="footer-company" title="Компания" links={company} />
        <FooterSection id="footer-docs" title="Документы" links={documents} />
        <FooterSection
          id="footer-groups"
          title="Мы в соцсетях"
          links={bot === undefined ? groups : [...groups, { title: 'Телеграм-бот', href: bot }]}
        />
      </div>
      <p className="footer__note container">© Рядом — кэшбэк у партнёров</p>
    </footer>
  );
}

function FooterSection({ id, title, links }: { id: string; title: string; links: readonly InfoLink[] }) {
  if (links.length === 0) {
    return null;
  }
  return (
    <section className="footer__section" aria-labelledby={id}>
      <h2 id={id} className="footer__title">
        {title}
      </h2>
      <ul className="footer__links">
        <InfoLinkItems links={links} />
      </ul>
    </section>
  );
}
