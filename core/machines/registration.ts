/** Registration of portal §4: form → register call → 4-character SMS code → session → brands. */
import { assign, fromPromise, setup } from 'xstate';
import { ageError, birthDateToUnixSeconds } from '../domain/birthDate.ts';
import { canSubmitRegistration } from '../domain/formRules.ts';
import { genderFromLabel } from '../domain/gender.ts';
import { personNameProblem, storedName } from '../domain/name.ts';
import { AFTER_REGISTRATION_PATH } from '../domain/welcome.ts';
import { normalizePhone } from '../domain/phone.ts';
import { errorCode } from '../errors.ts';
import { referralPayload } from '../domain/referral.ts';
import type { AuthUser, Gender, Referral } from '../model/index.ts';
import type { ApiPort, Clock, Navigator, RegisterRequest, SmsCodeSent, TokenStore } from '../ports/index.ts';
import { UNSOLVED_CAPTCHA, type CaptchaContext, type CaptchaEvent } from './captcha.ts';
import {
  codeRequestState,
  codeStepActions,
  codeStepActors,
  codeStepFinished,
  codeStepGuards,
  codeStepStates,
  failure,
  NO_CODE_STEP,
  type CodeStepContext,
  type CodeStepEvent,
} from './codeStep.ts';
import { phoneFormTransitions } from './phoneForm.ts';
import { isMissingTokens, saveSession, type AnsweredUserContext } from './answeredUser.ts';
import { notProvided } from './notProvided.ts';

export interface RegistrationInput {
  /** Device fingerprint sent with the register call (portal §6). */
  fingerprint: string;
  /** The chosen city, sent as cityCodeId. */
  cityCodeId: number | null;
  /** The referral that brought the visitor; sent as suid, tid or did. */
  referral: Referral | null;
  /** A phone to start with, as typed elsewhere (the SMS login's offer for an unknown number). */
  phone?: string;
}

export interface RegistrationContext extends RegistrationInput, CaptchaContext, AnsweredUserContext, CodeStepContext {
  /** What the user typed, as typed (the mask's spaces included). */
  phone: string;
  /** As typed; sent without its outer spaces. */
  name: string;
  /** Why the name cannot be kept as typed (core/domain/name.ts), else null. */
  nameError: string | null;
  gender: Gender | null;
  /** The picker's 'YYYY-MM-DD' as the user chose it; '' when cleared. */
  birthDate: string;
  /** Unix seconds; null when the picked date is empty or not a date. */
  birthday: number | null;
  /** 'Ваш возраст должен быть более 14 лет' for someone under 14, else null. */
  ageError: string | null;
  policyAccepted: boolean;
  /** The register call's token, sent back with the code. */
  registerToken: string | null;
  /**
   * The phone (as typed) the server answered USER_ALREADY_EXISTS for: the form offers «Войти с этим номером».
   * The refusal itself says as much, so the offer tells nobody more than the API does.
   */
  loginOffer: string | null;
}

export type RegistrationEvent =
  | { type: 'phone.changed'; value: string }
  | { type: 'name.changed'; value: string }
  /** label: 'Мужской' or 'Женский'. */
  | { type: 'gender.changed'; label: string }
  | { type: 'birthday.changed'; isoDate: string }
  | { type: 'policy.toggled' }
  /** The visitor's city became known or changed while the form was open (the session settles it after the form may open). */
  | { type: 'city.known'; cityId: number | null }
  | CaptchaEvent
  | { type: 'form.submitted' }
  | CodeStepEvent;

/** The register call's payload; canSubmit guarantees gender and birthday before it is built. */
function registerRequest(context: RegistrationContext): RegisterRequest {
  if (context.gender === null || context.birthday === null) {
    throw new Error('registration: the form was submitted without gender or birthday');
  }
  const referral = referralPayload(context.referral);
  return {
    phone: normalizePhone(context.phone),
    name: storedName(context.name),
    gender: context.gender,
    birthday: context.birthday,
    token: context.captchaToken ?? '',
    cityCodeId: context.cityCodeId,
    fingerprint: context.fingerprint,
    ...(referral === undefined ? {} : { referral }),
  };
}

/** The register call of the form, repeated as is (with a fresh captcha) by «Отправить код ещё раз». */
const register = {
  src: 'register',
  input: ({ context }: { context: RegistrationContext }): RegisterRequest => registerRequest(context),
} as const;

/**
 * State names: form → registering → codeEntry → confirmingCode → storingSession → done (final); codeEntry ⇄
 * resendingSms, codeEntry → form («Изменить номер», every field kept).
 * Tags: 'busy' (a call is in flight), 'codeStep' (the code field shows instead of the form),
 * 'codeDisabled' (the code field is locked). The button is enabled when `snapshot.can({ type: 'form.submitted' })`.
 */
