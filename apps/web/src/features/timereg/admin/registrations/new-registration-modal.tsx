import { danishToday, type IsoDate, type TimeEntryDto } from '@kollega/domain';
import { Modal } from '@mantine/core';
import { useEmployeeNormSources } from '../../../../lib/shared-api/get-employee-timereg-settings';
import { ErrorState } from '../../../../ui/error-state';
import { PageLoader } from '../../../../ui/page-loader';
import { useTimeregEmployees } from '../../api/get-timereg-employees';
import { EntryForm } from '../../entry-form/entry-form';
import { editEntryValues, entryRules, newEntryValues } from '../../entry-form/entry-form-values';
import { useSaveEntry } from './use-save-entry';

type NewRegistrationModalProps = {
  opened: boolean;
  onClose: () => void;
  /** Chosen beforehand (from an employee's row); the admin can still pick another. */
  employeeId?: string;
  /** The day to start from; today when left out. */
  date?: IsoDate;
  /** Changing this registration instead of adding one ('Ret registrering'); needs `employeeId`. */
  entry?: TimeEntryDto;
};

/**
 * 'Ny registrering' (time-registration §2 header button, §5): a registration for an employee who registers time.
 * The choices are only those (GET /api/timereg/employees: app access, not exempt, not inactive). The form mounts
 * once the list is there, since the type it starts with depends on the employee (§9).
 */
export function NewRegistrationModal({
  opened,
  onClose,
  employeeId,
  date,
  entry,
}: NewRegistrationModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={entry ? 'Ret registrering' : 'Ny registrering'}
      size="md"
      closeButtonProps={{ 'aria-label': 'Luk' }}
    >
      {opened ? <ModalBody onClose={onClose} employeeId={employeeId} date={date} entry={entry} /> : null}
    </Modal>
  );
}

function ModalBody({ onClose, employeeId, date, entry }: Omit<NewRegistrationModalProps, 'opened'>) {
  const employees = useTimeregEmployees(false);
  const saver = useSaveEntry();
  // Not waited for: until the employee's norm settings are there the form starts from the default week and
  // follows them when they come.
  const settings = useEmployeeNormSources(employeeId).data;
  if (employees.isPending) return <PageLoader label="Indlæser medarbejdere" />;
  if (employees.isError) return <ErrorState onRetry={() => void employees.refetch()} />;
  const chosen = employees.data.find((employee) => employee.id === employeeId);
  const rules = entryRules(chosen, settings);
  const initial =
    entry && employeeId
      ? editEntryValues(entry, employeeId, rules)
      : newEntryValues(chosen, date ?? danishToday(), rules);
  return (
    <EntryForm
      initial={initial}
      choices={employees.data}
      entryId={entry?.id}
      variant="admin"
      saver={saver}
      onSaved={onClose}
      onCancel={onClose}
    />
  );
}
