import { useId, type ReactNode } from 'react';
import { shallowEqual, useSelector } from '@xstate/react';
import type { FormPartActor } from './formActor.ts';
import { FormMessages } from './FormMessages.tsx';

export interface AuthFormProps {
  /** The form's machine: it says whether the request is in flight ('busy'), whether the button works and the error. */
  actor: FormPartActor<{ error: string | null }, { type: 'form.submitted' }>;
  /** The submit button's text. */
  submitLabel: string;
  /** A line above the messages. */
  lead?: ReactNode;
  /** An information line beside the error, e.g. the forgot-password success message. */
  notice?: string | null;
  /** The fields, between the messages and the button. */
  children: ReactNode;
  /** What follows the button (the one-tap sign-in). */
  footer?: ReactNode;
}

/**
 * The shell of every sign-in form (portal §2): the form element, its messages, the fields and the one button,
 * enabled when the machine accepts 'form.submitted'. Browser validation stays off: the machine owns the rules.
 */
export function AuthForm({ actor, submitLabel, lead, notice = null, children, footer }: AuthFormProps) {
  const messagesId = useId();
  const view = useSelector(
    actor,
    (snapshot) => ({
      busy: snapshot.hasTag('busy'),
      canSubmit: snapshot.can({ type: 'form.submitted' }),
      error: snapshot.context.error,
    }),
    shallowEqual,
  );
  return (
    <form
      className="form"
      noValidate
      aria-busy={view.busy}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'form.submitted' });
      }}
    >
      {lead}
      <FormMessages id={messagesId} error={view.error} notice={notice} />
      {children}
      <button type="submit" className="button button--primary button--wide" disabled={!view.canSubmit}>
        {submitLabel}
      </button>
      {footer}
    </form>
  );
}
