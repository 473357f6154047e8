/**
 * The SMS code step of the SMS login, the registration and the social phone step (portal §4), written once:
 * the code field (codeEntry), the code's check (confirmingCode) and storing the session it answers with
 * (storingSession). A machine that uses it spreads `codeStepActors`, `codeStepActions` and `codeStepGuards`
 * into its `setup`, declares the actions 'clearMessages', 'showWrongCode' and 'restart' (given the failed
 * call's error) and the guard 'codeRetryable' (the check's error leaves the code open for another try), keeps
 * `code`, `error` and `authUser` in its context and takes the 'code.changed' event.
 *
 * Tags: 'codeStep' (the code field shows instead of the form), 'busy' (a call is in flight), 'codeDisabled'
 * (the code field is locked).
 */
import { assign, fromPromise } from 'xstate';
import type { EventObject } from 'xstate';
import { isCompleteSmsCode, sanitizeSmsCode } from '../domain/smsCode.ts';
import type { AuthUser } from '../model/index.ts';
import { notProvided } from './notProvided.ts';
import { answeredUser, keptAuthUser } from './session.ts';

/** What the code field tells the machine, as typed. */
export type CodeEvent = { type: 'code.changed'; value: string };

export interface CodeStepOptions<TConfirmInput, TStored> {
  /** The state a failed code step starts over from: the machine's phone or form state. */
  restartTarget: string;
  /** The code check's request, built from the machine's context. */
  confirmInput: TConfirmInput;
  /** The storing state's onDone: where the signed-in user goes and what happens on the way. */
  onStored: TStored;
}

const codeTyped = ({ event }: { event: CodeEvent }) => event.value;
const failure = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/**
 * The code step's two calls as `machine` declares them, to bind in its `provide…(ports)`: 'confirmCode' sends
 * a TConfirmInput and answers with the TUser, 'storeSession' stores that user.
 */
export function codeStepActors<TUser extends AuthUser, TConfirmInput>(machine: string) {
  return {
    confirmCode: fromPromise<TUser, TConfirmInput>(async () => notProvided(machine, 'confirmCode')),
    storeSession: fromPromise<void, TUser>(async () => notProvided(machine, 'storeSession')),
  };
}

/** The code step's actions for a machine with context TContext and events TEvent: 'setCode' (params: the code as typed). */
export function codeStepActions<TContext extends { code: string }, TEvent extends EventObject>() {
  return {
    setCode: assign<TContext, TEvent, string, TEvent, never>(({ context }, typed) => ({ ...context, code: sanitizeSmsCode(typed) })),
  };
}

export const codeStepGuards = {
  /** The typed code is complete: the machine checks it without a button. */
  completesCode: (_: unknown, typed: string) => isCompleteSmsCode(sanitizeSmsCode(typed)),
};

/** The code step's three states, to spread into the machine's `states`. */
export function codeStepStates<const TConfirmInput, const TStored>({ restartTarget, confirmInput, onStored }: CodeStepOptions<TConfirmInput, TStored>) {
  const restart = { target: restartTarget, actions: { type: 'restart', params: failure } } as const;
  return {
    codeEntry: {
      tags: ['codeStep'],
      on: {
        'code.changed': [
          { guard: { type: 'completesCode', params: codeTyped }, target: 'confirmingCode', actions: { type: 'setCode', params: codeTyped } },
          { actions: { type: 'setCode', params: codeTyped } },
        ],
      },
    },
    confirmingCode: {
      tags: ['busy', 'codeStep', 'codeDisabled'],
      entry: 'clearMessages',
      invoke: {
        src: 'confirmCode',
        input: confirmInput,
        onDone: { target: 'storingSession', actions: { type: 'keepAuthUser', params: answeredUser } },
        onError: [{ guard: { type: 'codeRetryable', params: failure }, target: 'codeEntry', actions: 'showWrongCode' }, restart],
      },
    },
    storingSession: {
      tags: ['busy', 'codeStep', 'codeDisabled'],
      invoke: { src: 'storeSession', input: keptAuthUser, onDone: onStored, onError: restart },
    },
  } as const;
}

/** The final state after the code step: the code field stays, locked, until the page moves on. */
export const codeStepFinished = { type: 'final', tags: ['codeStep', 'codeDisabled'] } as const;
