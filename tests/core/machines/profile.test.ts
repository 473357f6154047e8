import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../../core/errors.ts';
import { AGE_UNDER_14_MESSAGE } from '../../../core/domain/messages.ts';
import { PROFILE_FAILURE_MESSAGES } from '../../../core/domain/profileForm.ts';
import { PROFILE_MESSAGES } from '../../../core/domain/tenantProfileSchema.ts';
import { provideProfile } from '../../../core/machines/profile.ts';
import type { TenantProfile, TenantProfileEdit } from '../../../core/model/index.ts';
import { storedProfile } from '../domain/profileExamples.ts';
import { ScriptedCall, settle } from './signInFakes.ts';

const NOW = Date.UTC(2025, 0, 15);

function profile(extra: Partial<TenantProfile> = {}): TenantProfile {
  return storedProfile(extra);
}

async function start() {
  const load = new ScriptedCall<number, TenantProfile>();
  const save = new ScriptedCall<{ id: number; profile: TenantProfileEdit }, TenantProfile>();
  const machine = provideProfile({
    api: { getTenantProfile: load.fn, updateTenantProfile: (id, body) => save.fn({ id, profile: body }) },
  });
  const actor = createActor(machine, { input: { profileId: 10, nowMs: NOW } });
  actor.start();
  return { actor, load, save, snapshot: () => actor.getSnapshot() };
}

