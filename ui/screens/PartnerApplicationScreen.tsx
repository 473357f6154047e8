import { useEffect, useRef, useState } from 'react';
import { Link, useLoaderData } from '@tanstack/react-router';
import { formatPhone } from '../../core/domain/phone.ts';
import type { ApplyingRequest } from '../../core/ports/index.ts';
import { useSession } from '../app/context.ts';
import { useAuthModal } from '../layout/useAuthModal.ts';
import { AuthPageLogo } from './AuthPage.tsx';
import { PartnerApplicationForm } from './PartnerApplicationForm.tsx';
import { SignInNotice } from './parts/SignInNotice.tsx';
import './parts/form.css';
import './AuthPage.css';
import { quotedName } from '../../core/domain/quotedName.ts';

/** /partner_application: a business asks to become a partner; a visitor is asked to log in first. */
export default function PartnerApplicationScreen() {
  const { status, user } = useSession();
  const authModal = useAuthModal();
  const askedToLogin = useRef(false);
  const [sent, setSent] = useState<ApplyingRequest | null>(null);
  const categories = useLoaderData({ from: '/partner_application' });

  useEffect(() => {
    if (status === 'ready' && user === null && !askedToLogin.current) {
      askedToLogin.current = true;
      authModal.open('authorization');
    }
  }, [status, user, authModal]);

  return (
    <section className="auth-page">
      <AuthPageLogo />
      <div className="auth-page__card auth-page__card--wide">
        {sent === null ? <h1>Стать партнёром</h1> : null}
        <SignInNotice reason="Чтобы отправить заявку, войдите в аккаунт." />
        {user !== null && sent === null ? (
          <>
            <p>Расскажите о своём бизнесе — мы свяжемся с вами, чтобы подключить его к программе «Рядом».</p>
            <PartnerApplicationForm categories={categories} onSent={setSent} />
          </>
        ) : null}
        {sent === null ? null : <ApplicationSent request={sent} />}
      </div>
    </section>
  );
}

/** The success screen: the application's number and where the answer will come. */
function ApplicationSent({ request }: { request: ApplyingRequest }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="application-sent" role="status">
      <h1 ref={heading} tabIndex={-1}>
        Заявка отправлена
      </h1>
      <p>
        Заявка №{request.id} от {quotedName(request.organisation)} принята. Мы свяжемся с вами по телефону{' '}
        {formatPhone(request.phone)} или по почте {request.email}.
      </p>
      <Link to="/" className="button button--primary">
        На главную
      </Link>
    </div>
  );
}
