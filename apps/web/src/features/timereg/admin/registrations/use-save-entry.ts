import { useAddEntry } from '../../api/add-entry';
import { useUpdateEntry } from '../../api/update-entry';
import type { EntrySaver } from '../../entry-form/entry-saver';

/** The admin's registration form saves through the admin's calls: for the chosen employee, or the entry itself. */
export function useSaveEntry(): EntrySaver {
  const add = useAddEntry();
  const update = useUpdateEntry();
  return {
    save: ({ employeeId, entryId, body }) =>
      entryId !== undefined
        ? update.mutateAsync({ entryId, body })
        : add.mutateAsync({ employeeId: employeeId ?? '', body }),
    saving: add.isPending || update.isPending,
  };
}
