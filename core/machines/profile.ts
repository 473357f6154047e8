/**
 * The profile page (/profile, issue 19): reads the shopper's tenant profile, edits it in a draft, checks it with
 * the schema the server uses and saves it. A refused save keeps the draft and shows each field's message.
 */
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import {
  draftErrors,
  draftOf,
  profileEdit,
  refusalOf,
  type ProfileDraft,
  type ProfileFieldChange,
} from '../domain/profileForm.ts';
import type { ProfileFieldErrors } from '../domain/tenantProfileSchema.ts';
import type { TenantProfile, TenantProfileEdit } from '../model/index.ts';
import type { ApiPort } from '../ports/index.ts';
import { notProvided } from './notProvided.ts';

interface ProfileInput {
  /** The signed-in shopper's tenantProfileId. */
  profileId: number;
  /** Now, in ms, for the age rule. */
  nowMs: number;
}

interface ProfileContext {
  profileId: number;
  nowMs: number;
  /** The profile as the server last answered it; null until read. */
  stored: TenantProfile | null;
  /** What the fields hold; null until read. */
  draft: ProfileDraft | null;
  /** Each field's message, from the last submit or the server's refusal. */
  errors: ProfileFieldErrors;
  /** Why the last save failed without a field to blame, in words for the shopper. */
  failure: string | null;
  /** True from a save until the next edit. */
  saved: boolean;
  /** Bumped whenever the draft is replaced from the server: the form redraws fields that keep their own text. */
  revision: number;
}

type ProfileEvent =
  ({ type: 'profile.fieldChanged' } & ProfileFieldChange) | { type: 'profile.submitted' } | { type: 'profile.retried' };

/** Emitted when a save stored another city: the page's city (the session's city store) follows at once. */
type ProfileEmitted = { type: 'profile.citySaved'; cityId: number };

function loaded(context: ProfileContext): { stored: TenantProfile; draft: ProfileDraft } {
  if (context.stored === null || context.draft === null) {
    throw new Error('profile: editing before the profile was read');
  }
  return { stored: context.stored, draft: context.draft };
}

/** State names: loading → editing ⇄ saving; loadFailed (retry). Tags: 'busy' while a save is in flight. */
const profileMachine = setup({
  types: {
    input: {} as ProfileInput,
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    emitted: {} as ProfileEmitted,
  },
  actors: {
    loadProfile: fromPromise<TenantProfile, number>(async () => notProvided('profile', 'loadProfile')),
    saveProfile: fromPromise<TenantProfile, { id: number; profile: TenantProfileEdit }>(async () =>
      notProvided('profile', 'saveProfile'),
    ),
  },
  guards: {
    hasProblems: ({ context }) => {
      const { stored, draft } = loaded(context);
      return Object.keys(draftErrors(stored, draft, context.nowMs)).length > 0;
    },
  },
  actions: {
    keepProfile: assign((_, profile: TenantProfile) => ({
      stored: profile,
      draft: draftOf(profile),
      errors: {},
      failure: null,
    })),
    tellCitySaved: enqueueActions(({ context, enqueue }, profile: TenantProfile) => {
      if (profile.cityCodeId !== null && profile.cityCodeId !== context.stored?.cityCodeId) {
        enqueue.emit({ type: 'profile.citySaved', cityId: profile.cityCodeId });
      }
    }),
    keepSaved: assign(({ context }, profile: TenantProfile) => ({
      stored: profile,
      draft: draftOf(profile),
      errors: {},
      failure: null,
      saved: true,
      revision: context.revision + 1,
    })),
    setField: assign(({ context, event }) => {
      if (event.type !== 'profile.fieldChanged' || context.draft === null) {
        return {};
      }
      const { [event.field]: _cleared, ...errors } = context.errors as Record<string, string>;
      return {
        draft: { ...context.draft, [event.field]: event.value },
        errors: errors as ProfileFieldErrors,
        saved: false,
      };
    }),
    showProblems: assign(({ context }) => {
      const { stored, draft } = loaded(context);
      return { errors: draftErrors(stored, draft, context.nowMs), failure: null, saved: false };
    }),
    clearOutcome: assign({ failure: null, saved: false }),
    showRefusal: assign((_, params: { error: unknown }) => refusalOf(params.error)),
  },
}).createMachine({
  id: 'profile',
  context: ({ input }) => ({
    profileId: input.profileId,
    nowMs: input.nowMs,
    stored: null,
    draft: null,
    errors: {},
    failure: null,
    saved: false,
    revision: 0,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadProfile',
        input: ({ context }) => context.profileId,
        onDone: { target: 'editing', actions: { type: 'keepProfile', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: {
      on: { 'profile.retried': { target: 'loading' } },
    },
    editing: {
      on: {
        'profile.fieldChanged': { actions: 'setField' },
        'profile.submitted': [{ guard: 'hasProblems', actions: 'showProblems' }, { target: 'saving' }],
      },
    },
    saving: {
      tags: ['busy'],
      entry: 'clearOutcome',
      invoke: {
        src: 'saveProfile',
        input: ({ context }) => {
          const { stored, draft } = loaded(context);
          return { id: context.profileId, profile: profileEdit(stored, draft) };
        },
        onDone: {
          target: 'editing',
          actions: [
            { type: 'tellCitySaved', params: ({ event }) => event.output },
            { type: 'keepSaved', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'editing',
          actions: { type: 'showRefusal', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});

/** The ports the profile page talks to. */
export interface ProfilePorts {
  api: Pick<ApiPort, 'getTenantProfile' | 'updateTenantProfile'>;
}

/** The profile machine bound to its ports. */
export function provideProfile({ api }: ProfilePorts) {
  return profileMachine.provide({
    actors: {
      loadProfile: fromPromise(({ input }) => api.getTenantProfile(input)),
      saveProfile: fromPromise(({ input }) => api.updateTenantProfile(input.id, input.profile)),
    },
  });
}
