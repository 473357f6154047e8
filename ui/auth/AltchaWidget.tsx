import { useEffect, useRef, useState } from 'react';
// The JSX typing of <altcha-widget>; erased from the bundle.
import type {} from 'altcha/types/react';

/** Where the ALTCHA widget fetches its challenge: our own API, same origin. */
const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge';

export interface AltchaWidgetProps {
  /** The solved payload (base64 JSON), to send as the form's `token`. */
  onSolved: (payload: string) => void;
  onExpired: () => void;
  /** Bump it (the machines' `captchaResets`) to throw the spent solution away and get a new challenge. */
  resetKey: number;
}

let widgetLoad: Promise<unknown> | null = null;

/** Loads the ALTCHA web component and its Russian texts once, only when a form with a captcha shows. */
function loadWidget(): Promise<unknown> {
  widgetLoad ??= import('altcha').then(() => import('altcha/i18n/ru'));
  return widgetLoad;
}

interface AltchaStateDetail {
  state?: string;
  payload?: string | null;
}

/**
 * The ALTCHA widget of our server's captcha provider, loaded from our own origin; `CaptchaField` binds it to a
 * form's machine.
 */
export function AltchaWidget({ onSolved, onExpired, resetKey }: AltchaWidgetProps) {
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const widgetRef = useRef<HTMLElement>(null);
  const handlers = useRef({ onSolved, onExpired });
  handlers.current = { onSolved, onExpired };

  useEffect(() => {
    let current = true;
    loadWidget().then(
      () => current && setStatus('ready'),
      () => current && setStatus('failed'),
    );
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    const widget = widgetRef.current;
    if (status !== 'ready' || widget === null) {
      return;
    }
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<AltchaStateDetail>).detail;
      if (detail.state === 'verified' && typeof detail.payload === 'string' && detail.payload !== '') {
        handlers.current.onSolved(detail.payload);
      } else if (detail.state === 'expired' || detail.state === 'error') {
        handlers.current.onExpired();
      }
    };
    widget.addEventListener('statechange', onState);
    return () => widget.removeEventListener('statechange', onState);
  }, [status, resetKey]);

  if (status === 'failed') {
    return (
      <p className="form__error" role="alert">
        Не удалось загрузить проверку «Я не робот». Обновите страницу.
      </p>
    );
  }
  if (status === 'loading') {
    return <div className="captcha captcha--loading">Загружается проверка…</div>;
  }
  return (
    // A new key mounts a new widget, which fetches a new challenge.
    <div className="captcha" key={resetKey}>
      <altcha-widget ref={widgetRef} challenge={CAPTCHA_CHALLENGE_URL} language="ru" />
    </div>
  );
}
