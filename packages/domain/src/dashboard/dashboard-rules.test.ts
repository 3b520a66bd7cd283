import { describe, expect, it } from 'vitest';
import {
  type AnniversaryPerson,
  anniversaryIn,
  anniversaryText,
  nextAnniversary,
  upcomingAnniversaries,
} from './anniversaries';
import { nextPublicHoliday } from './dashboard-rules';
import {
  type SuggestionEquipment,
  type SuggestionPerson,
  suggestedTasks,
  suggestionText,
} from './suggestions';

const person = (overrides: Partial<AnniversaryPerson> & { id: string }): AnniversaryPerson => ({
  name: `Person ${overrides.id}`,
  employmentStatus: 'active',
  dateOfBirth: null,
  startDate: null,
  ...overrides,
});

describe('anniversaries (hr-core §2, §4, §9)', () => {
  it('celebrates a 29 February birthday on 28 February in a year without one', () => {
    expect(anniversaryIn('1992-02-29', 2026)).toBe('2026-02-28');
    expect(anniversaryIn('1992-02-29', 2028)).toBe('2028-02-29');
    expect(nextAnniversary('1992-02-29', '2027-02-20')).toEqual({ date: '2027-02-28', years: 35 });
    expect(nextAnniversary('1992-02-29', '2028-02-29')).toEqual({ date: '2028-02-29', years: 36 });
    expect(nextAnniversary('1992-02-29', '2027-03-01')).toEqual({ date: '2028-02-29', years: 36 });
  });

  it('crosses the year end: in late December the January ones come next, a year older', () => {
    const list = upcomingAnniversaries(
      [
        person({ id: 'a', startDate: '2016-01-05' }),
        person({ id: 'b', dateOfBirth: '1990-12-30' }),
        person({ id: 'c', dateOfBirth: '1985-06-01' }),
      ],
      '2025-12-20',
    );
    expect(list.map((item) => [item.employeeId, item.kind, item.date, item.years, item.daysAway])).toEqual([
      ['b', 'birthday', '2025-12-30', 35, 10],
      ['a', 'work', '2026-01-05', 10, 16],
      ['c', 'birthday', '2026-06-01', 41, 163],
    ]);
    expect(anniversaryText(list[1]!)).toBe('10 år i virksomheden');
    expect(anniversaryText(list[0]!)).toBe('Fylder 35 år');
  });

  it('skips inactive employees, starts in the future and first years not yet completed', () => {
    const list = upcomingAnniversaries(
      [
        person({
          id: 'gone',
          employmentStatus: 'inactive',
          dateOfBirth: '1980-07-02',
          startDate: '2010-07-02',
        }),
        person({ id: 'new', startDate: '2025-07-01' }),
        person({ id: 'future', startDate: '2025-09-01' }),
        person({ id: 'sick', employmentStatus: 'sickLeave', dateOfBirth: '1980-07-03' }),
      ],
      '2025-07-01',
    );
    expect(list.map((item) => item.employeeId)).toEqual(['sick']);
  });

  it('shows everything within 30 days (today included), tops up to 3, and stops at 10', () => {
    const near = Array.from({ length: 12 }, (_, index) =>
      person({
        id: `n${String(index).padStart(2, '0')}`,
        dateOfBirth: `1990-03-${String(index + 1).padStart(2, '0')}`,
      }),
    );
    expect(upcomingAnniversaries(near, '2025-03-01')).toHaveLength(10);
    expect(upcomingAnniversaries(near.slice(0, 4), '2025-03-01')).toHaveLength(4);
    const far = [
      person({ id: 'x', dateOfBirth: '1990-03-01' }),
      person({ id: 'y', dateOfBirth: '1990-08-01' }),
      person({ id: 'z', dateOfBirth: '1990-10-01' }),
      person({ id: 'w', dateOfBirth: '1990-11-01' }),
    ];
    const list = upcomingAnniversaries(far, '2025-03-01');
    expect(list.map((item) => [item.employeeId, item.daysAway])).toEqual([
      ['x', 0],
      ['y', 153],
      ['z', 214],
    ]);
  });
});

const someone = (overrides: Partial<SuggestionPerson> & { id: string }): SuggestionPerson => ({
  name: `Person ${overrides.id}`,
  employmentStatus: 'active',
  startDate: '2020-01-01',
  exemptFromEmploymentContract: false,
  exemptFrom1to1: false,
  exemptFromSalary: false,
  exemptFromEPR: false,
  hasContract: true,
  openAgreementTypes: ['1 til 1', 'Lønsamtale', 'Udviklingssamtale'],
  ...overrides,
});

const item = (overrides: Partial<SuggestionEquipment> & { id: string }): SuggestionEquipment => ({
  name: `Ting ${overrides.id}`,
  serialNumber: 'SN',
  endDate: null,
  inactive: false,
  assignedTo: null,
  ...overrides,
});

