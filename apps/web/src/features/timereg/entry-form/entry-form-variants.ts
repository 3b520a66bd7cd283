import { TIME_ENTRY_TYPE_NAMES, TIME_ENTRY_TYPES } from '@kollega/domain';
import type { MantineSize } from '@mantine/core';
import { ENTRY_TYPE_LABELS, ENTRY_TYPE_ORDER } from '../employee-app/entry-labels';
import { ADMIN_TYPE_CHANGE, type TypeChangeRules } from './entry-form-values';

/**
 * What differs between the admin's registration form and the employee app's: the size (the app is used on a
 * phone, with a thumb), the words, and whether an absence may be given start and end times (an admin's choice;
 * the employee registers hours or whole days, and sees times only on an absence an admin registered with them),
 * and what follows a change of type.
 */
export type EntryFormVariant = {
  size: MantineSize;
  gap: MantineSize;
  noteRows: number;
  typeOptions: { value: string; label: string }[];
  absenceWithTimes: boolean;
  multiDayNote: string;
  breakNote: (minutes: number) => string;
  /** What follows a change of type (`withType`). */
  typeChange: TypeChangeRules;
};

export const ENTRY_FORM_VARIANTS = {
  admin: {
    size: 'sm',
    gap: 'sm',
    noteRows: 2,
    typeOptions: TIME_ENTRY_TYPES.map((type) => ({ value: type, label: TIME_ENTRY_TYPE_NAMES[type] })),
    absenceWithTimes: true,
    multiDayNote:
      'Der oprettes en registrering for hver arbejdsdag i perioden. Weekender, helligdage og virksomhedens ' +
      'fridage springes over. Ferie tæller 7,5 timer pr. dag, fri og sygdom dagens normtid.',
    breakNote: (minutes) => `Pausen på ${minutes} min. trækkes fra timerne.`,
    typeChange: ADMIN_TYPE_CHANGE,
  },
  employee: {
    size: 'md',
    gap: 'md',
    noteRows: 3,
    typeOptions: ENTRY_TYPE_ORDER.map((type) => ({ value: type, label: ENTRY_TYPE_LABELS[type] })),
    absenceWithTimes: false,
    multiDayNote:
      'Hver arbejdsdag i perioden registreres med din normtid. Weekender og helligdage springes over.',
    breakNote: (minutes) => `Pausen (${minutes} min.) trækkes fra timerne.`,
    typeChange: { times: false, hours: true },
  },
} satisfies Record<string, EntryFormVariant>;

export type EntryFormVariantName = keyof typeof ENTRY_FORM_VARIANTS;
