import { useAddMyEntry } from '../api/add-my-entry';
import { useUpdateMyEntry } from '../api/update-my-entry';
import type { EntrySaver } from '../entry-form/entry-saver';

/** The employee app's registration form saves the signed-in employee's own entries (/api/me/timereg). */
export function useSaveMyEntry(): EntrySaver {
  const add = useAddMyEntry();
  const update = useUpdateMyEntry();
  return {
    save: ({ entryId, body }) =>
      entryId !== undefined ? update.mutateAsync({ entryId, body }) : add.mutateAsync(body),
    saving: add.isPending || update.isPending,
  };
}
