/** A form's error (announced at once) and its information line. */
export function FormMessages({ error, notice }: { error?: string | null; notice?: string | null }) {
  return (
    <>
      {notice ? (
        <p className="form__notice" role="status">
          {notice}
        </p>
      ) : null}
      {error ? (
        <p className="form__error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
