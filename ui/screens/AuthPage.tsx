import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { LogoMark } from '../components/LogoMark.tsx';
import './AuthPage.css';

/** The logo that leads home, atop the bare pages (sign-in, the partner request). */
export function AuthPageLogo() {
  return (
    <Link to="/" className="navbar__logo auth-page__logo">
      <LogoMark />
      <span>Рядом</span>
    </Link>
  );
}

/** The bare frame of the sign-in pages: the logo home, a title, the form and links to the other ways in. */
export function AuthPage({ title, children, links }: { title: string; children: ReactNode; links?: ReactNode }) {
  return (
    <section className="auth-page">
      <AuthPageLogo />
      <div className="auth-page__card">
        <h1>{title}</h1>
        {children}
        {links ? (
          <nav className="auth-page__links" aria-label="Другие способы входа">
            {links}
          </nav>
        ) : null}
      </div>
    </section>
  );
}
