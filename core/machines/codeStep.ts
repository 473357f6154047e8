/**
 * The SMS code step of the SMS login, the registration and the social phone step (portal §4), written once:
 * the code field (codeEntry), the code's check (confirmingCode), storing the session it answers with
 * (storingSession) and asking for a new code (resendingSms), with the state that sends the form's request
 * (`codeRequestState`). A machine that uses it spreads `codeStepActors`, `codeStepActions` (its flow's messages,
 * the context field of the request's token) and `codeStepGuards` into its `setup`, declares the guard
 * 'codeRetryable' (the check's error leaves the code open for another try), keeps a `CodeStepContext`, the
 * captcha's context and an `AnsweredUserContext`, and takes the `CodeStepEvent`s.
 *
 * Never a dead end (issue 19): «Изменить номер» ('phone.changeRequested') goes back to the form with the phone
 * kept; «Отправить код ещё раз» ('code.resendRequested') repeats the form's request once the server's wait
 * (`resendAfterSeconds`, or a refusal's `retryAfterSeconds`) has been counted down on XState's clock, with a
 * fresh captcha solved in the code step (the form's was spent by the first request; docs/decisions.md).
 *
 * Tags: 'codeStep' (the code field shows instead of the form), 'busy' (a call is in flight), 'codeDisabled'
 * (the code field is locked).
 */
import { assign, fromPromise } from 'xstate';
import type { EventObject } from 'xstate';
import { codeStepMessages, smsRequestMessage } from '../domain/extraMessages.ts';
import { messages } from '../domain/messages.ts';
import { isCompleteSmsCode, sanitizeSmsCode } from '../domain/smsCode.ts';
import { sendLimitRefusal } from '../domain/smsLimits.ts';
import { ApiError } from '../errors.ts';
import type { AuthUser } from '../model/index.ts';
import { captchaActions, captchaTransitions, type CaptchaContext } from './captcha.ts';
import { notProvided } from './notProvided.ts';
import { answeredUser, keepAuthUser, keptAuthUser, type AnsweredUserContext } from './answeredUser.ts';

/** What the code field tells the machine, as typed. */
type CodeEvent = { type: 'code.changed'; value: string };

/** Every event of the code step: the code as typed, «Отправить код ещё раз» and «Изменить номер». */
export type CodeStepEvent = CodeEvent | { type: 'code.resendRequested' } | { type: 'phone.changeRequested' };

/** What the code step keeps in its machine's context. */
export interface CodeStepContext {
  code: string;
  error: string | null;
  /** An information line: «Мы отправили новый код» after a resend. */
  notice: string | null;
  /** Seconds until «Отправить код ещё раз» may ask the server (0: it may now). */
  resendIn: number;
}

/** The code step's context before any code was asked for. */
export const NO_CODE_STEP: CodeStepContext = { code: '', error: null, notice: null, resendIn: 0 };

/** How to repeat the form's SMS request: the machine's request actor and its input, built from the context. */
interface SmsRequest<TSrc extends string, TInput> {
  src: TSrc;
  input: TInput;
}

export interface CodeStepOptions<TConfirmInput, TStored, TRequestSrc extends string, TRequestInput> {
  /** The state a failed code step starts over from, and «Изменить номер» goes back to: the machine's phone or form state. */
  restartTarget: string;
  /** The form's SMS request, repeated by «Отправить код ещё раз». */
  request: SmsRequest<TRequestSrc, TRequestInput>;
  /** The code check's request, built from the machine's context. */
  confirmInput: TConfirmInput;
  /** The storing state's onDone: where the signed-in user goes and what happens on the way. */
  onStored: TStored;
}

/** Whose messages a code step shows: the SMS login's (the social phone step's too) or the registration's. */
type CodeStepFlow = 'smsLogin' | 'registration';

/** The context fields that may keep the request's token: text, or null before the request answered. */
type TokenField<TContext> = {
  [K in keyof TContext]-?: TContext[K] extends string | null ? (null extends TContext[K] ? K : never) : never;
}[keyof TContext];

export interface CodeStepActionOptions<TContext> {
  flow: CodeStepFlow;
  /** The context field that keeps the request's token, sent back with the code. */
  stepToken: TokenField<TContext>;
  /** The message a failed code step starts over with, given the error; the flow's fallback when not given. */
  restartMessage?: (error: unknown) => string;
}

