import { bidiFree } from '../../core/domain/textRules.ts';

/** Refuses bidirectional formatting characters (core `hasBidiControl`) in a text field: 400 VALIDATION_ERROR. */
export const noBidiControls = bidiFree('bidirectional control characters are not allowed');
