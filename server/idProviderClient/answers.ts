/**
 * The shapes of the provider's answers, checked with valibot before anything in them is trusted
 * (docs/security.md «Social sign-in»). Unknown fields are dropped; strings are bounded.
 */
import * as v from 'valibot';

/** A provider user id: a positive decimal integer, sent as a number (token answer) or a string (user info). */
const providerUserId = v.pipe(
  v.union([
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER)),
    v.pipe(v.string(), v.regex(/^[1-9]\d{0,18}$/)),
  ]),
  v.transform((value) => String(value)),
);

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
/** An optional field the provider may send as null, an empty string, or leave out. */
const optionalText = (max: number) =>
  v.pipe(
    v.optional(v.nullable(text(max))),
    v.transform((value): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null)),
  );

export const tokenAnswer = v.object({
  access_token: v.pipe(v.string(), v.minLength(1), v.maxLength(4096)),
  user_id: providerUserId,
  state: text(512),
});

export const userInfoAnswer = v.object({
  user: v.object({
    user_id: providerUserId,
    first_name: text(200),
    last_name: v.optional(text(200), ''),
    phone: optionalText(32),
    avatar: optionalText(2048),
    sex: v.optional(v.nullable(v.pipe(v.number(), v.integer())), null),
    verified: v.optional(v.boolean(), false),
    birthday: optionalText(16),
    email: optionalText(254),
  }),
});

/** The provider's refusal `{ error, error_description }`. */
export const errorAnswer = v.object({
  error: text(200),
  error_description: v.optional(text(2000)),
});