describe('Profile form machine: read, edit, save', () => {
  it('reads the profile and shows it as a draft: the birthday as a date, telegram as its link', async () => {
    const t = await start();
    expect(t.snapshot().matches('loading')).toBe(true);
    expect(t.load.requests).toEqual([10]);
    t.load.resolve(profile());
    await settle();
    expect(t.snapshot().matches('editing')).toBe(true);
    expect(t.snapshot().context.draft).toMatchObject({
      firstName: 'Анна',
      birthday: '1990-01-01',
      telegram: 'https://t.me/anna_demo',
      email: '',
    });
  });

  it('a failed read offers to try again', async () => {
    const t = await start();
    t.load.reject(new ApiError('NETWORK_ERROR', 0));
    await settle();
    expect(t.snapshot().matches('loadFailed')).toBe(true);
    t.actor.send({ type: 'profile.retried' });
    expect(t.load.requests).toHaveLength(2);
  });

  it('sends only what was edited, so a city changed in the header meanwhile is not undone (issue 30 §5, two writers)', async () => {
    const t = await start();
    t.load.resolve(profile({ cityCodeId: 1 }));
    await settle();
    // Meanwhile the header's city store writes city 2; the form knows nothing of it.
    t.actor.send({ type: 'profile.fieldChanged', field: 'nickname', value: 'Аня' });
    t.actor.send({ type: 'profile.submitted' });
    expect(t.save.requests[0]).toEqual({ id: 10, profile: { nickname: 'Аня' } });
    t.save.resolve(profile({ cityCodeId: 2, nickname: 'Аня' }));
    await settle();
    // The form now shows the city the server holds.
    expect(t.snapshot().context.draft).toMatchObject({ nickname: 'Аня', cityCodeId: 2 });
  });

  it('a city saved in the form is told to the page at once', async () => {
    const t = await start();
    const told: number[] = [];
    t.actor.on('profile.citySaved', (event) => told.push(event.cityId));
    t.load.resolve(profile({ cityCodeId: 1 }));
    await settle();
    t.actor.send({ type: 'profile.fieldChanged', field: 'cityCodeId', value: 3 });
    t.actor.send({ type: 'profile.submitted' });
    expect(t.save.requests[0]).toEqual({ id: 10, profile: { cityCodeId: 3, countryCodeId: 1 } });
    t.save.resolve(profile({ cityCodeId: 3 }));
    await settle();
    expect(told).toEqual([3]);
    // A save that leaves the city as it was tells nothing.
    t.actor.send({ type: 'profile.fieldChanged', field: 'nickname', value: 'Аня' });
    t.actor.send({ type: 'profile.submitted' });
    t.save.resolve(profile({ cityCodeId: 3, nickname: 'Аня' }));
    await settle();
    expect(told).toEqual([3]);
  });

  it('saves the edits (countryCodeId 1 with a city), then shows what the server stored', async () => {
    const t = await start();
    t.load.resolve(profile());
    await settle();
    t.actor.send({ type: 'profile.fieldChanged', field: 'firstName', value: 'Мария' });
    t.actor.send({ type: 'profile.fieldChanged', field: 'telegram', value: 'https://t.me/maria_k' });
    t.actor.send({ type: 'profile.submitted' });
    expect(t.snapshot().hasTag('busy')).toBe(true);
    expect(t.save.requests[0]).toEqual({ id: 10, profile: { firstName: 'Мария', telegram: 'https://t.me/maria_k' } });
    t.save.resolve(profile({ firstName: 'Мария', telegram: 'https://t.me/maria_k' }));
    await settle();
    expect(t.snapshot().matches('editing')).toBe(true);
    expect(t.snapshot().context).toMatchObject({ saved: true, errors: {}, failure: null });
    expect(t.snapshot().context.stored?.firstName).toBe('Мария');
    t.actor.send({ type: 'profile.fieldChanged', field: 'lastName', value: 'К' });
    expect(t.snapshot().context.saved).toBe(false);
  });

  it('refuses to send what the shared schema refuses, with each field’s message, and sends nothing', async () => {
    const t = await start();
    t.load.resolve(profile());
    await settle();
    t.actor.send({ type: 'profile.fieldChanged', field: 'email', value: 'anna@' });
    t.actor.send({ type: 'profile.fieldChanged', field: 'whatsapp', value: '+7 999' });
    t.actor.send({ type: 'profile.fieldChanged', field: 'birthday', value: '2020-01-01' });
    t.actor.send({ type: 'profile.submitted' });
    expect(t.save.requests).toEqual([]);
    expect(t.snapshot().context.errors).toEqual({
      email: PROFILE_MESSAGES.email,
      whatsapp: PROFILE_MESSAGES.whatsapp,
      birthday: AGE_UNDER_14_MESSAGE,
    });
    t.actor.send({ type: 'profile.fieldChanged', field: 'email', value: 'anna@example.ru' });
    expect(t.snapshot().context.errors.email).toBeUndefined();
  });

  it('a server refusal keeps what was typed and shows each field’s message; a failure says so in words', async () => {
    const t = await start();
    t.load.resolve(profile());
    await settle();
    t.actor.send({ type: 'profile.fieldChanged', field: 'firstName', value: 'Мария' });
    t.actor.send({ type: 'profile.submitted' });
    t.save.reject(
      new ApiError('VALIDATION_ERROR', 400, {
        details: [
          { path: 'cityCodeId', message: PROFILE_MESSAGES.city },
          { path: 'address', message: 'some English text' },
        ],
      }),
    );
    await settle();
    expect(t.snapshot().matches('editing')).toBe(true);
    expect(t.snapshot().context.draft?.firstName).toBe('Мария');
    expect(t.snapshot().context.errors).toEqual({
      cityCodeId: PROFILE_MESSAGES.city,
      address: PROFILE_MESSAGES.invalid,
    });
    t.actor.send({ type: 'profile.submitted' });
    t.save.reject(new ApiError('USER_UNDER_14_YEARS_OLD', 422));
    await settle();
    expect(t.snapshot().context.errors).toEqual({ birthday: AGE_UNDER_14_MESSAGE });
    t.actor.send({ type: 'profile.submitted' });
    t.save.reject(new ApiError('NETWORK_ERROR', 0));
    await settle();
    expect(t.snapshot().context).toMatchObject({ errors: {}, failure: PROFILE_FAILURE_MESSAGES.save, saved: false });
    expect(t.snapshot().context.draft?.firstName).toBe('Мария');
  });
});
