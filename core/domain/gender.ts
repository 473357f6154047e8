/** Gender choices of portal §5. */
import type { Gender } from '../model/auth.ts';

export interface GenderChoice {
  label: 'Мужской' | 'Женский';
  value: Gender;
}

/** The two choices the registration form offers, in display order. */
export const GENDER_CHOICES: readonly GenderChoice[] = Object.freeze([
  Object.freeze({ label: 'Мужской', value: 'мужской' }),
  Object.freeze({ label: 'Женский', value: 'женский' }),
] as const);

/** The gender a choice label stands for (case and surrounding spaces ignored); null for anything else. */
export function genderFromLabel(label: string): Gender | null {
  const wanted = label.trim().toLowerCase();
  return GENDER_CHOICES.find((choice) => choice.label.toLowerCase() === wanted)?.value ?? null;
}
