import { randomUUID } from 'node:crypto';
import { withdrawFailure } from '../commands/authFailures.ts';
import {
  consumeCode,
  countAttempt,
  storeCode,
  voidCode,
  voidUnspentCodes,
  type SmsPurpose,
} from '../commands/smsCodes.ts';
import { withdrawSend } from '../commands/smsSends.ts';
import type { Db } from '../db/database.ts';
import type { ServerDeps } from '../deps.ts';
import { fail } from '../http/failure.ts';
import { findCodePhone } from '../queries/smsCodes.ts';
import { reserveAttempt } from './lockout.ts';
import { keyedHash, randomSmsCode, sameDigest } from './secrets.ts';
import { reserveSend, type SendRequester } from './sendLimits.ts';

/** What to send and keep: the secret (an SMS code or a reset-link secret) and the SMS built around it. */
export interface IssueRequest extends SendRequester {
  secret: string;
  ttlSeconds: number;
  /** Registration step-1 data, kept with the code so the code step cannot change it. */
  payload?: Record<string, unknown> | null;
  /** The SMS text and the `code` the outbox shows, given the request id the client will send back. */
  message(requestId: string): { text: string; code: string };
}

/** A live code row as the confirm steps need it. */
export interface IssuedCode {
  id: string;
  phone: string;
  purpose: SmsPurpose;
  payload: Record<string, unknown> | null;
  fingerprint: string | null;
}

function secretHash(deps: ServerDeps, id: string, phone: string, purpose: SmsPurpose, secret: string): string {
  return keyedHash(deps.config.security, 'sms-code', id, phone, purpose, secret);
}

/**
 * Stores a new secret for phone + purpose (voiding the previous one: a resend makes the old code useless),
 * within the send limits, then sends the SMS. Returns the request id. A provider failure takes the send
 * back, voids the new code and answers 502 SMS_NOT_SENT.
 */
export async function issueSecret(deps: ServerDeps, request: IssueRequest): Promise<string> {
  const id = randomUUID();
  const now = deps.clock.now();
  const sendId = await deps.db.transaction(async (tx) => {
    const reserved = await reserveSend(tx, deps, request);
    await voidUnspentCodes(tx, request.phone, request.purpose, now);
    await storeCode(tx, {
      id,
      phone: request.phone,
      purpose: request.purpose,
      codeHmac: secretHash(deps, id, request.phone, request.purpose, request.secret),
      expiresAt: new Date(now + request.ttlSeconds * 1000),
      createdAt: new Date(now),
      payload: request.payload ?? null,
      ip: request.ip,
      fingerprint: request.fingerprint,
    });
    return reserved;
  });
  try {
    await deps.sms.send({ phone: request.phone, ...request.message(id) });
  } catch {
    await withdrawSend(deps.db, sendId);
    await voidCode(deps.db, id, deps.clock.now());
    fail(502, 'SMS_NOT_SENT');
  }
  return id;
}

/**
 * Checks a submitted secret without spending it. The attempt is counted first, atomically and only while
 * attempts remain (`attempts < max`), so parallel guesses cannot exceed the cap; then the HMACs are compared.
 * Returns null for an unknown id, a used, voided, expired or exhausted code and a wrong secret alike.
 * With `guardPhone`, a locked phone answers 429 PHONE_LOCKED and a wrong secret counts as a failure of the phone:
 * the failure is reserved before the comparison and released when the secret is right or the code was not live.
 */
export async function checkSecret(
  deps: ServerDeps,
  check: { requestId: string; purpose: SmsPurpose; secret: string; guardPhone: boolean },
): Promise<IssuedCode | null> {
  const phone = await findCodePhone(deps.db, check.requestId, check.purpose);
  if (phone === null) {
    return null;
  }
  const reservation = check.guardPhone ? await reserveAttempt(deps, phone) : null;
  const release = async (): Promise<void> => {
    if (reservation !== null) {
      await withdrawFailure(deps.db, reservation);
    }
  };
  const now = deps.clock.now();
  const row = await countAttempt(
    deps.db,
    { requestId: check.requestId, purpose: check.purpose, maxAttempts: deps.config.security.smsCodeMaxAttempts },
    now,
  );
  if (row === null) {
    // Not a live code: nothing was guessed, so no failure is counted (as before any reservation).
    await release();
    return null;
  }
  if (!sameDigest(row.codeHmac, secretHash(deps, row.id, row.phone, row.purpose, check.secret))) {
    // The reservation stays: it is this failure.
    return null;
  }
  await release();
  return {
    id: row.id,
    phone: row.phone,
    purpose: row.purpose,
    payload: row.payload ?? null,
    fingerprint: row.fingerprint,
  };
}

/** An SMS code to send for a code step: who asks (the send limits count them), what to keep with it, its SMS. */
export interface SmsCodeRequest extends SendRequester {
  /** Kept with the code, so the code step reads it from there and never from the client. */
  payload?: Record<string, unknown>;
  /** The SMS's text around the code. */
  text(code: string): string;
}

/**
 * Step 1 of every SMS code step (login, registration, the social phone step): a fresh code, valid
 * `smsCodeTtlSeconds`, sent within the send limits (`issueSecret`). Returns the request id the client sends back.
 */
export function issueSmsCode(deps: ServerDeps, { text, ...request }: SmsCodeRequest): Promise<string> {
  const code = randomSmsCode();
  return issueSecret(deps, {
    ...request,
    secret: code,
    ttlSeconds: deps.config.security.smsCodeTtlSeconds,
    message: () => ({ text: text(code), code }),
  });
}

/**
 * Step 2 of an SMS code step: the code for the request id, checked with the phone's lock (`checkSecret` with
 * `guardPhone`, 429 PHONE_LOCKED); an unknown, used, expired, exhausted or wrong code answers 400 WRONG_CODE.
 * Nothing is spent yet: the caller spends the code with `spendSmsCode` in the transaction that acts on it.
 */
export async function checkSmsCode(
  deps: ServerDeps,
  check: { requestId: string; purpose: SmsPurpose; code: string },
): Promise<IssuedCode> {
  const issued = await checkSecret(deps, {
    requestId: check.requestId,
    purpose: check.purpose,
    secret: check.code,
    guardPhone: true,
  });
  if (issued === null) {
    fail(400, 'WRONG_CODE');
  }
  return issued;
}

/** Spends a checked code in `tx`, first: one another request spent meanwhile answers 400 WRONG_CODE and rolls `tx` back. */
export async function spendSmsCode(tx: Db, issued: IssuedCode, nowMs: number): Promise<void> {
  if (!(await consumeCode(tx, issued.id, nowMs))) {
    fail(400, 'WRONG_CODE');
  }
}
