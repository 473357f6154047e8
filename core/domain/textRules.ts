/** valibot rules over the core's text rules, shared by the server's schemas and the forms. */
import * as v from 'valibot';
import { hasBidiControl } from './text.ts';

/** Refuses text holding a bidirectional formatting character (core `hasBidiControl`) with `message`. */
export function bidiFree(message: string) {
  return v.check((value: string) => !hasBidiControl(value), message);
}
