import { describe, expect, it } from 'vitest';
import {
  agreementPreparationSchema,
  agreementSharingSchema,
  isPreparationOpen,
  MEETING_MESSAGES,
  PREPARATION_ANSWER_MAX,
  preparationAnswers,
  preparationFormFor,
} from './my-meetings';

function messages(schema: { safeParse: (input: unknown) => unknown }, input: unknown): string[] {
  const result = schema.safeParse(input) as { success: boolean; error?: { issues: { message: string }[] } };
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

describe('agreementPreparationSchema', () => {
  it('takes a MUS preparation, trims the answers and allows some empty', () => {
    expect(
      agreementPreparationSchema.parse({
        form: 'Udviklingssamtale',
        wentWell: '  Projektet med lageret ',
        develop: '',
        nextYear: 'Et kursus i Excel',
      }),
    ).toEqual({
      form: 'Udviklingssamtale',
      wentWell: 'Projektet med lageret',
      develop: '',
      nextYear: 'Et kursus i Excel',
    });
  });

  it('takes a Lønsamtale preparation with its own two questions', () => {
    expect(
      agreementPreparationSchema.parse({ form: 'Lønsamtale', highlights: 'Nye kunder', wishes: '' }),
    ).toEqual({ form: 'Lønsamtale', highlights: 'Nye kunder', wishes: '' });
  });

  it('refuses an empty form, too long answers, non-text answers and an unknown form in Danish', () => {
    expect(
      messages(agreementPreparationSchema, { form: 'Lønsamtale', highlights: '  ', wishes: '' }),
    ).toEqual([MEETING_MESSAGES.preparationEmpty]);
    expect(
      messages(agreementPreparationSchema, {
        form: 'Lønsamtale',
        highlights: 'x'.repeat(PREPARATION_ANSWER_MAX + 1),
        wishes: '',
      }),
    ).toEqual(['Højst 2000 tegn']);
    expect(
      messages(agreementPreparationSchema, {
        form: 'Lønsamtale',
        highlights: 'x'.repeat(PREPARATION_ANSWER_MAX),
        wishes: '',
      }),
    ).toEqual([]);
    expect(
      messages(agreementPreparationSchema, {
        form: 'Udviklingssamtale',
        wentWell: 3,
        develop: '',
        nextYear: '',
      }),
    ).toEqual([MEETING_MESSAGES.answerInvalid]);
    expect(messages(agreementPreparationSchema, { form: '1 til 1', wentWell: 'x' })).toEqual([
      MEETING_MESSAGES.formUnknown,
    ]);
  });
});

describe('agreementSharingSchema', () => {
  it('needs a yes or no', () => {
    expect(agreementSharingSchema.parse({ shareSummary: true })).toEqual({ shareSummary: true });
    expect(messages(agreementSharingSchema, { shareSummary: 'ja' })).toEqual([
      MEETING_MESSAGES.shareSummaryInvalid,
    ]);
  });
});

describe('the preparation window', () => {
  const now = new Date('2026-11-28T09:00:00Z');
  it('is open before a MUS or a Lønsamtale begins, and closed from its start, when closed or for other types', () => {
    const later = '2026-11-28T09:00:01Z';
    expect(
      isPreparationOpen({ agreementType: 'Udviklingssamtale', startsAt: later, isClosed: false }, now),
    ).toBe(true);
    expect(isPreparationOpen({ agreementType: 'Lønsamtale', startsAt: later, isClosed: false }, now)).toBe(
      true,
    );
    expect(
      isPreparationOpen(
        { agreementType: 'Lønsamtale', startsAt: '2026-11-28T09:00:00Z', isClosed: false },
        now,
      ),
    ).toBe(false);
    expect(isPreparationOpen({ agreementType: 'Lønsamtale', startsAt: later, isClosed: true }, now)).toBe(
      false,
    );
    expect(isPreparationOpen({ agreementType: '1 til 1', startsAt: later, isClosed: false }, now)).toBe(
      false,
    );
    expect(preparationFormFor('Andet')).toBeNull();
  });

  it('lists the answers under their Danish questions in the form order', () => {
    expect(
      preparationAnswers({ form: 'Udviklingssamtale', wentWell: 'A', develop: '', nextYear: 'C' }),
    ).toEqual([
      { label: 'Hvad er gået godt?', text: 'A' },
      { label: 'Hvad vil du gerne udvikle?', text: '' },
      { label: 'Ønsker til næste år', text: 'C' },
    ]);
  });
});
