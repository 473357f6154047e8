import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import type { FormPartActor } from './formActor.ts';

/**
 * True while the form's machine is in its SMS code step ('codeStep' tag); tells `onCodeStep` each time that
 * changes (the auth modal hides its 'Вход' tab meanwhile).
 */
export function useCodeStep(actor: FormPartActor<unknown, never>, onCodeStep?: (codeStep: boolean) => void): boolean {
  const codeStep = useSelector(actor, (snapshot) => snapshot.hasTag('codeStep'));
  useEffect(() => {
    onCodeStep?.(codeStep);
  }, [onCodeStep, codeStep]);
  return codeStep;
}
