/**
 * The partner application (/partner_application): a business fills the form, the logo is uploaded,
 * then the application is stored. Nothing is checked while the visitor types; the first submit shows
 * every problem at once, after that the messages follow the fields.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorCode } from '../errors.ts';
import {
  applicationErrors,
  EMPTY_DRAFT,
  sendFailureMessage,
  toApplyingRequest,
  type ApplicationDraft,
  type ApplicationErrors,
  type LogoFile,
} from '../domain/partnerApplication.ts';
import type { ApiPort, ApplyingRequest, ApplyingRequestInput, FileUploads } from '../ports/index.ts';
import { notProvided } from './notProvided.ts';

interface PartnerApplicationInput {
  /** The visitor's current city, the form's first choice. */
  cityId: number | null;
}

/** A logo an earlier try already stored, so sending again does not upload it twice. */
interface UploadedLogo {
  file: LogoFile;
  id: number;
}

interface PartnerApplicationContext {
  draft: ApplicationDraft;
  logo: LogoFile | null;
  uploaded: UploadedLogo | null;
  /** Set by the first submit: from then on `errors` follows every change. */
  tried: boolean;
  /** The first problem of each field; empty until the first submit. */
  errors: ApplicationErrors;
  /** Why the last upload or sending failed, in words for the visitor. */
  failure: string | null;
  /** Bumped by each submit that found problems: the form then moves the focus to the first bad field. */
  focusRequests: number;
  /** The stored application, once sent. */
  sent: ApplyingRequest | null;
}

/** One draft field and a value of its type. */
export type FieldChange = {
  [Field in keyof ApplicationDraft]: { type: 'field.changed'; field: Field; value: ApplicationDraft[Field] };
}[keyof ApplicationDraft];

type PartnerApplicationEvent =
  FieldChange | { type: 'file.added'; file: LogoFile } | { type: 'file.removed' } | { type: 'form.submitted' };

/** The logo to upload; the `logoNeedsUpload` guard makes sure there is one. */
function logoToUpload(context: PartnerApplicationContext): LogoFile {
  if (context.logo === null) {
    throw new Error('partnerApplication: uploading without a logo');
  }
  return context.logo;
}

/**
 * State names: editing → sending (checkingLogo → uploadingLogo → storingApplication) → sent (final,
 * output: the stored application). Tags: 'busy' (a call is in flight; the fields are locked).
 */
const partnerApplicationMachine = setup({
  types: {
    input: {} as PartnerApplicationInput,
    context: {} as PartnerApplicationContext,
    events: {} as PartnerApplicationEvent,
    output: {} as ApplyingRequest | null,
  },
  actors: {
    uploadLogo: fromPromise<{ id: number }, Blob>(async () => notProvided('partnerApplication', 'uploadLogo')),
    storeApplication: fromPromise<ApplyingRequest, ApplyingRequestInput>(async () =>
      notProvided('partnerApplication', 'storeApplication'),
    ),
  },
  guards: {
    hasProblems: ({ context }) => Object.keys(applicationErrors(context.draft, context.logo)).length > 0,
    logoNeedsUpload: ({ context }) => context.logo !== null && context.uploaded?.file !== context.logo,
  },
  actions: {
    setField: assign({
      draft: ({ context, event }) =>
        event.type === 'field.changed' ? { ...context.draft, [event.field]: event.value } : context.draft,
    }),
    setLogo: assign({ logo: ({ context, event }) => (event.type === 'file.added' ? event.file : context.logo) }),
    removeLogo: assign({ logo: null }),
    markTried: assign({ tried: true }),
    checkFields: assign({
      errors: ({ context }) => (context.tried ? applicationErrors(context.draft, context.logo) : {}),
    }),
    requestFocus: assign({ focusRequests: ({ context }) => context.focusRequests + 1 }),
    clearFailure: assign({ failure: null }),
    rememberUpload: assign({ uploaded: ({ context }, id: number) => ({ file: logoToUpload(context), id }) }),
    showFailure: assign({
      failure: (_, params: { error: unknown; step: 'logo' | 'request' }) =>
        sendFailureMessage(errorCode(params.error), params.step),
    }),
    keepSent: assign({ sent: (_, request: ApplyingRequest) => request }),
  },
}).createMachine({
  id: 'partnerApplication',
  context: ({ input }) => ({
    draft: { ...EMPTY_DRAFT, cityId: input.cityId },
    logo: null,
    uploaded: null,
    tried: false,
    errors: {},
    failure: null,
    focusRequests: 0,
    sent: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.changed': { actions: ['setField', 'checkFields'] },
        'file.added': { actions: ['setLogo', 'checkFields'] },
        'file.removed': { actions: ['removeLogo', 'checkFields'] },
        'form.submitted': [
          { guard: 'hasProblems', actions: ['markTried', 'checkFields', 'clearFailure', 'requestFocus'] },
          { target: 'sending', actions: ['markTried', 'checkFields'] },
        ],
      },
    },
    sending: {
      tags: ['busy'],
      entry: 'clearFailure',
      initial: 'checkingLogo',
      states: {
        checkingLogo: {
          always: [{ guard: 'logoNeedsUpload', target: 'uploadingLogo' }, { target: 'storingApplication' }],
        },
        uploadingLogo: {
          invoke: {
            src: 'uploadLogo',
            input: ({ context }) => logoToUpload(context),
            onDone: {
              target: 'storingApplication',
              actions: { type: 'rememberUpload', params: ({ event }) => event.output.id },
            },
            onError: {
              target: '#partnerApplication.editing',
              actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error, step: 'logo' }) },
            },
          },
        },
        storingApplication: {
          invoke: {
            src: 'storeApplication',
            input: ({ context }) =>
              toApplyingRequest(context.draft, context.logo === null ? null : (context.uploaded?.id ?? null)),
            onDone: {
              target: '#partnerApplication.sent',
              actions: { type: 'keepSent', params: ({ event }) => event.output },
            },
            onError: {
              target: '#partnerApplication.editing',
              actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error, step: 'request' }) },
            },
          },
        },
      },
    },
    sent: {
      type: 'final',
    },
  },
  output: ({ context }) => context.sent,
});

/** The ports the partner application talks to. */
export interface PartnerApplicationPorts {
  api: Pick<ApiPort, 'createApplyingRequest'>;
  uploads: FileUploads;
}

/** The partner application machine bound to its ports. */
export function providePartnerApplication({ api, uploads }: PartnerApplicationPorts) {
  return partnerApplicationMachine.provide({
    actors: {
      uploadLogo: fromPromise(({ input }) => uploads.upload(input)),
      storeApplication: fromPromise(({ input }) => api.createApplyingRequest(input)),
    },
  });
}
