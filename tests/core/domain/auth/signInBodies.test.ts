/**
 * A sign-in body that lacks a field is refused in the forms' words: the missing field's own message (as an empty
 * one gets), never valibot's English «Invalid key: Expected "login"…» (session 13's review).
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  authSmsCodeBody,
  forgotPasswordBody,
  loginBody,
  passwordLoginBody,
  registerBody,
  registerCodeBody,
  resetPasswordBody,
} from '../../../../core/domain/auth/signInBodies.ts';
import { SIGN_IN_MESSAGES } from '../../../../core/domain/auth/signInFields.ts';

/** The messages of the body's issues by the field they are about. */
function messagesOf(schema: v.GenericSchema, body: unknown): Record<string, string> {
  const issues = v.safeParse(schema, body).issues ?? [];
  return Object.fromEntries(issues.map((issue) => [v.getDotPath(issue) ?? '', issue.message]));
}

describe('a sign-in body without a field', () => {
  it('the SMS request without its phone, captcha and fingerprint: each field’s own message', () => {
    expect(messagesOf(loginBody, {})).toEqual({
      login: SIGN_IN_MESSAGES.phone,
      fingerprint: SIGN_IN_MESSAGES.pageState,
      token: SIGN_IN_MESSAGES.captcha,
    });
  });

  it('the registration without a name or a gender says what to fill in', () => {
    const messages = messagesOf(registerBody, { phone: '79991234567', fingerprint: 'agent2', token: 'x' });
    expect(messages.name).toBe(SIGN_IN_MESSAGES.nameMissing);
    expect(messages.gender).toBe(SIGN_IN_MESSAGES.gender);
  });

  it('the code steps, the password sign-in and the recovery: no message of any missing field is English', () => {
    for (const schema of [
      authSmsCodeBody,
      registerCodeBody,
      passwordLoginBody,
      forgotPasswordBody,
      resetPasswordBody,
      registerBody,
    ]) {
      const messages = Object.values(messagesOf(schema, {}));
      expect(messages.length).toBeGreaterThan(0);
      for (const message of messages) {
        expect(message).toMatch(/[а-яё]/i);
        expect(message).not.toMatch(/Invalid|Expected/);
      }
    }
  });

  it('a body that is not an object at all: the page’s state was lost', () => {
    expect(messagesOf(loginBody, 'login=79991234567')).toEqual({ '': SIGN_IN_MESSAGES.pageState });
  });
});