const NOW = new Date('2025-06-10T10:00:00Z');

describe('suggested tasks (docs/rules/dashboard.md#ruling-25)', () => {
  it('puts the kinds in order and ties by start date, oldest first', () => {
    const tasks = suggestedTasks(
      {
        people: [
          someone({ id: 'young', startDate: '2024-01-01', hasContract: false }),
          someone({ id: 'old', startDate: '2015-01-01', hasContract: false }),
          someone({ id: 'plan', openAgreementTypes: ['1 til 1'] }),
        ],
        equipment: [item({ id: 'exp', endDate: '2025-06-30' }), item({ id: 'nosn', serialNumber: '' })],
      },
      NOW,
      10,
    );
    expect(tasks.map((task) => [task.kind, task.employeeId ?? task.equipmentId, task.agreementType])).toEqual(
      [
        ['missingContract', 'old', null],
        ['missingContract', 'young', null],
        ['agreementNotPlanned', 'plan', 'Lønsamtale'],
        ['agreementNotPlanned', 'plan', 'Udviklingssamtale'],
        ['equipmentExpiring', 'exp', null],
        ['equipmentMissingSerial', 'nosn', null],
      ],
    );
    expect(suggestedTasks({ people: [], equipment: [] }, NOW)).toEqual([]);
  });

  it('stops at 5', () => {
    const people = Array.from({ length: 4 }, (_, index) =>
      someone({ id: `p${index}`, hasContract: false, openAgreementTypes: [] }),
    );
    expect(suggestedTasks({ people, equipment: [] }, NOW)).toHaveLength(5);
  });

  it('never tells the admin looking to hold an agreement with herself (issue 24)', () => {
    const people = [
      someone({ id: 'owner', startDate: null, openAgreementTypes: [] }),
      someone({ id: 'anne', openAgreementTypes: ['Lønsamtale', 'Udviklingssamtale'] }),
    ];
    const tasks = suggestedTasks({ people, equipment: [], selfId: 'owner' }, NOW);
    expect(tasks.map((task) => [task.employeeId, task.agreementType])).toEqual([['anne', '1 til 1']]);
    // Another admin looking sees the owner's.
    expect(suggestedTasks({ people, equipment: [], selfId: 'anne' }, NOW, 10)).toHaveLength(3);
  });

  it('honours the exemptions', () => {
    const tasks = suggestedTasks(
      {
        people: [
          someone({
            id: 'exempt',
            hasContract: false,
            exemptFromEmploymentContract: true,
            openAgreementTypes: [],
            exemptFrom1to1: true,
            exemptFromSalary: true,
          }),
        ],
        equipment: [],
      },
      NOW,
    );
    expect(tasks.map((task) => task.agreementType)).toEqual(['Udviklingssamtale']);
  });

  it('never suggests for an inactive employee, but asks for their equipment back', () => {
    const gone = { id: 'gone', name: 'Gitte Gone', employmentStatus: 'inactive', startDate: '2010-01-01' };
    const tasks = suggestedTasks(
      {
        people: [
          someone({ id: 'gone', employmentStatus: 'inactive', hasContract: false, openAgreementTypes: [] }),
        ],
        equipment: [
          item({ id: 'laptop', name: 'Computer · MacBook', serialNumber: '', assignedTo: gone }),
          item({ id: 'old', inactive: true, assignedTo: gone }),
        ],
      },
      NOW,
    );
    expect(tasks).toHaveLength(1);
    expect(tasks[0]?.kind).toBe('equipmentWithInactive');
    expect(suggestionText(tasks[0]!)).toBe(
      'Computer · MacBook er stadig tildelt Gitte Gone, som er fratrådt',
    );
  });

  it('leaves out expired and inactive items; says when an item expires', () => {
    const tasks = suggestedTasks(
      {
        people: [],
        equipment: [
          item({ id: 'expired', endDate: '2025-06-01', serialNumber: '' }),
          item({ id: 'inactive', inactive: true, serialNumber: '' }),
          item({
            id: 'soon',
            endDate: '2025-07-10',
            assignedTo: { id: 'e', name: 'Eva', employmentStatus: 'leave', startDate: null },
          }),
        ],
      },
      NOW,
    );
    expect(tasks.map((task) => task.equipmentId)).toEqual(['soon']);
    expect(suggestionText(tasks[0]!)).toBe('Ting soon (Eva) udløber d. 10.07.2025');
  });
});

describe('the next public holiday', () => {
  it('is today when today is one, and crosses the year end', () => {
    expect(nextPublicHoliday('2025-12-25')).toEqual({ date: '2025-12-25', name: 'Juledag' });
    expect(nextPublicHoliday('2025-12-27')).toEqual({ date: '2026-01-01', name: 'Nytårsdag' });
    expect(nextPublicHoliday('2026-03-01').name).toBe('Skærtorsdag');
  });
});
