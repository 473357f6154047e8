/** valibot rules over the core's text rules, shared by the server's schemas and the forms. */
import * as v from 'valibot';
import { hasBidiControl } from './text.ts';

/** What a form says of text holding a bidirectional formatting character (the profile and the partner application). */
export const BIDI_MESSAGE = 'Уберите невидимые символы направления текста';

/** Refuses text holding a bidirectional formatting character (core `hasBidiControl`) with `message`. */
export function bidiFree(message: string) {
  return v.check((value: string) => !hasBidiControl(value), message);
}
