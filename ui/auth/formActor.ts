import type { ActorRef, EventObject, Snapshot } from 'xstate';

/** What a piece of a form reads from its machine's snapshot: part of the context, the tags, what it may send. */
type FormPartSnapshot<TContext, TEvent extends EventObject> = Snapshot<unknown> & {
  context: TContext;
  hasTag: (tag: string) => boolean;
  can: (event: TEvent) => boolean;
};

/**
 * A sign-in form's machine actor as one piece of the form sees it: the part of the context it reads and the
 * events it sends. Any form machine whose context and events include those parts fits, so a piece is written
 * once for every form.
 */
export type FormPartActor<TContext, TEvent extends EventObject> = ActorRef<FormPartSnapshot<TContext, TEvent>, TEvent>;
