import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  EMPTY_DRAFT,
  toApplyingRequest,
  validateApplication,
  type ApplicationDraft,
} from '../../../core/domain/partnerApplication.ts';
import {
  APPLICATION_MESSAGES,
  applyingRequestBodySchema,
  applyingRequestInputSchema,
} from '../../../core/domain/partnerApplicationSchema.ts';
import { firstMessagePerField } from '../../../core/domain/schemaIssues.ts';
import { ACCEPTED, REFUSED, VALID_APPLICATION } from './applicationExamples.ts';

const BODY = { ...VALID_APPLICATION, cityCodeId: 1 };

/** The draft the form holds for a body, so a text example can go through the form's own check. */
function draftOf(body: Record<string, unknown>): ApplicationDraft {
  const { cityCodeId, logoFileId: _logo, ...rest } = body;
  return { ...EMPTY_DRAFT, ...(rest as Partial<ApplicationDraft>), cityId: cityCodeId as number | null };
}

/** The form's field of a body field. */
const formField = (field: string) => (field === 'cityCodeId' ? 'cityId' : field);

describe('the partner application (portal §3): one schema for the form, the server and the in-memory back end', () => {
  it.each(ACCEPTED)('takes $field = $sent and stores $stored', ({ field, sent, stored }) => {
    const result = v.safeParse(applyingRequestInputSchema, { ...BODY, [field]: sent });
    expect(result.issues).toBeUndefined();
    expect((result.output as Record<string, unknown>)[field]).toEqual(stored);
  });

  it.each(REFUSED)('refuses $field = $sent with «$message»', ({ field, sent, message }) => {
    const result = v.safeParse(applyingRequestBodySchema, { ...BODY, [field]: sent });
    expect(result.success).toBe(false);
    expect(firstMessagePerField(result.issues)).toEqual({ [field]: message });
  });

  it.each(REFUSED)('the form shows $field = $sent refused with the same «$message»', ({ field, sent, message }) => {
    expect(validateApplication(draftOf({ ...BODY, [field]: sent }))).toEqual({ [formField(field)]: message });
  });

  it.each(ACCEPTED.filter(({ sent }) => sent !== null))(
    'the form sends $field = $sent as the server stores it',
    ({ field, sent, stored }) => {
      const draft = draftOf({ ...BODY, [field]: sent });
      expect(validateApplication(draft)).toEqual({});
      expect((toApplyingRequest(draft, null) as Record<string, unknown>)[field]).toEqual(stored);
    },
  );

  it('what the form sends passes the server’s schema unchanged (the output is a fixed point)', () => {
    const sent = toApplyingRequest(
      draftOf({ ...BODY, inn: '7707 083 893', website: 'romashka.ru', comment: ' x ' }),
      7,
    );
    expect(v.parse(applyingRequestBodySchema, sent)).toEqual(sent);
  });

  it('gives every message in Russian', () => {
    for (const message of Object.values(APPLICATION_MESSAGES)) {
      expect(message).toMatch(/[А-Яа-яЁё]/);
    }
  });
});
