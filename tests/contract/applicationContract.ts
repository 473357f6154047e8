/** Contract cases of the partner application (portal §3): the fake and the server check it with one core schema. */
import { describe, expect, it } from 'vitest';
import type { ApplyingRequestInput } from '../../core/domain/partnerApplicationSchema.ts';
import { REFUSED, VALID_APPLICATION } from '../core/domain/applicationExamples.ts';
import { expectRefused, registeredShopper, type ContractBackEnd } from './contractKit.ts';

/** An application with some fields as a client might send them unchecked. */
function application(backEnd: ContractBackEnd, overrides: Record<string, unknown> = {}): ApplyingRequestInput {
  return {
    ...VALID_APPLICATION,
    cityCodeId: backEnd.places.activeCityId,
    ...overrides,
  } as unknown as ApplyingRequestInput;
}

export function applicationContract(backEnd: () => ContractBackEnd): void {
  describe('partner application', () => {
    it('stores what the core schema outputs: trimmed, the INN without spaces, the phone canonical, blanks null', async () => {
      const { api } = await registeredShopper(backEnd());
      const sent = application(backEnd(), {
        organisation: ' ООО «Ромашка» ',
        inn: '7707 083 893',
        website: 'romashka.ru',
        comment: '  ',
      });
      await expect(api.createApplyingRequest(sent)).resolves.toMatchObject({
        organisation: 'ООО «Ромашка»',
        inn: '7707083893',
        phone: '79991234567',
        website: 'https://romashka.ru',
        comment: null,
        blocked: false,
        applyingRequestStatusId: 1,
      });
    });

    it('refuses every refused example with VALIDATION_ERROR (400) and the form’s message for the field', async () => {
      const { api } = await registeredShopper(backEnd());
      for (const { field, sent, message } of REFUSED) {
        const refused = await expectRefused(
          api.createApplyingRequest(application(backEnd(), { [field]: sent })),
          'VALIDATION_ERROR',
        );
        expect(refused.details).toContainEqual({ path: field, message });
      }
    });

    it('refuses a city that is not active with VALIDATION_ERROR (400)', async () => {
      const { api } = await registeredShopper(backEnd());
      const refused = await expectRefused(
        api.createApplyingRequest(application(backEnd(), { cityCodeId: backEnd().places.unknownCityId })),
        'VALIDATION_ERROR',
      );
      expect(refused.details).toEqual([expect.objectContaining({ path: 'cityCodeId' })]);
    });
  });
}
