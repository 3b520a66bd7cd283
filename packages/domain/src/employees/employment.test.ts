import { describe, expect, it } from 'vitest';
import {
  EMPLOYMENT_STATUS_FILTER_OPTIONS,
  EMPLOYMENT_STATUS_LABELS,
  EMPLOYMENT_STATUS_OPTIONS,
  EMPLOYMENT_STATUSES,
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPE_OPTIONS,
  EMPLOYMENT_TYPES,
  employmentStatusLabel,
  employmentStatusSchema,
  employmentTypeLabel,
  employmentTypeSchema,
  isInactive,
} from './employment';

describe('employment status (hr-core §4)', () => {
  it('has the spec’s five statuses, in order', () => {
    expect(employmentStatusSchema.options).toEqual(['active', 'inactive', 'sickLeave', 'leave', 'other']);
  });

  it.each([
    ['active', 'Aktiv'],
    ['inactive', 'Inaktiv'],
    ['sickLeave', 'Sygemeldt'],
    ['leave', 'Orlov'],
    ['other', 'Andet'],
  ] as const)('%s is shown as %s', (status, label) => {
    expect(EMPLOYMENT_STATUS_LABELS[status]).toBe(label);
    expect(employmentStatusLabel(status)).toBe(label);
  });

  it('refuses an unknown status', () => {
    expect(employmentStatusSchema.safeParse('fired').success).toBe(false);
    expect(employmentStatusSchema.safeParse('Aktiv').success).toBe(false);
  });

  it('offers every status as an option, and all but inactive in the list filter', () => {
    expect(EMPLOYMENT_STATUS_OPTIONS.map((option) => option.value)).toEqual([...EMPLOYMENT_STATUSES]);
    expect(EMPLOYMENT_STATUS_FILTER_OPTIONS).toEqual([
      { value: 'active', label: 'Aktiv' },
      { value: 'sickLeave', label: 'Sygemeldt' },
      { value: 'leave', label: 'Orlov' },
      { value: 'other', label: 'Andet' },
    ]);
  });

  it('knows only inactive as inactive', () => {
    expect(EMPLOYMENT_STATUSES.filter((status) => isInactive(status))).toEqual(['inactive']);
    expect(isInactive(null)).toBe(false);
    expect(isInactive(undefined)).toBe(false);
  });
});

describe('employment type (hr-core §4)', () => {
  it('has the spec’s ten types, in order', () => {
    expect(employmentTypeSchema.options).toEqual([
      'fullTime',
      'partTime',
      'studentAssistant',
      'trainee',
      'pupil',
      'substitute',
      'wageSubsidy',
      'flexjob',
      'freelance',
      'other',
    ]);
  });

  it.each([
    ['fullTime', 'Fuldtid'],
    ['partTime', 'Deltid'],
    ['studentAssistant', 'Studentermedhjælper'],
    ['trainee', 'Praktikant'],
    ['pupil', 'Elev'],
    ['substitute', 'Vikar'],
    ['wageSubsidy', 'Løntilskud'],
    ['flexjob', 'Fleksjob'],
    ['freelance', 'Freelance'],
    ['other', 'Andet'],
  ] as const)('%s is shown as %s', (type, label) => {
    expect(EMPLOYMENT_TYPE_LABELS[type]).toBe(label);
    expect(employmentTypeLabel(type)).toBe(label);
  });

  it('offers every type as an option and refuses unknown ones', () => {
    expect(EMPLOYMENT_TYPE_OPTIONS.map((option) => option.value)).toEqual([...EMPLOYMENT_TYPES]);
    expect(employmentTypeSchema.safeParse('consultant').success).toBe(false);
  });

  it('shows nothing for a record without a type or status', () => {
    expect(employmentTypeLabel(null)).toBe('');
    expect(employmentStatusLabel(undefined)).toBe('');
  });
});
