import './auth.css';

export interface FormMessagesProps {
  error?: string | null;
  notice?: string | null;
  /** The region's id, for a field that the error is about (aria-describedby). */
  id?: string;
}

/**
 * A form's error and information line in one polite live region that is always in the page, so a
 * message that appears after a request is read out (portal §8 messages).
 */
export function FormMessages({ error = null, notice = null, id }: FormMessagesProps) {
  return (
    <div id={id} className="form__messages" role="status" aria-live="polite" aria-atomic="true">
      {notice ? <p className="form__notice">{notice}</p> : null}
      {error ? <p className="form__error">{error}</p> : null}
    </div>
  );
}
