import { MaskedInput } from '../components/MaskedInput.tsx';
import type { FormPartActor } from './formActor.ts';

export interface PhoneFieldProps {
  actor: FormPartActor<{ phone: string }, { type: 'phone.changed'; value: string }>;
  /** Locked while the form's request is in flight. */
  disabled: boolean;
}

/**
 * The 'Телефон' field of the sign-in forms: the phone mask of portal §5, bound to the form's machine. It shows the
 * machine's phone as it appears (a number handed over from another form) and sends every change as typed.
 */
export function PhoneField({ actor, disabled }: PhoneFieldProps) {
  return (
    <MaskedInput
      kind="phone"
      label="Телефон"
      required
      defaultValue={actor.getSnapshot().context.phone}
      disabled={disabled}
      onChange={(value) => actor.send({ type: 'phone.changed', value })}
    />
  );
}
