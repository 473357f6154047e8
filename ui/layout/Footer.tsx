import { Link } from '@tanstack/react-router';
import { externalLinks } from '../../core/domain/externalLinks.ts';
import { InfoLinkItems, PortalLinkItems } from './FooterLinks.tsx';
import { companyLinks, documentLinks, groupLinks, type InfoLink } from './links.ts';
import './Footer.css';

/** The footer: the portal's sections, the request page, the company's and the documents' links, social groups (portal §1). */
export function Footer() {
  return (
    <footer className="footer">
      <div className="footer__grid container">
        <section aria-labelledby="footer-portal">
          <h2 id="footer-portal" className="footer__title">
            Портал
          </h2>
          <ul>
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
        <FooterSection id="footer-company" title="Компания" links={companyLinks} />
        <FooterSection id="footer-docs" title="Документы" links={documentLinks} />
        <FooterSection id="footer-groups" title="Мы в соцсетях" links={[...groupLinks, { title: 'Телеграм-бот', href: externalLinks.telegramBot }]} />
      </div>
      <p className="footer__note container">© Рядом — кэшбэк у партнёров</p>
    </footer>
  );
}

function FooterSection({ id, title, links }: { id: string; title: string; links: readonly InfoLink[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="footer__title">
        {title}
      </h2>
      <ul>
        <InfoLinkItems links={links} />
      </ul>
    </section>
  );
}
