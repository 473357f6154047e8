import * as v from 'valibot';
import { hasBidiControl } from '../../core/domain/text.ts';

/** Refuses bidirectional formatting characters (core `hasBidiControl`) in a text field: 400 VALIDATION_ERROR. */
export const noBidiControls = v.check((value: string) => !hasBidiControl(value), 'bidirectional control characters are not allowed');
