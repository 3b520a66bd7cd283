import type { IsoDate, TimeEntryDto, TimeLogSettingSources } from '@kollega/domain';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { EntryForm } from './entry-form';
import { editEntryValues, newEntryValues } from './entry-form-values';

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
          initial={entry ? editEntryValues(entry, settings) : newEntryValues(date, settings)}
          settings={settings}
          entryId={entry?.id}
          onSaved={onClose}
          onCancel={onClose}
        />
      ) : null}
    </Modal>
  );
}