const codeTyped = ({ event }: { event: CodeEvent }) => event.value;
/** The params of an action given a failed call's error: `{ error }` of the invoke's error event. */
export const failure = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const sentToken = ({ event }: { event: { output: { token: string } } }) => event.output.token;
const sentWait = ({ event }: { event: { output: { resendAfterSeconds: number } } }) => event.output.resendAfterSeconds;

/** The wait a refused SMS request names (TOO_MANY_REQUESTS' `details.retryAfterSeconds`), or null. */
function refusalWait(error: unknown): number | null {
  return error instanceof ApiError && error.code === 'TOO_MANY_REQUESTS'
    ? (sendLimitRefusal(error.details)?.retryAfterSeconds ?? null)
    : null;
}

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

/**
 * Every action the code step and its request state run, for a machine with context TContext and events TEvent:
 * the captcha's ('setCaptcha', 'clearCaptcha', 'spendCaptcha'), 'keepAuthUser', 'setCode' (params: the code as
 * typed), 'startResendWait' (params: seconds), 'tickResendWait', 'waitAfterRefusal' (params: the request's error),
 * 'showResent', 'forgetCodeStep' (the code, the wait, the messages and the captcha), 'clearMessages',
 * 'setStepToken' (params: the request's token, or null), 'showRequestError' (params: the request's error, in the
 * flow's words), 'showWrongCode' and 'restart' (params: the failed call's error). A machine may put its own
 * 'clearMessages' after them when it shows more.
 */
export function codeStepActions<
  TContext extends CodeStepContext & CaptchaContext & AnsweredUserContext,
  TEvent extends EventObject,
>({ flow, stepToken, restartMessage = () => messages[flow].fallback }: CodeStepActionOptions<TContext>) {
  return {
    ...captchaActions<TContext, TEvent>(),
    keepAuthUser: keepAuthUser<TContext, TEvent>(),
    setCode: assign<TContext, TEvent, string, TEvent, never>(({ context }, typed) => ({
      ...context,
      code: sanitizeSmsCode(typed),
    })),
    startResendWait: assign<TContext, TEvent, number, TEvent, never>(({ context }, seconds) => ({
      ...context,
      resendIn: Math.max(0, Math.ceil(seconds)),
    })),
    tickResendWait: assign<TContext, TEvent, undefined, TEvent, never>(({ context }) => ({
      ...context,
      resendIn: Math.max(0, context.resendIn - 1),
    })),
    waitAfterRefusal: assign<TContext, TEvent, { error: unknown }, TEvent, never>(({ context }, { error }) => ({
      ...context,
      resendIn: refusalWait(error) ?? context.resendIn,
    })),
    showResent: assign<TContext, TEvent, undefined, TEvent, never>(({ context }) => ({
      ...context,
      code: '',
      error: null,
      notice: codeStepMessages.resent,
    })),
    forgetCodeStep: assign<TContext, TEvent, undefined, TEvent, never>(({ context }) => ({
      ...context,
      ...NO_CODE_STEP,
      // A captcha solved for a resend belongs to the code step's widget; the form shows a new one.
      captchaToken: null,
      captchaResets: context.captchaResets + 1,
    })),
    clearMessages: assign<TContext, TEvent, undefined, TEvent, never>(({ context }) => ({
      ...context,
      error: null,
      notice: null,
    })),
    setStepToken: assign<TContext, TEvent, string | null, TEvent, never>(({ context }, token) => ({
      ...context,
      [stepToken]: token,
    })),
    showRequestError: assign<TContext, TEvent, { error: unknown }, TEvent, never>(({ context }, { error }) => ({
      ...context,
      error: smsRequestMessage(flow, error),
    })),
    showWrongCode: assign<TContext, TEvent, undefined, TEvent, never>(({ context }) => ({
      ...context,
      code: '',
      error: messages[flow].WRONG_CODE,
    })),
    // A confirmed code cannot be confirmed again, so the shopper starts over from the form.
    restart: assign<TContext, TEvent, { error: unknown }, TEvent, never>(({ context }, { error }) => ({
      ...context,
      code: '',
      [stepToken]: null,
      error: restartMessage(error),
    })),
  };
}