export const registrationMachine = setup({
  types: {
    input: {} as RegistrationInput,
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
  },
  actors: {
    register: fromPromise<SmsCodeSent, RegisterRequest>(async () => notProvided('registration', 'register')),
    ...codeStepActors<AuthUser, { code: string; token: string }>('registration'),
  },
  guards: {
    // Only the form state accepts the submit, so the form is never loading when this runs.
    canSubmit: ({ context }) => canSubmitRegistration({ ...context, loading: false }),
    ...codeStepGuards,
    // Only a confirmation that brought no tokens ends the registration; any other failure is a wrong code to retype.
    codeRetryable: (_, params: { error: unknown }) => !isMissingTokens(params.error),
    userExists: (_, params: { error: unknown }) => errorCode(params.error) === 'USER_ALREADY_EXISTS',
  },
  actions: {
    /** Recomputes ageError from the birthday and the current time; bound to the Clock port. */
    checkAge: () => notProvided('registration', 'checkAge'),
    /** Portal §4: «the page reloads and goes to brands» (AFTER_REGISTRATION_PATH, with the welcome). */
    enterBrands: () => notProvided('registration', 'enterBrands'),
    setPhone: assign({
      phone: ({ context, event }) => (event.type === 'phone.changed' ? event.value : context.phone),
      // The offer was about the number the server knows; another number withdraws it.
      loginOffer: ({ context, event }) =>
        event.type === 'phone.changed' && event.value !== context.loginOffer ? null : context.loginOffer,
    }),
    setName: assign(({ context, event }) => {
      const name = event.type === 'name.changed' ? event.value : context.name;
      return { name, nameError: personNameProblem(name) };
    }),
    setGender: assign({
      gender: ({ context, event }) => (event.type === 'gender.changed' ? genderFromLabel(event.label) : context.gender),
    }),
    setBirthday: assign(({ context, event }) =>
      event.type === 'birthday.changed'
        ? { birthDate: event.isoDate, birthday: birthDateToUnixSeconds(event.isoDate) }
        : context,
    ),
    togglePolicy: assign({ policyAccepted: ({ context }) => !context.policyAccepted }),
    setCity: assign({ cityCodeId: (_, cityId: number | null) => cityId }),
    ...codeStepActions<RegistrationContext, RegistrationEvent>({ flow: 'registration', stepToken: 'registerToken' }),
    clearMessages: assign({ error: null, notice: null, loginOffer: null }),
    offerLogin: assign({ loginOffer: ({ context }) => context.phone }),
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({
    fingerprint: input.fingerprint,
    cityCodeId: input.cityCodeId,
    referral: input.referral,
    phone: input.phone ?? '',
    name: '',
    nameError: null,
    gender: null,
    birthDate: '',
    birthday: null,
    ageError: null,
    policyAccepted: false,
    ...UNSOLVED_CAPTCHA,
    registerToken: null,
    loginOffer: null,
    ...NO_CODE_STEP,
    authUser: null,
  }),
  initial: 'form',
  states: {
    form: {
      on: {
        ...phoneFormTransitions('registering'),
        'name.changed': { actions: 'setName' },
        'gender.changed': { actions: 'setGender' },
        'birthday.changed': { actions: ['setBirthday', 'checkAge'] },
        'policy.toggled': { actions: 'togglePolicy' },
        'city.known': { actions: { type: 'setCity', params: ({ event }) => event.cityId } },
      },
    },
    registering: codeRequestState({
      request: register,
      formState: 'form',
      refusals: [
        {
          guard: { type: 'userExists', params: failure },
          target: 'form',
          actions: ['spendCaptcha', { type: 'showRequestError', params: failure }, 'offerLogin'],
        },
      ],
    }),
    ...codeStepStates({
      restartTarget: 'form',
      request: register,
      confirmInput: ({ context }: { context: RegistrationContext }) => ({
        code: context.code,
        token: context.registerToken ?? '',
      }),
      onStored: { target: 'done', actions: 'enterBrands' },
    }),
    done: codeStepFinished,
  },
});

/** The ports the registration talks to. */
export interface RegistrationPorts {
  api: Pick<ApiPort, 'register' | 'registerSmsCode'>;
  tokens: Pick<TokenStore, 'save'>;
  navigator: Pick<Navigator, 'reloadAt'>;
  clock: Clock;
}

/** The registration machine bound to its ports. */
export function provideRegistration({ api, tokens, navigator: nav, clock }: RegistrationPorts) {
  return registrationMachine.provide({
    actors: {
      register: fromPromise(({ input }) => api.register(input)),
      confirmCode: fromPromise(({ input }) => api.registerSmsCode(input)),
      storeSession: fromPromise(({ input }) => saveSession(tokens, input)),
    },
    actions: {
      checkAge: assign({ ageError: ({ context }) => ageError(context.birthday, clock.now()) }),
      // A new document at /brands re-runs application start with the new session, wherever the form was.
      enterBrands: () => nav.reloadAt(AFTER_REGISTRATION_PATH),
    },
  });
}
