import { describe, expect, it } from 'vitest';
import { agreementFormSchema } from './agreement-contracts';
import { agreementInstant, defaultAgreementDateTime, followUpDateTime } from './agreement-dates';
import { agreementStatus } from './agreement-status';
import { AGREEMENT_TYPES, FOLLOW_UP_OPTIONS, followUpOptionsFor } from './agreement-types';
import { importantAgreementRows } from './important-agreements';

describe('agreementStatus', () => {
  // 10:00 Danish summer time is 08:00 UTC.
  const startsAt = agreementInstant({ date: '2026-06-15', time: '10:00' });

  it('is Åben up to and including the moment, Forfalden right after, in Danish time', () => {
    expect(startsAt.toISOString()).toBe('2026-06-15T08:00:00.000Z');
    expect(agreementStatus({ isClosed: false, startsAt }, new Date('2026-06-15T07:59:59.999Z'))).toBe('open');
    expect(agreementStatus({ isClosed: false, startsAt }, new Date('2026-06-15T08:00:00.000Z'))).toBe('open');
    expect(agreementStatus({ isClosed: false, startsAt }, new Date('2026-06-15T08:00:00.001Z'))).toBe(
      'overdue',
    );
  });

  it('uses winter time in winter', () => {
    expect(agreementInstant({ date: '2026-01-15', time: '10:00' }).toISOString()).toBe(
      '2026-01-15T09:00:00.000Z',
    );
  });

  it('is Afsluttet when closed, whatever the date', () => {
    expect(agreementStatus({ isClosed: true, startsAt }, new Date('2030-01-01'))).toBe('closed');
  });
});

describe('defaultAgreementDateTime', () => {
  it('rounds up to the next 30 minutes in Danish time', () => {
    expect(defaultAgreementDateTime(new Date('2026-06-15T08:01:00Z'))).toEqual({
      date: '2026-06-15',
      time: '10:30',
    });
    expect(defaultAgreementDateTime(new Date('2026-06-15T08:29:59Z'))).toEqual({
      date: '2026-06-15',
      time: '10:30',
    });
    expect(defaultAgreementDateTime(new Date('2026-06-15T08:31:00Z'))).toEqual({
      date: '2026-06-15',
      time: '11:00',
    });
  });

  it('keeps a moment already on the half hour, and rolls over midnight', () => {
    expect(defaultAgreementDateTime(new Date('2026-06-15T08:00:00Z'))).toEqual({
      date: '2026-06-15',
      time: '10:00',
    });
    expect(defaultAgreementDateTime(new Date('2026-06-15T08:00:00.500Z')).time).toBe('10:30');
    expect(defaultAgreementDateTime(new Date('2026-01-15T22:45:00Z'))).toEqual({
      date: '2026-01-16',
      time: '00:00',
    });
  });
});

describe('follow-up offsets', () => {
  const offset = (type: keyof typeof FOLLOW_UP_OPTIONS, key: string) => {
    const found = FOLLOW_UP_OPTIONS[type]?.offsets.find((option) => option.key === key);
    if (!found) throw new Error(`no offset ${key}`);
    return found;
  };

  it('counts 1 måned as a calendar month: 31 January → 28 or 29 February', () => {
    const month = offset('1 til 1', '1m');
    expect(followUpDateTime(new Date('2026-01-31T12:00:00Z'), month, '09:00')).toEqual({
      date: '2026-02-28',
      time: '09:00',
    });
    expect(followUpDateTime(new Date('2028-01-31T12:00:00Z'), month, '09:00').date).toBe('2028-02-29');
  });

  it('counts days from the Danish day of closing', () => {
    // 23:30 UTC on 31 December is already 1 January in Denmark.
    expect(followUpDateTime(new Date('2025-12-31T23:30:00Z'), offset('1 til 1', '7d'), '10:00').date).toBe(
      '2026-01-08',
    );
    expect(
      followUpDateTime(new Date('2026-03-01T10:00:00Z'), offset('Lønsamtale', '365d'), '10:00').date,
    ).toBe('2027-03-01');
  });

  it('has the options and defaults of hr-core §9, and none for the other seven types', () => {
    const summary = Object.fromEntries(
      AGREEMENT_TYPES.map((type) => {
        const options = followUpOptionsFor(type);
        return [type, options && { keys: options.offsets.map((o) => o.key), default: options.defaultKey }];
      }),
    );
    expect(summary).toEqual({
      '1 til 1': { keys: ['7d', '14d', '1m'], default: '1m' },
      '3 mdr. opfølgning': null,
      Advarsel: null,
      Andet: null,
      'Exit interview': null,
      Lønsamtale: { keys: ['180d', '365d', '730d', '1095d'], default: '365d' },
      'Målsætninger - S.M.A.R.T': { keys: ['180d', '365d'], default: '180d' },
      Offboarding: null,
      Onboarding: null,
      Reboarding: null,
      Sygefraværssamtale: null,
      Udviklingssamtale: { keys: ['180d', '365d'], default: '180d' },
    });
    // hr-core §9's 11 types and 'Sygefraværssamtale' (issue 29).
    expect(AGREEMENT_TYPES).toHaveLength(12);
  });
});

describe('agreementFormSchema', () => {
  const messages = (input: unknown) =>
    agreementFormSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

  it('gives the four messages of hr-core §5', () => {
    expect(messages({ title: ' ', regardingId: '', agreementType: '', date: '', time: '' })).toEqual([
      'Titel mangler',
      'Vælg en medarbejder',
      'Vælg en aftaletype',
      'Dato eller tidspunkt mangler',
      'Dato eller tidspunkt mangler',
    ]);
    expect(messages({})).toEqual([
      'Titel mangler',
      'Vælg en medarbejder',
      'Vælg en aftaletype',
      'Dato eller tidspunkt mangler',
      'Dato eller tidspunkt mangler',
    ]);
  });

  it('accepts times in 15-minute steps only', () => {
    const valid = { title: 'MUS', regardingId: 'x', agreementType: 'Andet', date: '2026-06-15' };
    expect(messages({ ...valid, time: '10:45' })).toEqual([]);
    expect(messages({ ...valid, time: '10:10' })).toEqual(['Vælg et tidspunkt i kvarter']);
  });
});

describe('importantAgreementRows', () => {
  it('shows the soonest open one per type and hides exempt types', () => {
    const rows = importantAgreementRows(
      { exemptFrom1to1: false, exemptFromSalary: true, exemptFromEPR: false },
      [
        { agreementType: '1 til 1', startsAt: '2026-08-01T08:00:00Z', isClosed: false },
        { agreementType: '1 til 1', startsAt: '2026-07-01T08:00:00Z', isClosed: false },
        { agreementType: '1 til 1', startsAt: '2026-06-01T08:00:00Z', isClosed: true },
        { agreementType: 'Lønsamtale', startsAt: '2026-07-01T08:00:00Z', isClosed: false },
      ],
    );
    expect(rows).toEqual([
      { type: '1 til 1', nextStartsAt: '2026-07-01T08:00:00Z' },
      { type: 'Udviklingssamtale', nextStartsAt: null },
    ]);
  });
});
