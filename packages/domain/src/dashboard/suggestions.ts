import { type AgreementType, IMPORTANT_AGREEMENT_TYPES } from '../agreements/agreement-types';
import type { EmploymentStatus } from '../employees/employment';
import { equipmentStatus } from '../equipment/equipment-status';
import { compareDanish } from '../format/compare-danish';
import { formatDate } from '../format/format-date';

/** hr-core §9: at most 5 suggested tasks. */
export const SUGGESTION_LIMIT = 5;

/** docs/rules/dashboard.md#ruling-25, in this order. */
export const SUGGESTION_KINDS = [
  'missingContract',
  'agreementNotPlanned',
  'equipmentExpiring',
  'equipmentMissingSerial',
  'equipmentWithInactive',
] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

export interface SuggestionPerson {
  id: string;
  name: string;
  employmentStatus: EmploymentStatus | string;
  startDate: string | null;
  exemptFromEmploymentContract: boolean;
  exemptFrom1to1: boolean;
  exemptFromSalary: boolean;
  exemptFromEPR: boolean;
  hasContract: boolean;
  /** The important types with at least one open agreement (closed ones do not plan anything). */
  openAgreementTypes: readonly string[];
}

export interface SuggestionEquipment {
  id: string;
  /** 'Computer · MacBook Air 13"'. */
  name: string;
  serialNumber: string;
  endDate: string | null;
  inactive: boolean;
  /** Who has it; null when nobody does. */
  assignedTo: {
    id: string;
    name: string;
    employmentStatus: EmploymentStatus | string;
    startDate: string | null;
  } | null;
}

export interface Suggestion {
  kind: SuggestionKind;
  /** The employee it is about (for equipment: who has it), or null for an unassigned item. */
  employeeId: string | null;
  employeeName: string | null;
  agreementType: AgreementType | null;
  equipmentId: string | null;
  equipmentName: string | null;
  endDate: string | null;
}

interface Ranked {
  suggestion: Suggestion;
  startDate: string | null;
  /** Within one employee: the important types' order. */
  order: number;
}

/** Ties by the employee's start date, oldest first (docs/rules/dashboard.md#ruling-25); no start date (or nobody) last. */
function compareRanked(a: Ranked, b: Ranked): number {
  if (a.startDate !== b.startDate) {
    if (a.startDate === null) return 1;
    if (b.startDate === null) return -1;
    return a.startDate.localeCompare(b.startDate);
  }
  return (
    compareDanish(a.suggestion.employeeName ?? '', b.suggestion.employeeName ?? '') ||
    (a.suggestion.employeeId ?? '').localeCompare(b.suggestion.employeeId ?? '') ||
    a.order - b.order ||
    (a.suggestion.equipmentId ?? '').localeCompare(b.suggestion.equipmentId ?? '')
  );
}

const base = {
  agreementType: null,
  equipmentId: null,
  equipmentName: null,
  endDate: null,
} satisfies Partial<Suggestion>;

/**
 * 'Forslag' (docs/rules/dashboard.md#ruling-25, hr-core §9): never about an inactive employee, in this order, at most 5: a missing
 * employment contract (unless exempt); an important agreement type without an open agreement (unless exempt);
 * equipment expiring within 30 days; equipment without a serial number; equipment an inactive employee still
 * has (a task about the equipment). Within a kind, by the employee's start date, oldest first. Inactive items
 * are never suggested; an expired item is no longer 'expiring'.
 */
export function suggestedTasks(
  input: {
    people: readonly SuggestionPerson[];
    equipment: readonly SuggestionEquipment[];
    /**
     * The admin looking (issue 24): nobody holds a '1 til 1' or a 'Lønsamtale' with herself, so a new owner is not
     * told to plan one.
     */
    selfId?: string | null;
  },
  now: Date = new Date(),
  limit = SUGGESTION_LIMIT,
): Suggestion[] {
  const groups: Record<SuggestionKind, Ranked[]> = {
    missingContract: [],
    agreementNotPlanned: [],
    equipmentExpiring: [],
    equipmentMissingSerial: [],
    equipmentWithInactive: [],
  };
  for (const person of input.people) {
    if (person.employmentStatus === 'inactive') continue;
    const who = { employeeId: person.id, employeeName: person.name };
    if (!person.hasContract && !person.exemptFromEmploymentContract) {
      groups.missingContract.push({
        suggestion: { kind: 'missingContract', ...who, ...base },
        startDate: person.startDate,
        order: 0,
      });
    }
    const exemptions = {
      exemptFrom1to1: person.exemptFrom1to1,
      exemptFromSalary: person.exemptFromSalary,
      exemptFromEPR: person.exemptFromEPR,
    };
    const isSelf = input.selfId != null && person.id === input.selfId;
    IMPORTANT_AGREEMENT_TYPES.forEach(({ type, exemptBy }, order) => {
      if (isSelf || exemptions[exemptBy] || person.openAgreementTypes.includes(type)) return;
      groups.agreementNotPlanned.push({
        suggestion: { kind: 'agreementNotPlanned', ...who, ...base, agreementType: type },
        startDate: person.startDate,
        order,
      });
    });
  }
  for (const item of input.equipment) {
    if (item.inactive) continue;
    const holder = item.assignedTo;
    const suggestion = {
      ...base,
      employeeId: holder?.id ?? null,
      employeeName: holder?.name ?? null,
      equipmentId: item.id,
      equipmentName: item.name,
      endDate: item.endDate,
    };
    const startDate = holder?.startDate ?? null;
    if (holder?.employmentStatus === 'inactive') {
      groups.equipmentWithInactive.push({
        suggestion: { ...suggestion, kind: 'equipmentWithInactive' },
        startDate,
        order: 0,
      });
      continue;
    }
    const status = equipmentStatus(item, now);
    if (status === 'expiring') {
      groups.equipmentExpiring.push({
        suggestion: { ...suggestion, kind: 'equipmentExpiring' },
        startDate,
        order: 0,
      });
    } else if (status === 'missingSerial') {
      groups.equipmentMissingSerial.push({
        suggestion: { ...suggestion, kind: 'equipmentMissingSerial' },
        startDate,
        order: 0,
      });
    }
  }
  return SUGGESTION_KINDS.flatMap((kind) => groups[kind].sort(compareRanked))
    .slice(0, limit)
    .map((ranked) => ranked.suggestion);
}

/** The task's sentence on the dashboard. */
export function suggestionText(suggestion: Suggestion): string {
  const who = suggestion.employeeName ?? '';
  const item = suggestion.equipmentName ?? '';
  switch (suggestion.kind) {
    case 'missingContract':
      return `${who} mangler en ansættelseskontrakt`;
    case 'agreementNotPlanned':
      return `${suggestion.agreementType} med ${who} er ikke planlagt`;
    case 'equipmentExpiring':
      return `${item}${who ? ` (${who})` : ''} udløber d. ${suggestion.endDate ? formatDate(suggestion.endDate) : ''}`;
    case 'equipmentMissingSerial':
      return `${item}${who ? ` (${who})` : ''} mangler serienummer`;
    case 'equipmentWithInactive':
      return `${item} er stadig tildelt ${who}, som er fratrådt`;
  }
}

/** The button that opens the form that solves it. */
export const SUGGESTION_ACTION_LABELS: Record<SuggestionKind, string> = {
  missingContract: 'Upload kontrakt',
  agreementNotPlanned: 'Planlæg aftale',
  equipmentExpiring: 'Se udstyret',
  equipmentMissingSerial: 'Tilføj serienummer',
  equipmentWithInactive: 'Registrér aflevering',
};