export const codeStepGuards = {
  /** The typed code is complete: the machine checks it without a button. */
  completesCode: (_: unknown, typed: string) => isCompleteSmsCode(sanitizeSmsCode(typed)),
  /** The server's wait is still being counted down. */
  resendWaiting: ({ context }: { context: CodeStepContext }) => context.resendIn > 0,
  /** «Отправить код ещё раз» may ask: the wait is over and a fresh captcha is solved. */
  canResend: ({ context }: { context: CodeStepContext & CaptchaContext }) =>
    context.resendIn === 0 && context.captchaToken !== null,
};

/**
 * The actions of a request that sent a code (the form's or a resend): the captcha is spent, the token kept and
 * the server's wait counted down.
 */
const codeSentActions = [
  'spendCaptcha',
  { type: 'setStepToken', params: sentToken },
  { type: 'startResendWait', params: sentWait },
] as const;

export interface CodeRequestOptions<TRequestSrc extends string, TRequestInput, TRefusal> {
  /** The form's SMS request. */
  request: SmsRequest<TRequestSrc, TRequestInput>;
  /** The form's state, where a refused request goes back to. */
  formState: string;
  /** Transitions tried first on a refusal (the SMS login's offer to register an unknown phone). */
  refusals?: readonly TRefusal[];
}

/**
 * The state that sends the form's SMS request: its answer opens the code step with the server's wait counting
 * down; a refusal goes back to the form in the flow's words. Either way the captcha is spent.
 */
export function codeRequestState<const TRequestSrc extends string, const TRequestInput, const TRefusal = never>({
  request,
  formState,
  refusals = [],
}: CodeRequestOptions<TRequestSrc, TRequestInput, TRefusal>) {
  return {
    tags: ['busy'],
    entry: 'clearMessages',
    invoke: {
      src: request.src,
      input: request.input,
      onDone: { target: 'codeEntry', actions: codeSentActions },
      onError: [
        ...refusals,
        { target: formState, actions: ['spendCaptcha', { type: 'showRequestError', params: failure }] },
      ],
    },
  } as const;
}

/** The code step's four states, to spread into the machine's `states`. */
export function codeStepStates<
  const TConfirmInput,
  const TStored,
  const TRequestSrc extends string,
  const TRequestInput,
>({
  restartTarget,
  request,
  confirmInput,
  onStored,
}: CodeStepOptions<TConfirmInput, TStored, TRequestSrc, TRequestInput>) {
  const restart = { target: restartTarget, actions: ['forgetCodeStep', { type: 'restart', params: failure }] } as const;
  return {
    codeEntry: {
      tags: ['codeStep'],
      // One second of the wait, on XState's clock (simulated in tests).
      after: { 1000: { guard: 'resendWaiting', target: 'codeEntry', reenter: true, actions: 'tickResendWait' } },
      on: {
        'code.changed': [
          {
            guard: { type: 'completesCode', params: codeTyped },
            target: 'confirmingCode',
            actions: { type: 'setCode', params: codeTyped },
          },
          { actions: { type: 'setCode', params: codeTyped } },
        ],
        ...captchaTransitions,
        'code.resendRequested': { guard: 'canResend', target: 'resendingSms' },
        'phone.changeRequested': {
          target: restartTarget,
          actions: ['forgetCodeStep', { type: 'setStepToken', params: null }],
        },
      },
    },
    resendingSms: {
      tags: ['busy', 'codeStep', 'codeDisabled'],
      entry: 'clearMessages',
      invoke: {
        src: request.src,
        input: request.input,
        onDone: { target: 'codeEntry', actions: [...codeSentActions, 'showResent'] },
        onError: {
          target: 'codeEntry',
          actions: [
            'spendCaptcha',
            { type: 'showRequestError', params: failure },
            { type: 'waitAfterRefusal', params: failure },
          ],
        },
      },
    },
    confirmingCode: {
      tags: ['busy', 'codeStep', 'codeDisabled'],
      entry: 'clearMessages',
      invoke: {
        src: 'confirmCode',
        input: confirmInput,
        onDone: { target: 'storingSession', actions: { type: 'keepAuthUser', params: answeredUser } },
        onError: [
          { guard: { type: 'codeRetryable', params: failure }, target: 'codeEntry', actions: 'showWrongCode' },
          restart,
        ],
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
