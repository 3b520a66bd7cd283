import type { IsoDate, TimeEntryDto, TimeLogSettingSources } from '@kollega/domain';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo } from 'react';
import { EntryForm } from '../entry-form/entry-form';
import { editEntryValues, newEntryValues, ownRules } from '../entry-form/entry-form-values';
import { useSaveMyEntry } from './use-save-my-entry';

type EntryFormModalProps = {
  opened: boolean;
  /** The day a new registration starts on. */
  date: IsoDate;
  /** The registration to change; a new one when null. */
  entry: TimeEntryDto | null;
  /** The employee's norm settings: the day's default times, break and pay form. */
  settings: TimeLogSettingSources;
  onClose: () => void;
};

/** Phones (under Mantine's `sm`) get the form full screen, where the keyboard and the time wheels fit. */
const PHONE = '(max-width: 47.99em)';

/**
 * The form as a dialog over the day. The form mounts when the dialog opens, so it starts from the entry (or the
 * day's defaults) every time; keyed by the entry, so switching entries never mixes them.
 */
export function EntryFormModal({ opened, date, entry, settings, onClose }: EntryFormModalProps) {
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  const rules = useMemo(() => ownRules(settings), [settings]);
  const saver = useSaveMyEntry();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={entry ? 'Ret registrering' : 'Ny registrering'}
      fullScreen={phone}
      radius={phone ? 0 : 'md'}
      size="md"
      centered
    >
      {opened ? (
        <EntryForm
          key={entry?.id ?? `ny-${date}`}
          initial={
            entry ? editEntryValues(entry, null, rules) : newEntryValues(undefined, date, rules, 'work')
          }
          rules={rules}
          entryId={entry?.id}
          variant="employee"
          saver={saver}
          onSaved={onClose}
          onCancel={onClose}
        />
      ) : null}
    </Modal>
  );
}
