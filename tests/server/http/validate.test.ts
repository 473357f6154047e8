import { Hono } from 'hono';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { nulCharacterPath, validate } from '../../../server/http/validate.ts';

describe('a NUL character in any text field is refused before it reaches the database', () => {
  it('finds NUL in nested strings, arrays and keys', () => {
    expect(nulCharacterPath({ a: 'ok', b: ['fine', { c: 'x\u0000y' }] })).toBe('b.1.c');
    expect(nulCharacterPath({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(nulCharacterPath({ a: 'ok', n: 1, z: null })).toBeNull();
  });

  it('finds lone surrogates, which PostgreSQL refuses in jsonb (regression: a referral id of \\ud800 answered 500)', () => {
    expect(nulCharacterPath({ suid: 'я\ud800' })).toBe('suid');
    expect(nulCharacterPath({ name: 'Анна 😀' })).toBeNull();
  });

  it('answers 400 VALIDATION_ERROR naming the field, even when the schema accepts the string', async () => {
    const app = new Hono().post('/x', validate('json', v.object({ nickname: v.string() })), (c) =>
      c.json({ ok: true }),
    );
    const bad = await app.request('/x', {
      method: 'POST',
      body: JSON.stringify({ nickname: 'a\u0000b' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      message: 'VALIDATION_ERROR',
      details: [{ path: 'nickname', message: 'NUL characters and broken Unicode are not allowed' }],
    });
    const good = await app.request('/x', {
      method: 'POST',
      body: JSON.stringify({ nickname: 'ab' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(good.status).toBe(200);
  });
});
